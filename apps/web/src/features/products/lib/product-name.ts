import type { ProductSummary } from '@loyalty/contracts';

/** A product's name in the member's language: `name` is Thai, `name_en` English (DESIGN §12). */
export function productNameOf(product: Pick<ProductSummary, 'name' | 'name_en'>, language: string): string {
  return language === 'th' ? product.name : product.name_en;
}

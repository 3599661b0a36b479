import { productKindOfDetailSegment } from '@loyalty/contracts';
import type { Params } from 'react-router';

export type ProductRouteName = 'product' | 'product-detail';

/**
 * The kind code a product route's path names: `/company` → `company`, `/company-detail/7` → `company`
 * (contracts routes.ts: `/:product`, `/:productDetail/:id`); null when the path cannot name one.
 */
export function kindCodeOf(route: ProductRouteName, params: Params): string | null {
  if (route === 'product') return params.product ?? null;
  return productKindOfDetailSegment(params.productDetail ?? '');
}

/** A detail's id from the path: a positive whole number, or null for anything else. */
export function productIdOf(params: Params): number | null {
  const raw = params.id ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
}

import type { ProductSummary } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { Picture } from '@/components/ui/picture';
import { WordBreaks } from '@/components/ui/word-breaks';
import { productNameOf } from '../lib/product-name';

/** One company or brand in a list: its cover, its logo over the cover's edge, its name and category. */
export function ProductCard({ product, to }: { product: ProductSummary; to: string }) {
  const { i18n } = useTranslation('products');
  const name = productNameOf(product, i18n.language);
  return (
    <Link
      to={to}
      className={cardClasses(
        { padding: 'none', isOutlined: true, isInteractive: true },
        'group flex h-full flex-col overflow-hidden focus-visible:outline-offset-2',
      )}
      data-testid="product-card"
      data-product-id={product.id}
    >
      {/* The slots keep their shapes before the pictures arrive, so the grid does not jump (DESIGN §10). */}
      <Picture src={product.cover_url} srcset={product.cover_srcset} slot="half" ratio="12/5" loading="lazy" />
      {/* The name has the card's whole width under the logo: company names run long (… Co., Ltd.). */}
      <div className="flex flex-1 flex-col gap-1 px-4 pb-4">
        <img
          src={product.logo_url}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="-mt-8 mb-1 size-16 rounded-2xl bg-white object-cover shadow-sm ring-4 ring-white"
        />
        <h2 className="line-clamp-2 font-bold text-ink-900 group-hover:text-brand-700">
          <WordBreaks text={name} isName />
        </h2>
        <p className="text-sm text-ink-600">{product.category}</p>
      </div>
    </Link>
  );
}

/** The first page's stand-in: cards of the same shape, so nothing jumps when they arrive. */
export function ProductListSkeleton() {
  return (
    <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3" aria-hidden data-testid="product-list-skeleton">
      {[0, 1, 2].map((slot) => (
        <Card key={slot} as="li" padding="none" isOutlined className="overflow-hidden">
          <div className="aspect-[12/5] w-full animate-pulse bg-ink-100" />
          <div className="flex flex-col gap-2 px-4 pb-4">
            <div className="-mt-8 mb-1 size-16 animate-pulse rounded-2xl bg-ink-200 ring-4 ring-white" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-ink-100" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-ink-100" />
          </div>
        </Card>
      ))}
    </ul>
  );
}

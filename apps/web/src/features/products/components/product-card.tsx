import type { ProductSummary } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { srcsetFor } from '@/lib/image-slots';
import { productNameOf } from '../lib/product-name';

/** One company or brand in a list: its cover, its logo over the cover's edge, its name and category. */
export function ProductCard({ product, to }: { product: ProductSummary; to: string }) {
  const { i18n } = useTranslation('products');
  const name = productNameOf(product, i18n.language);
  return (
    <Link
      to={to}
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="product-card"
      data-product-id={product.id}
    >
      {/* The slots keep their shapes before the pictures arrive, so the grid does not jump (DESIGN §10). */}
      <img
        src={product.cover_url}
        {...srcsetFor(product.cover_srcset, 'half')}
        alt=""
        width={1200}
        height={500}
        loading="lazy"
        className="aspect-[12/5] w-full bg-brand-50 object-cover"
      />
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
        <h2 className="line-clamp-2 font-bold text-ink-900 group-hover:text-brand-700">{name}</h2>
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
        <li key={slot} className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100">
          <div className="aspect-[12/5] w-full animate-pulse bg-ink-100" />
          <div className="flex flex-col gap-2 px-4 pb-4">
            <div className="-mt-8 mb-1 size-16 animate-pulse rounded-2xl bg-ink-200 ring-4 ring-white" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-ink-100" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-ink-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

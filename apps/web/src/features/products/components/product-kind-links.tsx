import { productPath } from '@loyalty/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProductKinds } from '../api/get-product-kinds';

/**
 * Small links to each product kind's list (DESIGN §12: reached from profile and home), named by the
 * kinds themselves, so a kind an operator adds shows up here too. Nothing shows until they are known.
 */
export function ProductKindLinks() {
  // Words from the core namespace: home and profile show these links without loading the products one.
  const { t, i18n } = useTranslation();
  const kinds = useProductKinds();
  const headingId = useId();
  if (!kinds.data || kinds.data.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-2" data-testid="product-kind-links">
      <h2 id={headingId} className="text-sm font-semibold text-ink-600">
        {t('nav.ourGroup')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {kinds.data.map((kind) => (
          <Link
            key={kind.code}
            to={productPath(kind.code)}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
            data-testid={`product-kind-link-${kind.code}`}
          >
            {i18n.language === 'th' ? kind.name : kind.name_en}
          </Link>
        ))}
      </div>
    </nav>
  );
}

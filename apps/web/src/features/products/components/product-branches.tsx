import type { ProductBranch } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { MapPinIcon } from '@/components/ui/icons';
import { WordBreaks } from '@/components/ui/word-breaks';

/** Branches with their addresses; each opens on a map in a new tab. */
export function ProductBranches({ branches }: { branches: ProductBranch[] }) {
  const { t } = useTranslation('products');
  if (branches.length === 0) return <p className="text-ink-600">{t('detail.noBranches')}</p>;
  return (
    <ul className="grid gap-3 tablet:grid-cols-2" data-testid="product-branches">
      {branches.map((branch) => (
        <Card key={`${branch.name}|${branch.map_url}`} as="li" padding="sm" className="flex flex-col gap-2">
          <p className="font-semibold text-ink-900">
            <WordBreaks text={branch.name} isName />
          </p>
          <p className="text-sm leading-relaxed text-ink-600">{branch.address}</p>
          <a
            href={branch.map_url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-full px-1 font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
            data-testid="branch-map-link"
          >
            <MapPinIcon className="size-5" />
            {t('detail.openMap')}
            <span className="sr-only">
              : {branch.name} ({t('detail.newTab')})
            </span>
          </a>
        </Card>
      ))}
    </ul>
  );
}

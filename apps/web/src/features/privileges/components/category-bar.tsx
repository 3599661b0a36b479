import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WordBreaks } from '@/components/ui/word-breaks';
import { categoriesQueryOptions } from '../api/get-privilege-categories';
import { subcategoriesQueryOptions } from '../api/get-privilege-subcategories';
import { ALL_CATEGORIES_MARK, CATEGORY } from '../lib/privilege-classes';

/** A subcategory chip: a short label on one line, the row scrolls sideways rather than split it. */
const CHIP =
  'shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ring-1 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const chipTone = (isOn: boolean) =>
  isOn ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink-800 ring-ink-200 hover:ring-brand-300';

interface CategoryBarProps {
  categoryId: number | null;
  subcategoryId: number | null;
  onChange: (categoryId: number | null, subcategoryId: number | null) => void;
}

/** The category icons and, under a chosen category, its subcategory chips. */
export function CategoryBar({ categoryId, subcategoryId, onChange }: CategoryBarProps) {
  const { t, i18n } = useTranslation('privileges');
  const categories = useQuery(categoriesQueryOptions(i18n.language));
  const subcategories = useQuery({
    ...subcategoriesQueryOptions(categoryId ?? 0, i18n.language),
    enabled: categoryId !== null,
  });
  const chosen = categories.data?.find((category) => category.category_id === categoryId);

  return (
    <div className={CATEGORY.bar}>
      <nav aria-label={t('categories.label')}>
        <ul className={CATEGORY.list} data-testid="category-list">
          <li>
            <button
              type="button"
              className={CATEGORY.tile(categoryId === null)}
              aria-pressed={categoryId === null}
              onClick={() => onChange(null, null)}
            >
              <span className={CATEGORY.allIcon}>{ALL_CATEGORIES_MARK}</span>
              {t('categories.all')}
            </button>
          </li>
          {categories.data?.map((category) => (
            <li key={category.category_id}>
              <button
                type="button"
                className={CATEGORY.tile(category.category_id === categoryId)}
                aria-pressed={category.category_id === categoryId}
                onClick={() => onChange(category.category_id, null)}
                data-testid="category-button"
              >
                <img src={category.icon_url} alt="" width={48} height={48} className={CATEGORY.icon} />
                <span className={CATEGORY.name}>
                  <WordBreaks text={category.name} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {categories.isError ? (
        <p role="alert" className="text-sm text-ink-600">
          {t('categories.loadError')}
        </p>
      ) : null}
      {chosen && subcategories.data && subcategories.data.length > 0 ? (
        <nav aria-label={t('categories.subLabel', { category: chosen.name })}>
          <ul className={CATEGORY.list} data-testid="subcategory-list">
            <li>
              <button
                type="button"
                className={`${CHIP} ${chipTone(subcategoryId === null)}`}
                aria-pressed={subcategoryId === null}
                onClick={() => onChange(categoryId, null)}
              >
                {t('categories.allSub')}
              </button>
            </li>
            {subcategories.data.map((subcategory) => (
              <li key={subcategory.subcategory_id}>
                <button
                  type="button"
                  className={`${CHIP} ${chipTone(subcategory.subcategory_id === subcategoryId)}`}
                  aria-pressed={subcategory.subcategory_id === subcategoryId}
                  onClick={() => onChange(categoryId, subcategory.subcategory_id)}
                  data-testid="subcategory-chip"
                >
                  {subcategory.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

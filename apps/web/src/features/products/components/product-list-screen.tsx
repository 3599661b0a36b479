import { PRODUCT_SEARCH_MAX_LENGTH, type ProductKind, productPath } from '@loyalty/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/ui/paged-list';
import { SearchField } from '@/components/ui/search-field';
import { useProductList } from '../api/get-product-list';
import { ProductCard, ProductListSkeleton } from './product-card';

/** The search rides in the address (`?q=`), so coming back from a detail shows the same results. */
const SEARCH_PARAM = 'q';

/** `/:product`: a kind's companies or brands, searchable by Thai or English name, page after page. */
export function ProductListScreen({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation('products');
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM)?.trim() || null;
  const list = useProductList(kind, search);
  const onSearch = useCallback(
    (next: string | null) => {
      if (next !== search) setParams(next === null ? {} : { [SEARCH_PARAM]: next }, { replace: true });
    },
    [search, setParams],
  );

  return (
    <>
      <SearchField
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        initial={search ?? ''}
        onSearch={onSearch}
        maxLength={PRODUCT_SEARCH_MAX_LENGTH}
        testId="product-search-input"
      />
      {search ? (
        <p className="font-semibold text-ink-800" aria-live="polite">
          {t('list.results', { search })}
        </p>
      ) : null}
      <PagedList
        query={list}
        keyOf={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} to={productPath(kind.code, product.id)} />}
        emptyText={search ? t('list.noMatch', { search }) : t('list.empty')}
        skeleton={<ProductListSkeleton />}
        loadErrorTitle={t('list.loadError')}
        listClassName="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3"
        testId="product-list"
      />
    </>
  );
}

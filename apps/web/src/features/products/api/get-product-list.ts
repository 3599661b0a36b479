import { type getCompanyList, PRODUCT_PAGE_SIZE, type ProductKind } from '@loyalty/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { productCallRoute } from './product-call-route';
import { productKeys } from './query-keys';

/** GET `<Product>/Get<Product>List`: the kind's companies or brands, page after page, matching `search` when given. */
export function productListQueryOptions(kind: ProductKind, search: string | null) {
  const route = productCallRoute<typeof getCompanyList>(kind.controller, 'list');
  return infiniteQueryOptions({
    queryKey: productKeys.list(kind.controller, search),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      (await callApi(route, { page: pageParam, limit: PRODUCT_PAGE_SIZE, q: search ?? undefined }, { signal })).data,
    getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
  });
}

export function useProductList(kind: ProductKind, search: string | null) {
  return useInfiniteQuery(productListQueryOptions(kind, search));
}

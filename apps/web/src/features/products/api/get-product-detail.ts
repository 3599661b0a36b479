import type { getCompanyDetail, ProductKind } from '@loyalty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { productCallRoute } from './product-call-route';
import { productKeys } from './query-keys';

/** GET `<Product>/Get<Product>Detail?id=`: one company or brand, its branches and the privileges it offers. */
export function productDetailQueryOptions(kind: ProductKind, id: number) {
  const route = productCallRoute<typeof getCompanyDetail>(kind.controller, 'detail');
  return queryOptions({
    queryKey: productKeys.detail(kind.controller, id),
    queryFn: async ({ signal }) => (await callApi(route, { id: String(id) }, { signal })).data,
  });
}

export function useProductDetail(kind: ProductKind, id: number) {
  return useQuery(productDetailQueryOptions(kind, id));
}

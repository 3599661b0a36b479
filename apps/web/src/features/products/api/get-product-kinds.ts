import { callRoutes } from 'virtual:api-calls';
import type { ProductKind } from '@loyalty/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { productKeys } from './query-keys';

/** Kinds change when an operator adds one, rarely: one read serves a visit's navigations. */
const KINDS_STALE_MS = 10 * 60_000;

/** GET Product/GetProductKindList (public): which `/:product` paths are pages (DESIGN §3, §6). */
export function productKindsQueryOptions() {
  return queryOptions({
    queryKey: productKeys.kinds(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getProductKindList, {}, { signal })).data,
    staleTime: KINDS_STALE_MS,
  });
}

export function useProductKinds() {
  return useQuery(productKindsQueryOptions());
}

/** The kind whose path segment is `code`, from the kept list when fresh; null when no kind has it. */
export async function findProductKind(queryClient: QueryClient, code: string): Promise<ProductKind | null> {
  const kinds = await queryClient.ensureQueryData({ ...productKindsQueryOptions(), revalidateIfStale: true });
  return kinds.find((kind) => kind.code === code) ?? null;
}

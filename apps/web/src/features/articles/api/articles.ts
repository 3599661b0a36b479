import { callRoutes } from 'virtual:api-calls';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { articleKeys } from './keys';

/** Articles per page: two rows of three on a desktop, and a few screens on a phone. */
export const ARTICLE_PAGE_SIZE = 6;

/** GET Article/GetArticleList: published articles, newest first, in the member's language. */
export function useArticleList() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: articleKeys.list(),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        (await callApi(callRoutes.getArticleList, { page: pageParam, limit: ARTICLE_PAGE_SIZE }, { signal })).data,
      getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
    }),
  );
}

/**
 * GET Article/GetArticleDetail. The first read starts the member's read clock on the server (DESIGN §6);
 * reading it again never restarts it, so a refetch is harmless.
 */
export function useArticleDetail(articleId: number) {
  return useQuery(
    queryOptions({
      queryKey: articleKeys.detail(articleId),
      queryFn: async ({ signal }) =>
        (await callApi(callRoutes.getArticleDetail, { Article_Id: articleId }, { signal })).data,
    }),
  );
}

/**
 * POST Article/EarnArticleReward. The caller keeps one Idempotency-Key per article view, so a retry after
 * a lost answer earns once (DESIGN §5).
 */
export async function earnArticleReward(articleId: number, idempotencyKey: string) {
  const body = await callApi(
    callRoutes.earnArticleReward,
    { Article_Id: articleId },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return body.data;
}

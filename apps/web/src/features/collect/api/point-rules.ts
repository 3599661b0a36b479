import { callRoutes } from 'virtual:api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const POINT_RULES_QUERY_KEY = ['point-rules'] as const;

/** GET Point/GetPointRules: the programme's rules as operators set them (DESIGN §6: data, not code). */
export function usePointRules() {
  return useQuery(
    queryOptions({
      queryKey: POINT_RULES_QUERY_KEY,
      queryFn: async ({ signal }) => (await callApi(callRoutes.getPointRules, {}, { signal })).data,
    }),
  );
}

import { callRoutes } from 'virtual:api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { collectKeys } from './keys';

/** GET Point/GetPointRules: the programme's rules as operators set them (DESIGN §6: data, not code). */
export function usePointRules() {
  return useQuery(
    queryOptions({
      queryKey: collectKeys.pointRules(),
      queryFn: async ({ signal }) => (await callApi(callRoutes.getPointRules, {}, { signal })).data,
    }),
  );
}

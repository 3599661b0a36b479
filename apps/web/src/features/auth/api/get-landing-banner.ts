import { callRoutes } from 'virtual:api-calls';
import { LANDING_BANNER_GROUP } from '@loyalty/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** GET Banner/GetLandingBanner?group=Landing-Kv (DESIGN §5): the three landing key visuals. */
export function getLandingBannerQueryOptions() {
  return queryOptions({
    queryKey: ['landing-banner', LANDING_BANNER_GROUP],
    queryFn: async ({ signal }) => {
      const body = await callApi(callRoutes.getLandingBanner, { group: LANDING_BANNER_GROUP }, { signal });
      return body.data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { callRoutes } from 'virtual:api-calls';
import { type BannerItem, LANDING_BANNER_GROUP, LANDING_KEY_VISUALS_DATA_ID } from '@loyalty/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { readPageData } from '@/lib/page-data';
import { signInKeys } from './keys';

/** GET Banner/GetLandingBanner?group=Landing-Kv (DESIGN §5): the three landing key visuals. */
export function getLandingBannerQueryOptions() {
  return queryOptions({
    queryKey: signInKeys.landingBanner(LANDING_BANNER_GROUP),
    queryFn: async ({ signal }) => {
      const body = await callApi(callRoutes.getLandingBanner, { group: LANDING_BANNER_GROUP }, { signal });
      return body.data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function isBannerList(value: unknown): value is BannerItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Record<string, unknown>).name === 'string' &&
        typeof (item as Record<string, unknown>).image_url === 'string',
    )
  );
}

/**
 * The landing's HTML brings its key visuals' GetLandingBanner answer (decision 033): the answer goes into
 * the cache as if it had been fetched, so the screen's first render draws the picture the HTML already
 * shows, and no call is made for it. Checked by hand rather than by the call's zod schema, which a first
 * visit does not load.
 */
export function seedLandingBannerFromPage(queryClient: QueryClient): void {
  const answer = readPageData(LANDING_KEY_VISUALS_DATA_ID);
  if (isBannerList(answer)) queryClient.setQueryData(getLandingBannerQueryOptions().queryKey, answer);
}

import { callRoutes } from 'virtual:api-calls';
import type { BANNER_GROUPS } from '@loyalty/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { homeKeys } from './keys';

export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** GET Banner/GetBannerList: the live banners of an in-app group, in display order. */
export function bannerListQueryOptions(group: BannerGroup = 'Home') {
  return queryOptions({
    queryKey: homeKeys.bannerList(group),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getBannerList, { group }, { signal })).data,
    // Banners change with campaigns, not by the minute.
    staleTime: 5 * 60_000,
  });
}

/** Only in-app paths are followed; anything else (a full address, `//host`) is not a link. */
export function inAppPath(linkPath: string | null): string | null {
  return linkPath?.startsWith('/') && !linkPath.startsWith('//') ? linkPath : null;
}

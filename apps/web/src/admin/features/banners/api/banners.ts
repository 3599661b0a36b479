import { type AdminCallInput, createBanner, listBanners, updateBanner } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from '../../../lib/admin-list';
import { useAdminWrite } from '../../../lib/admin-write';

export type BannerListInput = AdminCallInput<typeof listBanners>;

/** GET /banners: one page of banners, live or not. */
export function useBannerList(input: BannerListInput) {
  return useQuery(adminListQuery(listBanners, input));
}

/** POST /banners (admins). */
export function useCreateBanner() {
  return useAdminWrite(createBanner, listBanners);
}

/** PUT /banners/{id} (admins): the whole banner. */
export function useUpdateBanner() {
  return useAdminWrite(updateBanner, listBanners);
}

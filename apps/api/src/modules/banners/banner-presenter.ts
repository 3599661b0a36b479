import type { AdminBanner, AdminBannerGroup } from '@loyalty/contracts';
import type { BannerRow } from './banner-repository.js';

/** A banner as the back-office reads it, live or not. */
export function presentAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    group: row.group as AdminBannerGroup,
    name: row.name,
    title_th: row.titleTh,
    title_en: row.titleEn,
    image_url: row.imageUrl,
    link_path: row.linkPath,
    sort: row.sort,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

import type { BannerItem, BannerListItem, Language } from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import { srcsetOf } from '../media/media-service.js';
import { listActiveBanners } from './banner-repository.js';

/** SPEC §7 Banner: `{name, image_url}` of a group's active banners. */
export async function getBanners(db: Executor, group: string, now = new Date()): Promise<BannerItem[]> {
  const rows = await listActiveBanners(db, group, now);
  return rows.map((row) => ({ name: row.name, image_url: row.imageUrl }));
}

/** SPEC §7 GetBannerList: a group's live banners in display order, each titled in `language` and with where a tap leads. */
export async function getBannerList(
  db: Executor,
  request: { group: string; language: Language },
  now = new Date(),
): Promise<BannerListItem[]> {
  const rows = await listActiveBanners(db, request.group, now);
  return rows.map((row) => ({
    banner_id: row.id,
    name: row.name,
    title: request.language === 'th' ? row.titleTh : row.titleEn,
    image_url: row.imageUrl,
    image_srcset: srcsetOf(row.imageUrl),
    link_path: row.linkPath,
  }));
}

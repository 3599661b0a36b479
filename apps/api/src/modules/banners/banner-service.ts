import type { BannerItem } from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import { listActiveBanners } from './banner-repository.js';

/** SPEC §7 Banner: `{name, image_url}` of a group's active banners. */
export async function getBanners(db: Executor, group: string, now = new Date()): Promise<BannerItem[]> {
  const rows = await listActiveBanners(db, group, now);
  return rows.map((row) => ({ name: row.name, image_url: row.imageUrl }));
}

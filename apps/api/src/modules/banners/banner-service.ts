import type { BannerItem, BannerListItem, Language } from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import { srcsetOf } from '../media/media-service.js';
import { bannersOf } from './banner-cache.js';
import { type BannerRow, listActiveBanners, listGroupBanners } from './banner-repository.js';

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

/**
 * The live banners last answered for each kept list, with which of its rows were live: the same list
 * object while no banner changed and none opened or closed, so what callers make of it can be kept by it.
 */
const liveByRows = new WeakMap<readonly BannerRow[], { live: string; items: readonly BannerItem[] }>();

const isLiveAt = (banner: BannerRow, now: Date) =>
  (banner.startsAt === null || banner.startsAt <= now) && (banner.endsAt === null || banner.endsAt > now);

/**
 * A group's live banners in display order (name and picture), from the banners this process keeps (exact
 * through `banner_changes` notices); the windows are judged at `now`, so a banner that opens or closes
 * needs no notice.
 */
export async function keptLiveBanners(db: Executor, group: string, now = new Date()): Promise<readonly BannerItem[]> {
  const load = () => listGroupBanners(db, [group]);
  const rows = (await (bannersOf(db)?.read(group, load) ?? load())) ?? [];
  const isLive = rows.map((row) => isLiveAt(row, now));
  const live = isLive.map((flag) => (flag ? '1' : '0')).join('');
  const kept = liveByRows.get(rows);
  if (kept?.live === live) return kept.items;
  const items = rows.filter((_, index) => isLive[index]).map((row) => ({ name: row.name, image_url: row.imageUrl }));
  liveByRows.set(rows, { live, items });
  return items;
}

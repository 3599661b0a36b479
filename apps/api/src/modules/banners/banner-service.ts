import type { BannerItem, BannerListItem, Language } from '@loyalty/contracts';
import { type Executor, isTransaction } from '../../db/client.js';
import { srcsetOf } from '../media/media-service.js';
import type { BannerCache } from './banner-cache.js';
import { type BannerRow, listGroupBanners } from './banner-repository.js';

/** SPEC §7 GetBannerList: a group's live banners in display order, each titled in `language` and with where a tap leads. */
export async function getBannerList(
  db: Executor,
  banners: BannerCache | undefined,
  request: { group: string; language: Language },
  now = new Date(),
): Promise<BannerListItem[]> {
  const rows = await keptGroupBanners(db, banners, request.group);
  return rows
    .filter((row) => isLiveAt(row, now))
    .map((row) => ({
      banner_id: row.id,
      name: row.name,
      title: request.language === 'th' ? row.titleTh : row.titleEn,
      image_url: row.imageUrl,
      image_srcset: srcsetOf(row.imageUrl),
      link_path: row.linkPath,
    }));
}

/**
 * Every banner of a group whatever its window, in display order, from the banners this process keeps
 * (exact through `banner_changes` notices): the banner reads of every page ask no query of the database.
 */
async function keptGroupBanners(
  db: Executor,
  banners: BannerCache | undefined,
  group: string,
): Promise<readonly BannerRow[]> {
  const load = () => listGroupBanners(db, [group]);
  const kept = isTransaction(db) ? undefined : banners;
  return (await (kept?.read(group, load) ?? load())) ?? [];
}

/**
 * The live banners last answered for each kept list, with which of its rows were live: the same list
 * object while no banner changed and none opened or closed, so what callers make of it can be kept by it.
 */
const liveByRows = new WeakMap<readonly BannerRow[], { live: string; items: readonly BannerItem[] }>();

const isLiveAt = (banner: BannerRow, now: Date) =>
  (banner.startsAt === null || banner.startsAt <= now) && (banner.endsAt === null || banner.endsAt > now);

/**
 * SPEC §7 Banner: `{name, image_url}` of a group's live banners in display order. The windows are judged
 * at `now`, so a banner that opens or closes needs no notice; the same list object comes back while no
 * banner changed, opened or closed, so what callers make of it (the landing's first paint) can be kept by it.
 */
export async function getBanners(
  db: Executor,
  banners: BannerCache | undefined,
  group: string,
  now = new Date(),
): Promise<readonly BannerItem[]> {
  const rows = await keptGroupBanners(db, banners, group);
  const isLive = rows.map((row) => isLiveAt(row, now));
  const live = isLive.map((flag) => (flag ? '1' : '0')).join('');
  const kept = liveByRows.get(rows);
  if (kept?.live === live) return kept.items;
  const items = rows.filter((_, index) => isLive[index]).map((row) => ({ name: row.name, image_url: row.imageUrl }));
  liveByRows.set(rows, { live, items });
  return items;
}

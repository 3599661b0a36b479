import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { banners } from '../../db/schema.js';

export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;

/** Banners of a group whose active window (open at either end) contains `now`, in display order. */
export async function listActiveBanners(db: Executor, group: string, now: Date): Promise<BannerRow[]> {
  return await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.group, group),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
}

/** Every banner of `groups` whatever its window, in display order: what a process keeps to pick the live ones itself. */
export async function listGroupBanners(db: Executor, groups: readonly string[]): Promise<BannerRow[]> {
  return await db
    .select()
    .from(banners)
    .where(inArray(banners.group, [...groups]))
    .orderBy(asc(banners.group), asc(banners.sort), asc(banners.id));
}

/** Inserts or refreshes a banner by group and name (seed and back-office). */
export async function upsertBanner(db: Executor, banner: NewBannerRow): Promise<void> {
  await db
    .insert(banners)
    .values(banner)
    .onConflictDoUpdate({
      target: [banners.group, banners.name],
      set: {
        imageUrl: banner.imageUrl,
        linkPath: banner.linkPath,
        titleEn: banner.titleEn,
        titleTh: banner.titleTh,
        sort: banner.sort,
        startsAt: banner.startsAt,
        endsAt: banner.endsAt,
      },
    });
}

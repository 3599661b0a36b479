import { fieldError } from '@loyalty/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { type Executor, postgresErrorOf } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { banners } from '../../db/schema.js';

export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;

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

export type BannerSort = 'sort' | 'name' | 'starts_at' | 'created_at';
const SORT_COLUMNS = {
  sort: banners.sort,
  name: banners.name,
  starts_at: banners.startsAt,
  created_at: banners.createdAt,
} as const;

/** A page of every banner (live or not) for the back-office, optionally of one group, searched by name or title. */
export async function listBannerRows(
  db: Executor,
  query: {
    page: number;
    limit: number;
    q?: string | undefined;
    group?: string | undefined;
    sort: BannerSort;
    descending: boolean;
  },
): Promise<{ rows: BannerRow[]; total: number }> {
  const pattern = query.q ? `%${likeLiteral(query.q)}%` : undefined;
  const where = and(
    query.group === undefined ? undefined : eq(banners.group, query.group),
    pattern
      ? or(ilike(banners.name, pattern), ilike(banners.titleEn, pattern), ilike(banners.titleTh, pattern))
      : undefined,
  );
  const column = SORT_COLUMNS[query.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.group), query.descending ? desc(column) : asc(column), asc(banners.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(banners).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The banner, locked until the transaction ends: its audit row's `before` is what the update replaced. */
export async function lockBanner(db: Executor, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

/**
 * Two banners of a group never share a name (the unique index decides, race-free): a clash is the
 * operator's field error on `name`, not a 500.
 */
function nameTakenOf(error: unknown): AppError | undefined {
  const { code, constraint } = postgresErrorOf(error);
  if (code !== '23505' || constraint !== 'banners_group_name_key') return undefined;
  return new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('name', 'nameTaken')], cause: error });
}

export async function insertBanner(db: Executor, banner: NewBannerRow): Promise<BannerRow> {
  const [row] = await db
    .insert(banners)
    .values(banner)
    .returning()
    .catch((error: unknown) => {
      throw nameTakenOf(error) ?? error;
    });
  if (!row) throw new Error(`The banner ${banner.name} was not inserted`);
  return row;
}

export async function updateBannerRow(db: Executor, id: number, banner: NewBannerRow): Promise<BannerRow | undefined> {
  const [row] = await db
    .update(banners)
    .set(banner)
    .where(eq(banners.id, id))
    .returning()
    .catch((error: unknown) => {
      throw nameTakenOf(error) ?? error;
    });
  return row;
}

/** Points the banner at a new picture; answers the one it replaced, or null when there is no such banner. */
export async function replaceBannerImage(
  db: Executor,
  id: number,
  imageUrl: string,
): Promise<{ previousUrl: string } | null> {
  const current = await lockBanner(db, id);
  if (!current) return null;
  await db.update(banners).set({ imageUrl }).where(eq(banners.id, id));
  return { previousUrl: current.imageUrl };
}

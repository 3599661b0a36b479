import { and, eq, sql } from 'drizzle-orm';
import { type Executor, preparedOnce } from '../../db/client.js';
import { privilegeFavourites, privileges } from '../../db/schema.js';

export async function findPrivilegeCategory(db: Executor, privilegeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ categoryId: privileges.categoryId })
    .from(privileges)
    .where(eq(privileges.id, privilegeId));
  return row?.categoryId;
}

/** Removes the favourite; answers whether there was one. */
export async function deleteFavourite(db: Executor, memberId: number, privilegeId: number): Promise<boolean> {
  const deleted = await db
    .delete(privilegeFavourites)
    .where(and(eq(privilegeFavourites.memberId, memberId), eq(privilegeFavourites.privilegeId, privilegeId)))
    .returning({ privilegeId: privilegeFavourites.privilegeId });
  return deleted.length > 0;
}

/** Adds the favourite; a parallel add of the same one is no error (the primary key keeps one row). */
export async function insertFavourite(db: Executor, memberId: number, privilegeId: number): Promise<void> {
  await db.insert(privilegeFavourites).values({ memberId, privilegeId }).onConflictDoNothing();
}

/**
 * Queues toggles of one member's favourite of one privilege until the transaction ends, so parallel
 * toggles (a double tap) alternate the state instead of both seeing "not a favourite" and both adding.
 */
export async function lockFavouriteToggle(db: Executor, memberId: number, privilegeId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`favourite:${memberId}:${privilegeId}`}, 0))`);
}

/**
 * Every privilege the member has made a favourite: what the hearts on any catalogue page need, kept per
 * member in memory (`favourite-cache.ts`), so prepared once per connection for the reads that miss it.
 */
export async function findFavouriteIds(db: Executor, memberId: number): Promise<Set<number>> {
  const query = preparedOnce(db, 'favourite_ids_of', () =>
    db
      .select({ privilegeId: privilegeFavourites.privilegeId })
      .from(privilegeFavourites)
      .where(eq(privilegeFavourites.memberId, sql.placeholder('memberId')))
      .prepare('favourite_ids_of'),
  );
  const rows = await query.execute({ memberId });
  return new Set(rows.map((row) => row.privilegeId));
}

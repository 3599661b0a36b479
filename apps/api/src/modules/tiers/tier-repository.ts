import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { type Executor, preparedOnce, preparedSqlOnce } from '../../db/client.js';
import { spendingSinceOf } from '../../db/member-figures.js';
import { memberSpendings, members, memberTierStatuses, tiers } from '../../db/schema.js';

export type TierRow = typeof tiers.$inferSelect;

/** A member's stored tier status: the tier held and the instant the hold ends (null at the lowest tier). */
export interface HeldTier {
  tierId: number;
  expiresAt: Date | null;
}

export async function listTiers(db: Executor): Promise<TierRow[]> {
  return await db.select().from(tiers).orderBy(asc(tiers.minSpending));
}

/** Every tier from the lowest up (by id, the order the migrations gave them), locked for an edit of one. */
export async function lockTiersInOrder(db: Executor): Promise<TierRow[]> {
  return await db.select().from(tiers).orderBy(asc(tiers.id)).for('update');
}

export async function updateTier(
  db: Executor,
  id: number,
  changes: Pick<TierRow, 'nameEn' | 'nameTh' | 'minSpending'>,
): Promise<TierRow> {
  const [row] = await db.update(tiers).set(changes).where(eq(tiers.id, id)).returning();
  if (!row) throw new Error(`Tier ${id} vanished inside its own transaction`);
  return row;
}

/** The member's spending since `since` (the rolling tier window), or undefined for an unknown member. */
export async function findMemberSpendingSince(
  db: Executor,
  memberId: number,
  since: Date,
): Promise<number | undefined> {
  const select = preparedOnce(db, 'member_spending_since', () =>
    db
      .select({ spending: spendingSinceOf(members.id, sql.placeholder('since')) })
      .from(members)
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare('member_spending_since'),
  );
  const [row] = await select.execute({ memberId, since: since.toISOString() });
  return row ? Number(row.spending) : undefined;
}

/** THB the member spent after `after` up to and including `until`: the twelve months a hold closes on. */
export async function findMemberSpendingBetween(
  db: Executor,
  memberId: number,
  after: Date,
  until: Date,
): Promise<number> {
  const [row] = await db
    .select({ spending: sql<string>`coalesce(sum(${memberSpendings.amount}), 0)::text` })
    .from(memberSpendings)
    .where(
      and(
        eq(memberSpendings.memberId, memberId),
        gt(memberSpendings.spentAt, after),
        lte(memberSpendings.spentAt, until),
      ),
    );
  return Number(row?.spending ?? 0);
}

/**
 * The spending a standing needs (since `rollingFrom` and since `keptFrom`) and the stored tier status,
 * in one round trip; undefined for an unknown member.
 */
export async function findTierFacts(
  db: Executor,
  memberId: number,
  at: { rollingFrom: Date; keptFrom: Date },
): Promise<{ rolling: number; kept: number; held: HeldTier | null } | undefined> {
  const select = preparedOnce(db, 'tier_facts', () =>
    db
      .select({
        rolling: spendingSinceOf(members.id, sql.placeholder('rollingFrom')),
        kept: spendingSinceOf(members.id, sql.placeholder('keptFrom')),
        tierId: memberTierStatuses.tierId,
        expiresAt: memberTierStatuses.expiresAt,
      })
      .from(members)
      .leftJoin(memberTierStatuses, eq(memberTierStatuses.memberId, members.id))
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare('tier_facts'),
  );
  const [row] = await select.execute({
    memberId,
    rollingFrom: at.rollingFrom.toISOString(),
    keptFrom: at.keptFrom.toISOString(),
  });
  if (!row) return undefined;
  return {
    rolling: Number(row.rolling),
    kept: Number(row.kept),
    held: row.tierId === null ? null : { tierId: row.tierId, expiresAt: row.expiresAt },
  };
}

/**
 * Records what the member spent and locks their tier status row for the rest of the transaction (making
 * a row at `baseTierId` when there is none), in one statement, and answers the status: every spending
 * takes this lock before it reads the rolling spending, so of two sales at once the second reads the
 * first's spending and no upgrade is lost.
 */
export async function insertSpendingLockingStatus(
  db: Executor,
  spending: { memberId: number; amount: number; spentAt: Date },
  baseTierId: number,
): Promise<HeldTier> {
  const insert = preparedSqlOnce<{ tier_id: number; expires_at: string | null }>(
    db,
    'insert_spending_locking_status',
    () => {
      const value = sql.placeholder;
      return sql`
        with spent as (
          insert into ${memberSpendings} (member_id, amount, spent_at)
          values (${value('memberId')}, ${value('amount')}, ${value('spentAt')}::timestamptz))
        insert into ${memberTierStatuses} (member_id, tier_id, expires_at)
        values (${value('memberId')}, ${value('baseTierId')}, null)
        on conflict (member_id) do update set member_id = excluded.member_id
        returning tier_id, expires_at`;
    },
  );
  const { rows } = await insert.execute({
    memberId: spending.memberId,
    amount: spending.amount,
    spentAt: spending.spentAt.toISOString(),
    baseTierId,
  });
  const [row] = rows;
  if (!row) throw new Error(`No tier status row for member ${spending.memberId}`);
  return { tierId: row.tier_id, expiresAt: row.expires_at === null ? null : new Date(row.expires_at) };
}

/**
 * Replaces the member's tier status with `next` only if it is still `seen` (no row when `seen` is null),
 * so a reader's settling never overwrites what a spending wrote meanwhile. True when it replaced.
 */
export async function replaceTierStatus(
  db: Executor,
  memberId: number,
  seen: HeldTier | null,
  next: HeldTier,
): Promise<boolean> {
  if (!seen) {
    const inserted = await db
      .insert(memberTierStatuses)
      .values({ memberId, ...next })
      .onConflictDoNothing()
      .returning({ memberId: memberTierStatuses.memberId });
    return inserted.length > 0;
  }
  const updated = await db
    .update(memberTierStatuses)
    .set({ ...next, updatedAt: sql`now()` })
    .where(
      and(
        eq(memberTierStatuses.memberId, memberId),
        eq(memberTierStatuses.tierId, seen.tierId),
        seen.expiresAt === null
          ? sql`${memberTierStatuses.expiresAt} is null`
          : eq(memberTierStatuses.expiresAt, seen.expiresAt),
      ),
    )
    .returning({ memberId: memberTierStatuses.memberId });
  return updated.length > 0;
}

/** A spending row alone (a refund's negative one), without the tier status lock a spending takes. */
export async function insertMemberSpending(
  db: Executor,
  spending: { memberId: number; amount: number; spentAt: Date },
): Promise<void> {
  await db.insert(memberSpendings).values(spending);
}

/** Active members whose tier hold ends in (after, until], by member id, with the hold's end. */
export async function selectHoldsEndingBetween(
  db: Executor,
  window: { after: Date; until: Date },
): Promise<{ memberId: number; tierId: number; expiresAt: Date }[]> {
  const rows = await db
    .select({
      memberId: memberTierStatuses.memberId,
      tierId: memberTierStatuses.tierId,
      expiresAt: memberTierStatuses.expiresAt,
    })
    .from(memberTierStatuses)
    .innerJoin(members, eq(members.id, memberTierStatuses.memberId))
    .where(
      and(
        gt(memberTierStatuses.expiresAt, window.after),
        lte(memberTierStatuses.expiresAt, window.until),
        eq(members.status, 'active'),
      ),
    )
    .orderBy(asc(memberTierStatuses.memberId));
  return rows.flatMap((row) => (row.expiresAt ? [{ ...row, expiresAt: row.expiresAt }] : []));
}

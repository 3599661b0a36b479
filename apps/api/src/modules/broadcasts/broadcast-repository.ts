import type { BroadcastSegment } from '@loyalty/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { heldTierThresholdOf, spendingSinceOf, unexpiredBalanceOf } from '../../db/member-figures.js';
import {
  broadcasts,
  members,
  notificationDeliveries,
  notifications,
  operators,
  partnerStores,
  receipts,
  tiers,
  tillSales,
} from '../../db/schema.js';

export type BroadcastRow = typeof broadcasts.$inferSelect;
export type NewBroadcastRow = typeof broadcasts.$inferInsert;
type DeliveryStatus = (typeof notificationDeliveries.$inferSelect)['status'];

/** The instants a segment is read at: now (balances, holds) and the start of the rolling tier window. */
export interface SegmentClock {
  now: Date;
  rollingFrom: Date;
}

/**
 * The members a segment reaches (DESIGN §15): active, not merged, with the `newsandpromotions` consent,
 * and every condition of the segment holding. The tier is the one held or the highest the rolling
 * spending reaches, whichever is higher, as the members export reads it for everyone at once (a hold
 * that has passed counts once the tiers service settles it, decision 053).
 */
function reachedBy(segment: BroadcastSegment, clock: SegmentClock): SQL {
  const conditions: SQL[] = [
    sql`${members.status} = 'active'`,
    sql`${members.acceptNewsAndPromotions}`,
    sql`${members.mergedIntoMemberId} is null`,
  ];
  if (segment.tiers.length > 0) {
    conditions.push(sql`(select ${tiers.code} from ${tiers}
      where ${tiers.minSpending} <= greatest(${spendingSinceOf(members.id, clock.rollingFrom)}::numeric,
        ${heldTierThresholdOf(members.id, clock.now)}::numeric)
      order by ${tiers.minSpending} desc limit 1) = any(${sql.param(segment.tiers)}::text[])`);
  }
  if (segment.min_points !== null) {
    conditions.push(sql`${unexpiredBalanceOf(members.id, clock.now)} >= ${segment.min_points}`);
  }
  if (segment.partner_ids.length > 0) {
    const partnerIds = sql`any(${sql.param(segment.partner_ids)}::bigint[])`;
    conditions.push(sql`(exists (select 1 from ${tillSales} join ${partnerStores} on ${partnerStores.id} = ${tillSales.storeId}
        where ${tillSales.memberId} = ${members.id} and ${partnerStores.partnerId} = ${partnerIds})
      or exists (select 1 from ${receipts} join ${partnerStores} on ${partnerStores.id} = ${receipts.storeId}
        where ${receipts.memberId} = ${members.id} and ${receipts.status} = 'approved'
          and ${partnerStores.partnerId} = ${partnerIds}))`);
  }
  return sql.join(conditions, sql` and `);
}

export async function countSegment(db: Executor, segment: BroadcastSegment, clock: SegmentClock): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from ${members} where ${reachedBy(segment, clock)}`,
  );
  return result.rows[0]?.total ?? 0;
}

/** The next `limit` members of the segment after `afterMemberId`, in id order: one batch of a fan-out. */
export async function selectSegmentBatch(
  db: Executor,
  segment: BroadcastSegment,
  clock: SegmentClock,
  page: { afterMemberId: number; limit: number },
): Promise<number[]> {
  const result = await db.execute<{ id: string | number }>(sql`select ${members.id} as id from ${members}
    where ${members.id} > ${page.afterMemberId} and ${reachedBy(segment, clock)}
    order by ${members.id} limit ${page.limit}`);
  return result.rows.map((row) => Number(row.id));
}

export async function insertBroadcast(db: Executor, row: NewBroadcastRow): Promise<BroadcastRow> {
  const [inserted] = await db.insert(broadcasts).values(row).returning();
  if (!inserted) throw new Error('The broadcast insert returned no row');
  return inserted;
}

export async function findBroadcast(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<BroadcastRow | undefined> {
  const query = db.select().from(broadcasts).where(eq(broadcasts.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateBroadcastRow(
  db: Executor,
  id: number,
  fields: Partial<NewBroadcastRow>,
): Promise<BroadcastRow> {
  const [row] = await db
    .update(broadcasts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(broadcasts.id, id))
    .returning();
  if (!row) throw new Error(`Broadcast ${id} vanished while locked`);
  return row;
}

const SORT_COLUMNS = { created_at: broadcasts.createdAt, send_at: broadcasts.sendAt } as const;
export type BroadcastSort = keyof typeof SORT_COLUMNS;

export async function listBroadcastRows(
  db: Executor,
  query: {
    page: number;
    limit: number;
    q?: string | undefined;
    status?: BroadcastRow['status'] | undefined;
    sort: BroadcastSort;
    descending: boolean;
  },
): Promise<{ rows: BroadcastRow[]; total: number }> {
  const pattern = query.q ? `%${likeLiteral(query.q)}%` : undefined;
  const where = and(
    pattern ? or(ilike(broadcasts.titleTh, pattern), ilike(broadcasts.titleEn, pattern)) : undefined,
    query.status ? eq(broadcasts.status, query.status) : undefined,
  );
  const order = query.descending ? desc(SORT_COLUMNS[query.sort]) : asc(SORT_COLUMNS[query.sort]);
  const rows = await db
    .select()
    .from(broadcasts)
    .where(where)
    .orderBy(order, desc(broadcasts.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db.select({ total: count() }).from(broadcasts).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The names of the operators a broadcast names, by operator id. */
export async function selectOperatorNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(inArray(operators.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** What the event keys of a broadcast's notifications begin with. */
const eventKeyPrefix = (broadcastId: number) => `broadcast:${broadcastId}:`;

/** The event key of a broadcast's notification to one member: the same member is told once. */
export const broadcastEventKey = (broadcastId: number, memberId: number) => `${eventKeyPrefix(broadcastId)}${memberId}`;

/**
 * The deliveries of each broadcast's notifications by status, in one read for a page of broadcasts: the
 * notifications are found by their event keys' prefixes (the broadcast-key index) and counted per broadcast.
 */
export async function countDeliveriesByStatus(
  db: Executor,
  broadcastIds: readonly number[],
): Promise<Map<number, Map<DeliveryStatus, number>>> {
  const counted = new Map<number, Map<DeliveryStatus, number>>();
  if (broadcastIds.length === 0) return counted;
  const broadcastId = sql<number>`split_part(${notifications.eventKey}, ':', 2)::bigint`.mapWith(Number);
  const rows = await db
    .select({ broadcastId, status: notificationDeliveries.status, total: count() })
    .from(notifications)
    .innerJoin(notificationDeliveries, eq(notificationDeliveries.notificationId, notifications.id))
    .where(
      and(
        eq(notifications.kind, 'broadcast'),
        or(...broadcastIds.map((id) => sql`${notifications.eventKey} like ${`${likeLiteral(eventKeyPrefix(id))}%`}`)),
      ),
    )
    .groupBy(sql`1`, notificationDeliveries.status);
  for (const row of rows) {
    const statuses = counted.get(row.broadcastId) ?? new Map<DeliveryStatus, number>();
    statuses.set(row.status, row.total);
    counted.set(row.broadcastId, statuses);
  }
  return counted;
}

/**
 * Takes the next due broadcast for `leaseMs` under `token`, unless another process holds it: a
 * scheduled one whose time has come, or one sending whose lease ran out (its process died mid-way).
 */
export async function claimDueBroadcast(
  db: Executor,
  lease: { token: string; now: Date; until: Date },
): Promise<number | undefined> {
  const result = await db.execute<{ id: string | number }>(sql`
    update ${broadcasts} set status = 'sending', lease_token = ${lease.token}, lease_until = ${lease.until},
      started_at = coalesce(${broadcasts.startedAt}, ${lease.now}), updated_at = now()
    where ${broadcasts.id} = (
      select ${broadcasts.id} from ${broadcasts}
      where ${broadcasts.status} in ('scheduled', 'sending')
        and (${broadcasts.sendAt} is null or ${broadcasts.sendAt} <= ${lease.now})
        and (${broadcasts.leaseUntil} is null or ${broadcasts.leaseUntil} <= ${lease.now})
      order by ${broadcasts.sendAt} nulls first, ${broadcasts.id}
      limit 1 for update skip locked)
    returning ${broadcasts.id} as id`);
  const [row] = result.rows;
  return row === undefined ? undefined : Number(row.id);
}

/** Ends the hold `token` has on a broadcast still sending, so another process may resume it at once. */
export async function releaseHeldBroadcast(db: Executor, id: number, token: string, now: Date): Promise<void> {
  await db
    .update(broadcasts)
    .set({ leaseUntil: now, updatedAt: sql`now()` })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.leaseToken, token), eq(broadcasts.status, 'sending')));
}

/** Locks the broadcast while `token` still holds it sending; undefined once another process took it over. */
export async function lockHeldBroadcast(db: Executor, id: number, token: string): Promise<BroadcastRow | undefined> {
  const [row] = await db
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.id, id), eq(broadcasts.leaseToken, token), eq(broadcasts.status, 'sending')))
    .for('update');
  return row;
}

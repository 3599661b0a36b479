import { OPEN_SHIPMENT_STEPS } from '@loyalty/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  jobs,
  members,
  pointAdjustments,
  pointLedger,
  pointLots,
  receipts,
  redemptions,
  tillSales,
} from '../../db/schema.js';

export interface DashboardCounts {
  membersTotal: number;
  membersNew: number;
  pointsIssued: number;
  pointsRedeemed: number;
  pointsExpired: number;
  pointsOutstanding: number;
  redemptions: number;
  tillSales: number;
  tillPoints: number;
  receiptsPending: number;
  shipmentsOpen: number;
  jobsFailed: number;
}

/**
 * Points entering the programme: earns and positive adjustments. Transfers only move points between
 * members and reversals undo an earlier entry, so neither counts as issued.
 */
const issued = sql`${pointLedger.kind} in ('earn', 'adjust') and ${pointLedger.delta} > 0`;
const redeemed = sql`${pointLedger.kind} = 'spend'`;
const openSteps = sql.join(
  OPEN_SHIPMENT_STEPS.map((step) => sql`${step}`),
  sql`, `,
);

/**
 * The dashboard's figures in one statement, so they are read from one snapshot. Each sub-query walks
 * an index (the `created_at` ones, the pending-receipts and open-shipments partial indexes) except
 * the members count and the outstanding points, which read every member and every live lot, and the till
 * sales, which read the sales of the window (a `created_at` index leads with the client, not the time),
 * and the failed jobs, which read the jobs table (a few rows per batch or import an operator started).
 */
export async function selectDashboardCounts(
  db: Executor,
  window: { since: Date; newMembersSince: Date; now: Date },
): Promise<DashboardCounts> {
  const result = await db.execute<Record<keyof DashboardCounts, string>>(sql`
    select
      (select count(*) from ${members}) as "membersTotal",
      (select count(*) from ${members} where ${members.createdAt} >= ${window.newMembersSince}) as "membersNew",
      (select coalesce(sum(${pointLedger.delta}), 0) from ${pointLedger}
        where ${pointLedger.createdAt} >= ${window.since} and ${issued}) as "pointsIssued",
      (select coalesce(-sum(${pointLedger.delta}), 0) from ${pointLedger}
        where ${pointLedger.createdAt} >= ${window.since} and ${redeemed}) as "pointsRedeemed",
      (select coalesce(-sum(${pointLedger.delta}), 0) from ${pointLedger}
        where ${pointLedger.createdAt} >= ${window.since} and ${pointLedger.kind} = 'expire') as "pointsExpired",
      (select coalesce(sum(${pointLots.remaining}), 0) from ${pointLots}
        where ${pointLots.remaining} > 0 and ${pointLots.expiresAt} > ${window.now}) as "pointsOutstanding",
      (select count(*) from ${redemptions} where ${redemptions.createdAt} >= ${window.since}) as "redemptions",
      (select count(*) from ${tillSales} where ${tillSales.createdAt} >= ${window.since}) as "tillSales",
      (select coalesce(sum(${tillSales.pointsEarned}), 0) from ${tillSales}
        where ${tillSales.createdAt} >= ${window.since}) as "tillPoints",
      (select count(*) from ${receipts} where ${receipts.status} = 'pending') as "receiptsPending",
      (select count(*) from ${redemptions}
        where ${redemptions.kind} = 'physical' and ${redemptions.status} in (${openSteps})) as "shipmentsOpen",
      (select count(*) from ${jobs} where ${jobs.state} = 'failed') as "jobsFailed"
  `);
  const row = result.rows[0];
  if (!row) throw new Error('The dashboard statement answers one row');
  // count() and sum() come back as bigint text; every figure here is far inside the safe integer range.
  return {
    membersTotal: Number(row.membersTotal),
    membersNew: Number(row.membersNew),
    pointsIssued: Number(row.pointsIssued),
    pointsRedeemed: Number(row.pointsRedeemed),
    pointsExpired: Number(row.pointsExpired),
    pointsOutstanding: Number(row.pointsOutstanding),
    redemptions: Number(row.redemptions),
    tillSales: Number(row.tillSales),
    tillPoints: Number(row.tillPoints),
    receiptsPending: Number(row.receiptsPending),
    shipmentsOpen: Number(row.shipmentsOpen),
    jobsFailed: Number(row.jobsFailed),
  };
}

/** Points issued and redeemed per Asia/Bangkok day since `since`; days without movement are absent. */
export async function selectDailyPoints(
  db: Executor,
  since: Date,
): Promise<{ date: string; issued: number; redeemed: number }[]> {
  const day = sql`(${pointLedger.createdAt} at time zone 'Asia/Bangkok')::date`;
  const result = await db.execute<{ date: string; issued: string; redeemed: string }>(sql`
    select ${day}::text as date,
      coalesce(sum(${pointLedger.delta}) filter (where ${issued}), 0) as issued,
      coalesce(-sum(${pointLedger.delta}) filter (where ${redeemed}), 0) as redeemed
    from ${pointLedger}
    where ${pointLedger.createdAt} >= ${since}
    group by ${day}
  `);
  return result.rows.map((row) => ({ date: row.date, issued: Number(row.issued), redeemed: Number(row.redeemed) }));
}

/** Point adjustments waiting for an admin (maker-checker, DESIGN §11), counted on the status index. */
export async function countPendingAdjustments(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pointAdjustments)
    .where(eq(pointAdjustments.status, 'pending'));
  return row?.total ?? 0;
}

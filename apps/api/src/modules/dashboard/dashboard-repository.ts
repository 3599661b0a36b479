import { OPEN_SHIPMENT_STEPS } from '@loyalty/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  broadcasts,
  campaigns,
  jobs,
  members,
  pointAdjustments,
  pointLedger,
  pointLots,
  privacyRequests,
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
}

/** The work waiting for operators: the console's menu shows these, and the dashboard's tiles. */
export interface QueueCounts {
  receiptsPending: number;
  shipmentsOpen: number;
  adjustmentsPending: number;
  jobsFailed: number;
  campaignsPendingApproval: number;
  broadcastsPendingApproval: number;
  privacyRequestsLate: number;
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
 * an index (the `created_at` ones) except the members count and the outstanding points, which read every
 * member and every live lot, and the till sales, which read the sales of the window (a `created_at`
 * index leads with the client, not the time).
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
        where ${tillSales.createdAt} >= ${window.since}) as "tillPoints"
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
  };
}

/**
 * The queues in one statement, cheap enough for every console tab to ask each minute: the pending
 * receipts and open shipments walk their partial indexes, adjustments their status index; failed jobs
 * and campaigns waiting for approval are a few rows an operator started.
 */
export async function selectQueueCounts(db: Executor): Promise<QueueCounts> {
  const result = await db.execute<Record<keyof QueueCounts, string>>(sql`
    select
      (select count(*) from ${receipts} where ${receipts.status} = 'pending') as "receiptsPending",
      (select count(*) from ${redemptions}
        where ${redemptions.kind} = 'physical' and ${redemptions.status} in (${openSteps})) as "shipmentsOpen",
      (select count(*) from ${pointAdjustments} where ${pointAdjustments.status} = 'pending') as "adjustmentsPending",
      (select count(*) from ${jobs} where ${jobs.state} = 'failed') as "jobsFailed",
      (select count(*) from ${campaigns} where ${campaigns.status} = 'pending_approval') as "campaignsPendingApproval",
      (select count(*) from ${broadcasts} where ${broadcasts.status} = 'pending_approval') as "broadcastsPendingApproval",
      (select count(*) from ${privacyRequests} where ${privacyRequests.status} = 'pending'
        and (${privacyRequests.dueAt} < now() or ${privacyRequests.error} is not null)) as "privacyRequestsLate"
  `);
  const row = result.rows[0];
  if (!row) throw new Error('The queue statement answers one row');
  return {
    receiptsPending: Number(row.receiptsPending),
    shipmentsOpen: Number(row.shipmentsOpen),
    adjustmentsPending: Number(row.adjustmentsPending),
    jobsFailed: Number(row.jobsFailed),
    campaignsPendingApproval: Number(row.campaignsPendingApproval),
    broadcastsPendingApproval: Number(row.broadcastsPendingApproval),
    privacyRequestsLate: Number(row.privacyRequestsLate),
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

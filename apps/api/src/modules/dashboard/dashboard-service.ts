import {
  DASHBOARD_DAYS,
  DASHBOARD_NEW_MEMBER_DAYS,
  type Dashboard,
  type DashboardDay,
  type getDashboard as getDashboardCall,
  type QueueCountsView,
} from '@loyalty/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { DAY_MS, startOfBangkokDay } from '../calendar/bangkok-calendar.js';
import type { RulesReader } from '../rules/rules-service.js';
import { selectDailyPoints, selectDashboardCounts, selectQueueCounts } from './dashboard-repository.js';
import { getFinanceFigures } from './finance-service.js';

/** The Bangkok dates of the last `days` days, oldest first, ending with the day `now` falls on. */
function bangkokDates(now: Date, days: number): { since: Date; dates: string[] } {
  const today = startOfBangkokDay(now).getTime();
  const since = new Date(today - (days - 1) * DAY_MS);
  // A Bangkok midnight plus 7 hours is that date's midnight in UTC, whose ISO date is the Bangkok date.
  const dates = Array.from({ length: days }, (_, index) =>
    new Date(since.getTime() + index * DAY_MS + 7 * 60 * 60 * 1000).toISOString().slice(0, 10),
  );
  return { since, dates };
}

/** The work waiting for operators (the console's menu counts and the dashboard's tiles). */
export async function getQueueCounts(db: Executor): Promise<QueueCountsView> {
  const queues = await selectQueueCounts(db);
  return {
    receipts_pending: queues.receiptsPending,
    shipments_open: queues.shipmentsOpen,
    adjustments_pending: queues.adjustmentsPending,
    jobs_failed: queues.jobsFailed,
    campaigns_pending_approval: queues.campaignsPendingApproval,
    broadcasts_pending_approval: queues.broadcastsPendingApproval,
    privacy_requests_late: queues.privacyRequestsLate,
  };
}

/**
 * DESIGN §11 dashboard. "In 30 days" is the 30 Bangkok days of the chart (today included), so the
 * figures equal the sums of the series; "new in 7 days" is the last 7 Bangkok days the same way. The
 * finance figures are for the period the input chooses.
 */
export async function getDashboard(
  db: Executor,
  rules: RulesReader,
  input: z.output<typeof getDashboardCall.input> = {},
  now = new Date(),
): Promise<Dashboard> {
  const series = bangkokDates(now, DASHBOARD_DAYS);
  const newMembersSince = bangkokDates(now, DASHBOARD_NEW_MEMBER_DAYS).since;
  const [counts, days, queues, finance] = await Promise.all([
    selectDashboardCounts(db, { since: series.since, newMembersSince, now }),
    selectDailyPoints(db, series.since),
    getQueueCounts(db),
    getFinanceFigures(db, rules, input, now),
  ]);
  const byDate = new Map(days.map((day) => [day.date, day]));
  const daily: DashboardDay[] = series.dates.map((date) => byDate.get(date) ?? { date, issued: 0, redeemed: 0 });
  return {
    members_total: counts.membersTotal,
    members_new_7_days: counts.membersNew,
    points_issued_30_days: counts.pointsIssued,
    points_redeemed_30_days: counts.pointsRedeemed,
    points_expired_30_days: counts.pointsExpired,
    points_outstanding: counts.pointsOutstanding,
    redemptions_30_days: counts.redemptions,
    till_sales_30_days: counts.tillSales,
    till_points_30_days: counts.tillPoints,
    receipts_pending: queues.receipts_pending,
    shipments_open: queues.shipments_open,
    adjustments_pending: queues.adjustments_pending,
    jobs_failed: queues.jobs_failed,
    finance,
    daily_points: daily,
    as_of: now.toISOString(),
  };
}

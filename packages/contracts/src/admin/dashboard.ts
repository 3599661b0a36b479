import { z } from 'zod';
import { isoDateField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { instantField, noParams } from './admin-shapes.js';

const count = z.number().int();

/** One Asia/Bangkok day of the dashboard chart: points issued and redeemed that day. */
export const dashboardDaySchema = z.object({
  date: z.iso.date(),
  issued: count,
  redeemed: count,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** How many days the dashboard's windows and its daily series cover (DESIGN §11 dashboard). */
export const DASHBOARD_DAYS = 30;
/** The window of "new members" (DESIGN §11 dashboard). */
export const DASHBOARD_NEW_MEMBER_DAYS = 7;

/** The horizons of "points expiring in N days" (DESIGN §11 "For a team"). */
export const EXPIRY_HORIZON_DAYS = [30, 60, 90] as const;

/** Points that will expire within 30, 60 and 90 days of now (each includes the shorter ones). */
const expiringSchema = z.object({ days_30: count, days_60: count, days_90: count });

/** What members hold, and what it costs the programme in THB at `burn_thb_per_point`. */
const liabilitySchema = z.object({
  points_outstanding: count,
  /** Points outstanding × `burn_thb_per_point`, rounded to satang. */
  liability_thb: z.number(),
  expiring: expiringSchema,
});

/**
 * The liability of points earned at one group company's stores (DESIGN §12 companies, through their
 * partner's stores) and still held by the member who earned them; `company_id` null gathers every other
 * point (codes, receipts, articles, transfers…), so the rows add up to the programme's figures.
 */
export const companyLiabilitySchema = liabilitySchema.extend({
  company_id: z.number().int().nullable(),
  name: z.string().nullable(),
  name_en: z.string().nullable(),
});
export type CompanyLiability = z.infer<typeof companyLiabilitySchema>;

/** Members of each tier (DESIGN §6 tiers: the rolling twelve months' spending), among active members. */
export const tierMixSchema = z.object({ tier_code: z.string(), name: z.string(), name_en: z.string(), members: count });

/**
 * The finance figures (DESIGN §11 "For a team"): liability now, and what happened in the chosen period
 * (Asia/Bangkok days `from` to `to`, both included).
 */
export const dashboardFinanceSchema = liabilitySchema.extend({
  from: z.iso.date(),
  to: z.iso.date(),
  burn_thb_per_point: z.number(),
  /** Points that entered the programme in the period: earns and positive adjustments. */
  points_earned: count,
  /** Points that expired in the period. */
  points_expired: count,
  /**
   * Breakage: points expired in the period ÷ points earned in the period (0.25 = a quarter), the share of
   * issued points never spent; null when nothing was earned.
   */
  breakage: z.number().nullable(),
  /** Members with at least one ledger movement in the period. */
  active_members: count,
  tier_mix: z.array(tierMixSchema),
  companies: z.array(companyLiabilitySchema),
});
export type DashboardFinance = z.infer<typeof dashboardFinanceSchema>;

export const dashboardSchema = z.object({
  members_total: count,
  members_new_7_days: count,
  /** Points that entered the programme: earns and positive adjustments (transfers only move points). */
  points_issued_30_days: count,
  /** Points spent on privileges. */
  points_redeemed_30_days: count,
  points_expired_30_days: count,
  /** Unexpired points members hold now. */
  points_outstanding: count,
  redemptions_30_days: count,
  /** Sales recorded at the group's tills (DESIGN §13), and the points they earned (before any refund). */
  till_sales_30_days: count,
  till_points_30_days: count,
  receipts_pending: count,
  /** Physical rewards not yet delivered. */
  shipments_open: count,
  adjustments_pending: count,
  /** Code batches and imports whose background work failed. */
  jobs_failed: count,
  finance: dashboardFinanceSchema,
  /** The last 30 Bangkok days, oldest first, today last; a day without movement is zeros. */
  daily_points: z.array(dashboardDaySchema),
  as_of: instantField,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The work waiting for operators, each count opening its queue from the console's menu (DESIGN §11). */
export const queueCountsSchema = z.object({
  receipts_pending: count,
  adjustments_pending: count,
  /** Physical rewards not yet delivered. */
  shipments_open: count,
  /** Code batches and imports whose background work failed. */
  jobs_failed: count,
  /** Campaigns an admin asked to activate, waiting for a second admin (DESIGN §14). */
  campaigns_pending_approval: count,
  /** Broadcasts reaching more members than the threshold, waiting for a second admin (DESIGN §15). */
  broadcasts_pending_approval: count,
  /** Members' PDPA requests past their due date or failing while the jobs retry (DESIGN §16). */
  privacy_requests_late: count,
});
export type QueueCountsView = z.infer<typeof queueCountsSchema>;

export const getQueueCounts = defineAdminCall({
  name: 'GetQueueCounts',
  method: 'GET',
  path: '/queues',
  summary:
    'The work waiting (receipts, adjustments, shipments, failed jobs, campaigns and broadcasts to approve, late privacy requests), cheap enough to poll',
  access: 'operator',
  params: noParams,
  input: z.object({}),
  output: queueCountsSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED'],
});

export const getDashboard = defineAdminCall({
  name: 'GetDashboard',
  method: 'GET',
  path: '/dashboard',
  summary:
    'Members, points, redemptions, till sales and the work waiting, with a 30-day daily series of points; finance figures (liability in THB, points expiring in 30/60/90 days, breakage = points expired ÷ points earned in the period, active members, tier mix, per company) for Asia/Bangkok days `from` to `to` (both included; the last 30 days by default)',
  access: 'operator',
  params: noParams,
  input: z.object({ from: isoDateField.optional(), to: isoDateField.optional() }),
  output: dashboardSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'],
});

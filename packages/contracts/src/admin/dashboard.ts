import { z } from 'zod';
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
  /** The last 30 Bangkok days, oldest first, today last; a day without movement is zeros. */
  daily_points: z.array(dashboardDaySchema),
  as_of: instantField,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const getDashboard = defineAdminCall({
  name: 'GetDashboard',
  method: 'GET',
  path: '/dashboard',
  summary: 'Members, points, redemptions, till sales and the work waiting, with a 30-day daily series of points',
  access: 'operator',
  params: noParams,
  input: z.object({}),
  output: dashboardSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED'],
});

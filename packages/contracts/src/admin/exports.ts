import { z } from 'zod';
import { LOGIN_TYPE_LABELS } from '../customer.js';
import { isoDateField, queryIdField } from '../fields.js';
import type { PointEntryKind, PointEntrySource } from '../history.js';
import { defineAdminCall } from './admin-call.js';
import { noParams } from './admin-shapes.js';
import { listAudit } from './audit.js';
import type { MEMBER_STATUSES } from './members.js';
import { listOperators } from './operators.js';

/**
 * CSV exports (DESIGN §11): streamed from the database row by row, UTF-8 with a byte-order mark so Excel
 * reads Thai names, and audited as personal-data exports (PDPA). A failure before the first byte is the
 * usual envelope.
 */
const exportErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'] as const;

/**
 * The words an export writes instead of stored codes (DESIGN §11 "For a team": labels, not codes), in
 * English like the headers; tier and partner names come from their own rows.
 */
export const EXPORT_LABELS = {
  memberStatus: {
    active: 'Active',
    canceled: 'Cancelled',
    suspended: 'Suspended',
    blocked: 'Blocked',
    merged: 'Merged',
    pending: 'Registration not finished',
  } satisfies Record<(typeof MEMBER_STATUSES)[number], string>,
  loginType: { 1: LOGIN_TYPE_LABELS[1].en, 2: LOGIN_TYPE_LABELS[2].en },
  entryKind: {
    earn: 'Earned',
    spend: 'Spent',
    transfer_in: 'Transfer received',
    transfer_out: 'Transfer sent',
    expire: 'Expired',
    adjust: 'Adjustment',
    reverse: 'Reversal',
    merge_out: 'Moved by a merge',
    merge_in: 'Received by a merge',
    hold: 'Held at a till',
    release: 'Hold released',
    repay: 'Owed points repaid',
    forfeit: 'Forfeited on deletion',
  } satisfies Record<PointEntryKind, string>,
  entrySource: {
    receipt: 'Receipt',
    code: 'Code',
    article: 'Article',
    referral: 'Referral',
    redemption: 'Redemption',
    transfer: 'Transfer',
    operator: 'Operator',
    profile: 'Profile',
    expiry: 'Expiry',
    merge: 'Merge',
    till: 'Till',
    birthday: 'Birthday bonus',
    membership: 'Membership ended',
  } satisfies Record<PointEntrySource, string>,
  redemptionKind: { ecoupon: 'E-coupon', partner_code: 'Partner code', physical: 'Physical reward' },
  redemptionStatus: {
    issued: 'Issued',
    used: 'Used',
    ordered: 'Ordered',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
  },
  tillType: { sale: 'Sale', refund: 'Refund', capture: 'Paid with points' },
} as const;

/** The columns of each export, in order: the header row and the tests read them from here. */
export const MEMBER_EXPORT_COLUMNS = [
  'member_id',
  'status',
  'login_type',
  'first_name',
  'last_name',
  'email',
  'mobile_no',
  /** The tier's English name, as the member's profile computes it (DESIGN §6 tiers). */
  'tier',
  'point_balance',
  'created_at',
] as const;

export const LEDGER_EXPORT_COLUMNS = [
  'entry_id',
  'member_id',
  'kind',
  'source',
  'points',
  'reason',
  'reference',
  'created_at',
] as const;

export const REDEMPTION_EXPORT_COLUMNS = [
  'redemption_id',
  'member_id',
  'privilege_id',
  'privilege_title_th',
  'privilege_title_en',
  'partner',
  'kind',
  'status',
  'points_spent',
  'created_at',
  'used_at',
] as const;

/**
 * The till's transactions (DESIGN §13): sales, refunds and captured payments of every client and of the
 * console's till; `points` signed as the ledger moved them, `amount` THB.
 */
export const TILL_EXPORT_COLUMNS = [
  'type',
  'id',
  'transaction_id',
  'store_code',
  'store_name',
  'api_client_id',
  'operator_id',
  'member_id',
  'reference',
  'amount',
  'points',
  'created_at',
] as const;

export const exportMembers = defineAdminCall({
  name: 'ExportMembers',
  method: 'GET',
  path: '/exports/members.csv',
  summary: 'Every member with state and balance, as CSV',
  access: 'operator',
  params: noParams,
  input: z.object({}),
  output: z.never(),
  errors: [...exportErrors],
  answer: 'csv',
});

export const exportLedger = defineAdminCall({
  name: 'ExportLedger',
  method: 'GET',
  path: '/exports/ledger.csv',
  summary: 'Ledger entries created from `from` to `to` (Asia/Bangkok days, both included), as CSV',
  access: 'operator',
  params: noParams,
  input: z.object({ from: isoDateField.optional(), to: isoDateField.optional() }),
  output: z.never(),
  errors: [...exportErrors],
  answer: 'csv',
});

export const exportTill = defineAdminCall({
  name: 'ExportTill',
  method: 'GET',
  path: '/exports/till.csv',
  summary: 'Till sales, refunds and captured payments from `from` to `to` (Asia/Bangkok days, both included), as CSV',
  access: 'operator',
  params: noParams,
  input: z.object({ from: isoDateField.optional(), to: isoDateField.optional() }),
  output: z.never(),
  errors: [...exportErrors],
  answer: 'csv',
});

export const exportRedemptions = defineAdminCall({
  name: 'ExportRedemptions',
  method: 'GET',
  path: '/exports/redemptions.csv',
  summary:
    'Redemptions with their member, privilege and partner, of one `partner` (its id) and made from `from` to `to` (Asia/Bangkok days, both included) when given, as CSV: a partner’s monthly invoice',
  access: 'operator',
  params: noParams,
  input: z.object({ partner: queryIdField().optional(), from: isoDateField.optional(), to: isoDateField.optional() }),
  output: z.never(),
  errors: [...exportErrors],
  answer: 'csv',
});

export const OPERATOR_EXPORT_COLUMNS = [
  'operator_id',
  'email',
  'name',
  'role',
  'is_disabled',
  'has_totp',
  'created_at',
] as const;

/** `before` and `after` as JSON text, as the audit row stored them. */
export const AUDIT_EXPORT_COLUMNS = [
  'audit_id',
  'at',
  'operator_id',
  'operator_email',
  'action',
  'entity',
  'entity_id',
  'before',
  'after',
  'request_id',
] as const;

/** A list's export takes the list's search, filters and sort (its input without paging) and answers every row. */
const ALL_PAGES = { page: true, limit: true } as const;

export const exportOperators = defineAdminCall({
  name: 'ExportOperators',
  method: 'GET',
  path: '/exports/operators.csv',
  summary: 'The operators the console lists for `q` and `sort`, every page, as CSV',
  access: 'admin',
  params: noParams,
  input: listOperators.input.omit(ALL_PAGES),
  output: z.never(),
  errors: [...exportErrors, 'FORBIDDEN'],
  answer: 'csv',
});

export const exportAudit = defineAdminCall({
  name: 'ExportAudit',
  method: 'GET',
  path: '/exports/audit.csv',
  summary: 'The audit rows the console lists for its filters and sort, every page, as CSV',
  access: 'operator',
  params: noParams,
  input: listAudit.input.omit(ALL_PAGES),
  output: z.never(),
  errors: [...exportErrors],
  answer: 'csv',
});

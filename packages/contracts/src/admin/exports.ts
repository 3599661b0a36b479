import { z } from 'zod';
import { isoDateField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { noParams } from './admin-shapes.js';

/**
 * CSV exports (DESIGN §11): streamed from the database row by row, UTF-8 with a byte-order mark so Excel
 * reads Thai names, and audited as personal-data exports (PDPA). A failure before the first byte is the
 * usual envelope.
 */
const exportErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'] as const;

/** The columns of each export, in order: the header row and the tests read them from here. */
export const MEMBER_EXPORT_COLUMNS = [
  'member_id',
  'status',
  'login_type',
  'first_name',
  'last_name',
  'email',
  'mobile_no',
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
  'kind',
  'status',
  'points_spent',
  'created_at',
  'used_at',
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

export const exportRedemptions = defineAdminCall({
  name: 'ExportRedemptions',
  method: 'GET',
  path: '/exports/redemptions.csv',
  summary: 'Every redemption with its member and privilege, as CSV',
  access: 'operator',
  params: noParams,
  input: z.object({}),
  output: z.never(),
  errors: [...exportErrors],
  answer: 'csv',
});

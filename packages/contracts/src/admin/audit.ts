import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { queryIdField, rawTextField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, instantField, noParams } from './admin-shapes.js';

/** One audit row as DESIGN §11 shows it: who did what to which record, with the record before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: instantField,
  /** Null for changes made from the operator CLI. */
  operator: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditNameField = rawTextField().trim().min(1).max(100);

export const listAudit = defineAdminCall({
  name: 'ListAudit',
  method: 'GET',
  path: '/audit',
  summary: 'The audit trail, newest first, filtered by operator, action, entity and time',
  access: 'operator',
  params: noParams,
  input: adminListQuery(['at'], '-at').extend({
    operator_id: queryIdField().optional(),
    action: auditNameField.optional(),
    entity: auditNameField.optional(),
    from: instantField.optional(),
    to: instantField.optional(),
  }),
  output: pagedList(auditEntrySchema),
  errors: ['VALIDATION_FAILED', 'UNAUTHORIZED', 'TOKEN_EXPIRED'],
});

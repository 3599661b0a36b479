import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { queryIdField, rawTextField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, instantField, noParams } from './admin-shapes.js';

/**
 * Every action the back-office and the operator CLI record (DESIGN §11), `<record>.<what was done>`: the
 * API can record no other (`recordAudit` takes only these), and the console names each in both languages.
 */
export const AUDIT_ACTIONS = [
  'adjustment.create',
  'adjustment.approve',
  'adjustment.reject',
  'adjustment.withdraw',
  'api-client.create',
  'api-client.rotate',
  'api-client.disable',
  'article.create',
  'article.update',
  'article.image',
  'banner.create',
  'banner.update',
  'banner.image',
  'broadcast.create',
  'broadcast.update',
  'broadcast.approve',
  'broadcast.cancel',
  'campaign.create',
  'campaign.update',
  'campaign.activate',
  'campaign.request',
  'campaign.approve',
  'campaign.end',
  'reminder.run',
  'card-template.create',
  'card-template.image',
  'category.create',
  'category.update',
  'code.create',
  'code.disable',
  'code.enable',
  'code-batch.create',
  'code-batch.disable',
  'consent-document.publish',
  'counter.verify',
  'export.members',
  'export.ledger',
  'export.redemptions',
  'export.operators',
  'export.audit',
  'export.batch-codes',
  'export.import-errors',
  'export.shipment_labels',
  'export.till',
  'flash_sale.create',
  'flash_sale.delete',
  'group.create',
  'group.update',
  'import.review',
  'import.execute',
  'job.retry',
  'member.status',
  'member.merge',
  'member.contact',
  'member.unlock',
  'operator.create',
  'operator.invite',
  'operator.update',
  'operator.totp_enable',
  'operator.totp_disable',
  'partner.create',
  'partner.update',
  'privacy-request.process',
  'privilege.create',
  'privilege.update',
  'privilege.image',
  'privilege.stock',
  'product.create',
  'product.update',
  'product.logo',
  'product.cover',
  'receipt.approve',
  'receipt.reject',
  'rules.update',
  'shipment.advance',
  'subcategory.create',
  'subcategory.update',
  'tier.update',
  // The till (DESIGN §13): a partner's client or an operator at the console; the expiry job for `hold_expire`.
  'till.sale',
  'till.refund',
  'till.hold',
  'till.capture',
  'till.release',
  'till.hold_expire',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit row as DESIGN §11 shows it: who did what to which record, with the record before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: instantField,
  /** Null for changes made from the operator CLI. */
  operator: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  /** One of AUDIT_ACTIONS, or an action of an older version's rows, shown as it is. */
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

import { bigint, bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import { operators } from './identity.js';

/**
 * What operators changed (DESIGN §11 audit). Append-only: triggers refuse UPDATE, DELETE and TRUNCATE
 * (migration `audit-log-append-only`). Each row is sealed into a hash chain just after its transaction
 * commits (`audit_seals`, decision 046), so a row changed or removed behind the API's back breaks the
 * chain `npm run admin -- audit verify` walks.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    /** Null for writes made from the operator CLI, which has no signed-in operator. */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_operator_idx').on(table.operatorId, table.at),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
  ],
);

/**
 * The audit chain (decision 046): one seal per audit row, in the order the sealer met them (`seq`, 1 up
 * without gaps). A seal's `hash` covers `prev_hash` (the seal before's) and its row's content. Append-only
 * like the log itself.
 */
export const auditSeals = pgTable(
  'audit_seals',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    auditId: bigint('audit_id', { mode: 'number' })
      .notNull()
      .references(() => auditLog.id),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    sealedAt: at('sealed_at').notNull(),
  },
  (table) => [
    uniqueIndex('audit_seals_audit_id_key').on(table.auditId),
    uniqueIndex('audit_seals_hash_key').on(table.hash),
  ],
);

/**
 * Audit rows written but not yet sealed: each audited write adds its row's id here in its own
 * transaction, and the sealer takes them out as it seals them, so it never searches the whole log.
 */
export const auditUnsealed = pgTable('audit_unsealed', {
  auditId: bigint('audit_id', { mode: 'number' })
    .primaryKey()
    .references(() => auditLog.id),
});

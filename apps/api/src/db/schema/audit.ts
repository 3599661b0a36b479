import { bigint, bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import { operators } from './identity.js';

/**
 * What operators changed (DESIGN §11 audit). Append-only: triggers refuse UPDATE, DELETE and TRUNCATE
 * (migration `audit-log-append-only`). Each row's `hash` covers `prev_hash` and its own content, so a
 * row changed or removed behind the API's back breaks the chain `npm run admin -- audit verify` walks.
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
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    uniqueIndex('audit_log_hash_key').on(table.hash),
    index('audit_log_at_idx').on(table.at),
    index('audit_log_operator_idx').on(table.operatorId, table.at),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
  ],
);

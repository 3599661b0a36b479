import type { AuditAction } from '@loyalty/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { auditLog } from '../src/db/schema.js';

/** The audit rows of one action on one record, oldest first: a write's test asserts its row, or none. */
export function auditRowsOf(db: Executor, action: AuditAction, entityId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

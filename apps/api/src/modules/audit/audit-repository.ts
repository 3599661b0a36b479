import { and, asc, count, desc, eq, gt, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { auditLog, operators } from '../../db/schema.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** The advisory lock key serialising appends (any constant unique to the audit chain). */
const AUDIT_CHAIN_LOCK = 0x41554449;

/**
 * Takes the chain's lock until the transaction ends and answers the hash of its last row: two writers
 * can never both append after the same row, so the chain never forks.
 */
export async function lockChainEnd(tx: Executor): Promise<string | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return last?.hash;
}

export async function insertAuditRow(tx: Executor, row: NewAuditRow): Promise<AuditRow> {
  const [inserted] = await tx.insert(auditLog).values(row).returning();
  if (!inserted) throw new Error('The audit row was not written');
  return inserted;
}

/** A page of the chain in order, after `afterId`, for the verifier. */
export function auditRowsAfter(db: Executor, afterId: number, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(limit);
}

export interface AuditFilters {
  operatorId?: number | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
}

function whereOf(filters: AuditFilters): SQL | undefined {
  const pattern = filters.q ? `%${likeLiteral(filters.q)}%` : undefined;
  return and(
    filters.operatorId === undefined ? undefined : eq(auditLog.operatorId, filters.operatorId),
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
    filters.entity === undefined ? undefined : eq(auditLog.entity, filters.entity),
    filters.from === undefined ? undefined : gte(auditLog.at, filters.from),
    filters.to === undefined ? undefined : lt(auditLog.at, filters.to),
    pattern
      ? or(ilike(auditLog.action, pattern), ilike(auditLog.entity, pattern), ilike(auditLog.entityId, pattern))
      : undefined,
  );
}

/**
 * Every audit row of a selection for the CSV export with its operator's e-mail, in the list's order,
 * columns named as the export's (contracts). The exports module streams it.
 */
export function auditExportQuery(filters: AuditFilters, descending: boolean): SQL {
  const where = whereOf(filters);
  return sql`select ${auditLog.id} as audit_id, ${auditLog.at} as at, ${auditLog.operatorId} as operator_id,
    ${operators.email} as operator_email, ${auditLog.action} as action, ${auditLog.entity} as entity,
    ${auditLog.entityId} as entity_id, ${auditLog.before} as before, ${auditLog.after} as after,
    ${auditLog.requestId} as request_id
    from ${auditLog} left join ${operators} on ${operators.id} = ${auditLog.operatorId}
    ${where ? sql`where ${where}` : sql``}
    order by ${descending ? desc(auditLog.id) : asc(auditLog.id)}`;
}

/** A page of the audit trail with each row's operator; ids follow the chain, so they order by time. */
export async function listAuditRows(
  db: Executor,
  filters: AuditFilters,
  page: { page: number; limit: number; descending: boolean },
) {
  const where = whereOf(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: auditLog,
        operator: { id: operators.id, email: operators.email, name: operators.name },
      })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where)
      .orderBy(page.descending ? desc(auditLog.id) : asc(auditLog.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

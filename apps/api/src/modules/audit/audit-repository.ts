import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, notExists, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedSqlOnce } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { auditLog, auditSeals, auditUnsealed, operators } from '../../db/schema.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
export type AuditSeal = typeof auditSeals.$inferSelect;
export type NewAuditSeal = typeof auditSeals.$inferInsert;

/** The advisory lock key serialising the sealer (any constant unique to the audit chain). */
const AUDIT_CHAIN_LOCK = 0x41554449;

/**
 * An audit row and its place in the queue of rows to seal, in the write's own transaction and in one
 * statement prepared once per connection: every audited write pays for this round trip. `before` and
 * `after` go as JSON text, so an absent one stays SQL NULL.
 */
export async function insertAuditRow(tx: Executor, row: NewAuditRow & { at: Date }): Promise<{ id: number }> {
  const insert = preparedSqlOnce<{ id: number }>(tx, 'insert_audit_row', () => {
    const value = sql.placeholder;
    return sql`
      with inserted as (
        insert into ${auditLog} (at, operator_id, action, entity, entity_id, before, after, request_id)
        values (${value('at')}::timestamptz, ${value('operatorId')}, ${value('action')}, ${value('entity')},
          ${value('entityId')}, ${value('before')}::jsonb, ${value('after')}::jsonb, ${value('requestId')})
        returning id)
      insert into ${auditUnsealed} (audit_id) select id from inserted returning audit_id as id`;
  });
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const { rows } = await insert.execute({
    at: row.at.toISOString(),
    operatorId: row.operatorId ?? null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: json(row.before),
    after: json(row.after),
    requestId: row.requestId ?? null,
  });
  const [queued] = rows;
  if (!queued) throw new Error('The audit row was not written');
  return queued;
}

/**
 * Takes the chain's lock until the transaction ends, or answers false at once when another sealer holds
 * it: one sealer at a time keeps the chain a line, and the other has the same rows to seal anyway.
 */
export async function tryLockChain(tx: Executor): Promise<boolean> {
  const { rows } = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${AUDIT_CHAIN_LOCK}) as locked`,
  );
  return rows[0]?.locked === true;
}

/** The chain's last seal, none before the first. */
export async function lastSeal(tx: Executor): Promise<Pick<AuditSeal, 'seq' | 'hash'> | undefined> {
  const [last] = await tx
    .select({ seq: auditSeals.seq, hash: auditSeals.hash })
    .from(auditSeals)
    .orderBy(desc(auditSeals.seq))
    .limit(1);
  return last;
}

/** Takes up to `limit` committed rows out of the queue of rows to seal and answers them, oldest first. */
export async function takeUnsealedRows(tx: Executor, limit: number): Promise<AuditRow[]> {
  const taken = await tx
    .delete(auditUnsealed)
    .where(
      inArray(
        auditUnsealed.auditId,
        tx.select({ id: auditUnsealed.auditId }).from(auditUnsealed).orderBy(asc(auditUnsealed.auditId)).limit(limit),
      ),
    )
    .returning({ id: auditUnsealed.auditId });
  if (taken.length === 0) return [];
  return tx
    .select()
    .from(auditLog)
    .where(
      inArray(
        auditLog.id,
        taken.map((row) => row.id),
      ),
    )
    .orderBy(asc(auditLog.id));
}

export async function insertSeals(tx: Executor, seals: NewAuditSeal[]): Promise<void> {
  if (seals.length > 0) await tx.insert(auditSeals).values(seals);
}

/** A page of the chain in order after seal `afterSeq`, each seal with its row (none when it was removed). */
export function sealsAfter(db: Executor, afterSeq: number, limit: number) {
  return db
    .select({ seal: auditSeals, row: auditLog })
    .from(auditSeals)
    .leftJoin(auditLog, eq(auditLog.id, auditSeals.auditId))
    .where(gt(auditSeals.seq, afterSeq))
    .orderBy(asc(auditSeals.seq))
    .limit(limit);
}

/** How many rows wait for the sealer. */
export async function countUnsealed(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditUnsealed);
  return row?.total ?? 0;
}

/** The first audit row neither sealed nor waiting to be: its place in the queue was removed behind the API's back. */
export async function firstUnchainedRow(db: Executor): Promise<number | undefined> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        notExists(db.select({ one: sql`1` }).from(auditSeals).where(eq(auditSeals.auditId, auditLog.id))),
        notExists(db.select({ one: sql`1` }).from(auditUnsealed).where(eq(auditUnsealed.auditId, auditLog.id))),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(1);
  return row?.id;
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

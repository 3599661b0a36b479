import { and, asc, count, desc, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type CompanyScope, companyColumnInScope, WHOLE_GROUP } from '../../db/company-scope.js';
import { likeLiteral } from '../../db/like.js';
import { codeBatches, pointCodes } from '../../db/schema.js';
import type { NewPointCodeRow, PointCodeRow } from './code-repository.js';

export type CodeBatchRow = typeof codeBatches.$inferSelect;

/** Inserts a code unless its text is taken; answers the new row, or nothing when taken. */
export async function insertCodeUnlessTaken(db: Executor, code: NewPointCodeRow): Promise<PointCodeRow | undefined> {
  const [row] = await db.insert(pointCodes).values(code).onConflictDoNothing({ target: pointCodes.code }).returning();
  return row;
}

/** The code of this id, when it is of the operator's companies (another company's is as missing). */
function codeOfScope(id: number, scope: CompanyScope): SQL | undefined {
  return and(eq(pointCodes.id, id), companyColumnInScope(pointCodes.companyId, scope));
}

/** Disables a code once: a second call keeps the first instant. */
export async function disableCodeById(
  db: Executor,
  id: number,
  scope: CompanyScope,
  at: Date,
): Promise<PointCodeRow | undefined> {
  const [row] = await db
    .update(pointCodes)
    .set({ disabledAt: sql`coalesce(${pointCodes.disabledAt}, ${at})` })
    .where(codeOfScope(id, scope))
    .returning();
  return row;
}

/** Locks one code's row for a write that reads it first (an enable, which must not audit twice). */
export async function lockCode(db: Executor, id: number, scope: CompanyScope): Promise<PointCodeRow | undefined> {
  const [row] = await db.select().from(pointCodes).where(codeOfScope(id, scope)).for('update');
  return row;
}

export async function enableCodeById(db: Executor, id: number): Promise<PointCodeRow | undefined> {
  const [row] = await db.update(pointCodes).set({ disabledAt: null }).where(eq(pointCodes.id, id)).returning();
  return row;
}

/**
 * Disables every still-live code of a batch in one statement (a batch of 100,000 is one UPDATE, not a
 * loop); answers how many it stopped. Codes already disabled keep their first instant.
 */
export async function disableBatchCodes(db: Executor, batchId: number, at: Date): Promise<number> {
  const rows = await db
    .update(pointCodes)
    .set({ disabledAt: at })
    .where(and(eq(pointCodes.batchId, batchId), isNull(pointCodes.disabledAt)))
    .returning({ id: pointCodes.id });
  return rows.length;
}

export interface CodeListQuery {
  page: number;
  limit: number;
  /** Matches the start of the code (stored upper-case). */
  q?: string | undefined;
  batchId?: number | undefined;
  sort: { column: 'created_at' | 'code' | 'uses'; descending: boolean };
  companies: CompanyScope;
}

const CODE_SORT_COLUMNS = { created_at: pointCodes.createdAt, code: pointCodes.code, uses: pointCodes.usedCount };

export async function listCodeRows(db: Executor, query: CodeListQuery) {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(like(pointCodes.code, `${likeLiteral(query.q.toUpperCase())}%`));
  if (query.batchId !== undefined) conditions.push(eq(pointCodes.batchId, query.batchId));
  const inScope = companyColumnInScope(pointCodes.companyId, query.companies);
  if (inScope) conditions.push(inScope);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = CODE_SORT_COLUMNS[query.sort.column];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointCodes)
      .where(where)
      .orderBy(query.sort.descending ? desc(column) : asc(column), desc(pointCodes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(pointCodes).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function insertBatch(db: Executor, batch: typeof codeBatches.$inferInsert): Promise<CodeBatchRow> {
  const [row] = await db.insert(codeBatches).values(batch).returning();
  if (!row) throw new Error('The batch insert returned no row');
  return row;
}

/** The batch of this id, when it is of the operator's companies (another company's is as missing). */
function batchOfScope(id: number, scope: CompanyScope): SQL | undefined {
  return and(eq(codeBatches.id, id), companyColumnInScope(codeBatches.companyId, scope));
}

/**
 * The batch, locked until the transaction ends: one filler at a time counts and adds its codes. The
 * filling job works for the whole group; an operator's disable passes their scope.
 */
export async function lockBatch(
  db: Executor,
  id: number,
  scope: CompanyScope = WHOLE_GROUP,
): Promise<CodeBatchRow | undefined> {
  const [row] = await db.select().from(codeBatches).where(batchOfScope(id, scope)).for('update');
  return row;
}

export async function findBatchByJob(db: Executor, jobId: string): Promise<CodeBatchRow | undefined> {
  const [row] = await db.select().from(codeBatches).where(eq(codeBatches.jobId, jobId));
  return row;
}

export async function countBatchCodes(db: Executor, batchId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pointCodes).where(eq(pointCodes.batchId, batchId));
  return row?.total ?? 0;
}

/**
 * Adds the batch's codes in one statement (the texts travel as one JSON array parameter), skipping any
 * text already taken; answers how many were added. Each code is single-use (`max_uses` 1) and titled
 * with the batch name, which is what a member sees when checking it.
 */
export async function insertBatchCodes(db: Executor, batch: CodeBatchRow, codes: string[]): Promise<number> {
  const result = await db.execute(sql`
    insert into ${pointCodes} (code, kind, points, title_en, title_th, starts_at, ends_at, max_uses, batch_id, company_id)
    select value, ${batch.kind}, ${batch.points}, ${batch.name}, ${batch.name}, ${batch.startsAt}, ${batch.endsAt}, 1, ${batch.id},
      ${batch.companyId}::bigint
    from jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb)
    on conflict (code) do nothing`);
  return result.rowCount ?? 0;
}

export interface BatchListQuery {
  page: number;
  limit: number;
  q?: string | undefined;
  sort: { column: 'created_at' | 'name'; descending: boolean };
  companies: CompanyScope;
}

/**
 * How many codes a batch has, how many were used and how many are disabled. The tables are named in full: in a select from one
 * table Drizzle leaves column names bare, and a bare `id` in the subquery would be the code's.
 */
const batchCounts = {
  generated: sql<number>`(select count(*)::int from ${pointCodes} where ${pointCodes}.batch_id = ${codeBatches}.id)`,
  used: sql<number>`(select count(*)::int from ${pointCodes}
    where ${pointCodes}.batch_id = ${codeBatches}.id and ${pointCodes}.used_count > 0)`,
  disabled: sql<number>`(select count(*)::int from ${pointCodes}
    where ${pointCodes}.batch_id = ${codeBatches}.id and ${pointCodes}.disabled_at is not null)`,
};

/** Batches with how many codes exist and how many were used, counted over the batch index. */
export async function listBatchRows(db: Executor, query: BatchListQuery) {
  const where = and(
    query.q ? sql`${codeBatches.name} ilike ${`%${likeLiteral(query.q)}%`}` : undefined,
    companyColumnInScope(codeBatches.companyId, query.companies),
  );
  const column = query.sort.column === 'name' ? codeBatches.name : codeBatches.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select({ batch: codeBatches, ...batchCounts })
      .from(codeBatches)
      .where(where)
      .orderBy(query.sort.descending ? desc(column) : asc(column), desc(codeBatches.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(codeBatches).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findBatchWithCounts(db: Executor, id: number, scope: CompanyScope) {
  const [row] = await db
    .select({ batch: codeBatches, ...batchCounts })
    .from(codeBatches)
    .where(batchOfScope(id, scope));
  return row;
}

/** A code batch's codes in the order they were made, as the batch CSV's columns. */
export function batchCodesExportQuery(batchId: number): SQL {
  return sql`select ${pointCodes.code} as code, ${pointCodes.points} as points, ${pointCodes.startsAt} as starts_at,
    ${pointCodes.endsAt} as ends_at, ${pointCodes.usedCount} as used, ${pointCodes.disabledAt} as disabled_at
    from ${pointCodes} where ${pointCodes.batchId} = ${batchId} order by ${pointCodes.id}`;
}

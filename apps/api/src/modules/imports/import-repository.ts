import {
  type IMPORT_KINDS,
  IMPORT_PROBLEM_WORDS,
  type IMPORT_STATES,
  type ImportOutcome,
  INACTIVE_MEMBER_WORDS,
  type Language,
  type PrivilegeKind,
} from '@loyalty/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type CompanyScope, companyColumnInScope, partnerColumnInScope } from '../../db/company-scope.js';
import { likeLiteral } from '../../db/like.js';
import {
  bulkImportLines,
  bulkImports,
  cardTemplates,
  members,
  partnerCodes,
  pointAdjustments,
  privileges,
} from '../../db/schema.js';
import type { ImportLine } from './import-lines.js';

export type BulkImportRow = typeof bulkImports.$inferSelect;
export type NewImportRow = typeof bulkImports.$inferInsert;

/** The privileges and card templates of the operator's companies (decision 063); all for the whole group. */
const privilegeInScope = (scope: CompanyScope) => partnerColumnInScope(privileges.partnerId, scope);
const templateInScope = (scope: CompanyScope) => companyColumnInScope(cardTemplates.companyId, scope);

/** The privilege's redemption kind, or undefined when there is no such privilege of the operator's companies. */
export async function privilegeKindOf(
  db: Executor,
  id: number,
  scope: CompanyScope,
): Promise<PrivilegeKind | undefined> {
  const [row] = await db
    .select({ kind: privileges.kind })
    .from(privileges)
    .where(and(eq(privileges.id, id), privilegeInScope(scope)));
  return row?.kind;
}

export async function templateExists(db: Executor, id: number, scope: CompanyScope): Promise<boolean> {
  const [row] = await db
    .select({ id: cardTemplates.id })
    .from(cardTemplates)
    .where(and(eq(cardTemplates.id, id), templateInScope(scope)));
  return row !== undefined;
}

/**
 * Imports to a privilege or card template of the operator's companies; point adjustments name neither
 * and, like members, are the whole group's. Nothing to add for the whole group.
 */
function importOfScope(db: Executor, scope: CompanyScope): SQL | undefined {
  if (scope.companyIds === null) return undefined;
  return and(
    or(
      isNull(bulkImports.privilegeId),
      inArray(
        bulkImports.privilegeId,
        db.select({ id: privileges.id }).from(privileges).where(privilegeInScope(scope)),
      ),
    ),
    or(
      isNull(bulkImports.templateId),
      inArray(
        bulkImports.templateId,
        db.select({ id: cardTemplates.id }).from(cardTemplates).where(templateInScope(scope)),
      ),
    ),
  );
}

/** Which of `codes` the privilege already has. */
export async function takenPartnerCodes(db: Executor, privilegeId: number, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: partnerCodes.code })
    .from(partnerCodes)
    .where(
      and(
        eq(partnerCodes.privilegeId, privilegeId),
        sql`${partnerCodes.code} in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
      ),
    );
  return new Set(rows.map((row) => row.code));
}

export async function insertImport(db: Executor, row: NewImportRow): Promise<BulkImportRow> {
  const [inserted] = await db.insert(bulkImports).values(row).returning();
  if (!inserted) throw new Error('The import insert returned no row');
  return inserted;
}

/** Every line in one statement: the rows travel as one JSON parameter. */
export async function insertImportLines(db: Executor, importId: number, lines: ImportLine[]): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((line) => ({
    n: line.lineNo,
    v: line.value,
    o: line.outcome,
    m: line.memberId,
    p: line.adjustment?.points ?? null,
    c: line.adjustment?.reasonCategory ?? null,
    t: line.adjustment?.note ?? null,
  }));
  await db.execute(sql`
    insert into ${bulkImportLines} (import_id, line_no, value, outcome, member_id, points, reason_category, note)
    select ${importId}, n, v, o, m, p, c, t from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as line(n int, v text, o text, m bigint, p int, c text, t text)`);
}

export async function findImport(db: Executor, id: number): Promise<BulkImportRow | undefined> {
  const [row] = await db.select().from(bulkImports).where(eq(bulkImports.id, id));
  return row;
}

/** An import's kind, when it is of the operator's companies (another company's is as missing). */
export async function findImportKind(db: Executor, id: number, scope: CompanyScope) {
  const [row] = await db
    .select({ kind: bulkImports.kind })
    .from(bulkImports)
    .where(and(eq(bulkImports.id, id), importOfScope(db, scope)));
  return row?.kind;
}

export async function findImportByJob(db: Executor, jobId: string): Promise<BulkImportRow | undefined> {
  const [row] = await db.select().from(bulkImports).where(eq(bulkImports.jobId, jobId));
  return row;
}

/** The import, locked until the transaction ends: execution and each applied chunk queue here. */
export async function lockImport(db: Executor, id: number): Promise<BulkImportRow | undefined> {
  const [row] = await db.select().from(bulkImports).where(eq(bulkImports.id, id)).for('update');
  return row;
}

export async function updateImport(db: Executor, id: number, fields: Partial<typeof bulkImports.$inferInsert>) {
  await db.update(bulkImports).set(fields).where(eq(bulkImports.id, id));
}

/**
 * How many lines of each import had each outcome: one grouped read over the lines' primary key for a
 * whole page of imports, rather than one per import.
 */
export async function outcomeCounts(db: Executor, importIds: number[]) {
  if (importIds.length === 0) return [];
  return db
    .select({ importId: bulkImportLines.importId, outcome: bulkImportLines.outcome, lines: count() })
    .from(bulkImportLines)
    .where(inArray(bulkImportLines.importId, importIds))
    .groupBy(bulkImportLines.importId, bulkImportLines.outcome);
}

export interface ImportListQuery {
  page: number;
  limit: number;
  /** Matches the name of the privilege or card template imported to, in either language. */
  q?: string | undefined;
  kind?: (typeof IMPORT_KINDS)[number] | undefined;
  /** The kinds the operator's role may read: no other import is listed. */
  kinds: readonly (typeof IMPORT_KINDS)[number][];
  state?: (typeof IMPORT_STATES)[number] | undefined;
  sort: { column: 'created_at'; descending: boolean };
  companies: CompanyScope;
}

function importFilterOf(db: Executor, query: ImportListQuery): SQL | undefined {
  const pattern = query.q ? `%${likeLiteral(query.q)}%` : undefined;
  return and(
    inArray(bulkImports.kind, [...query.kinds]),
    importOfScope(db, query.companies),
    query.kind === undefined ? undefined : eq(bulkImports.kind, query.kind),
    query.state === undefined ? undefined : eq(bulkImports.state, query.state),
    pattern === undefined
      ? undefined
      : or(
          inArray(
            bulkImports.privilegeId,
            // Lower-cased by PostgreSQL, as the stored titles are, so both sides fold case the same way.
            db
              .select({ id: privileges.id })
              .from(privileges)
              .where(like(privileges.titleSearch, sql`lower(${pattern})`)),
          ),
          inArray(
            bulkImports.templateId,
            db
              .select({ id: cardTemplates.id })
              .from(cardTemplates)
              .where(or(ilike(cardTemplates.nameEn, pattern), ilike(cardTemplates.nameTh, pattern))),
          ),
        ),
  );
}

/** A page of imports with the total the filters select; their counts and jobs are read for the page apart. */
export async function listImportRows(db: Executor, query: ImportListQuery) {
  const where = importFilterOf(db, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bulkImports)
      .where(where)
      .orderBy(query.sort.descending ? desc(bulkImports.createdAt) : asc(bulkImports.createdAt), desc(bulkImports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(bulkImports).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The import's `ok` lines not yet applied (`bulk_import_lines_pending_idx`). */
const isPending = (importId: number) =>
  and(eq(bulkImportLines.importId, importId), eq(bulkImportLines.outcome, 'ok'), isNull(bulkImportLines.appliedAt));

/** The next pending lines, in file order. */
export function pendingLines(db: Executor, importId: number, limit: number) {
  return db.select().from(bulkImportLines).where(isPending(importId)).orderBy(asc(bulkImportLines.lineNo)).limit(limit);
}

export async function countPendingLines(db: Executor, importId: number): Promise<number> {
  const [row] = await db.select({ lines: count() }).from(bulkImportLines).where(isPending(importId));
  return row?.lines ?? 0;
}

export async function markLinesApplied(db: Executor, importId: number, lineNos: number[], at: Date): Promise<void> {
  await db
    .update(bulkImportLines)
    .set({ appliedAt: at })
    .where(and(eq(bulkImportLines.importId, importId), inArray(bulkImportLines.lineNo, lineNos)));
}

/** Marks point-adjustment lines applied, each with the adjustment it made, in one statement. */
export async function markAdjustmentLinesApplied(
  db: Executor,
  importId: number,
  applied: { lineNo: number; adjustmentId: number }[],
  at: Date,
): Promise<void> {
  if (applied.length === 0) return;
  const rows = applied.map((line) => ({ n: line.lineNo, a: line.adjustmentId }));
  await db.execute(sql`
    update ${bulkImportLines} set applied_at = ${at}, adjustment_id = line.a
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as line(n int, a bigint)
    where ${bulkImportLines.importId} = ${importId} and ${bulkImportLines.lineNo} = line.n`);
}

/**
 * Per import, the point-adjustment lines that need a second admin: `ok` lines not yet applied above the
 * threshold, and applied ones whose adjustment is still pending. One grouped read for a page of imports.
 */
export async function awaitingApprovalCounts(db: Executor, importIds: number[], threshold: number) {
  if (importIds.length === 0) return [];
  return db
    .select({ importId: bulkImportLines.importId, lines: count() })
    .from(bulkImportLines)
    .leftJoin(pointAdjustments, eq(pointAdjustments.id, bulkImportLines.adjustmentId))
    .where(
      and(
        inArray(bulkImportLines.importId, importIds),
        eq(bulkImportLines.outcome, 'ok'),
        or(
          and(isNull(bulkImportLines.appliedAt), sql`abs(${bulkImportLines.points}) > ${threshold}`),
          eq(pointAdjustments.status, 'pending'),
        ),
      ),
    )
    .groupBy(bulkImportLines.importId);
}

/** Gives lines that execution skipped the outcome that says why; they are no longer pending. */
export async function markLinesSkipped(
  db: Executor,
  importId: number,
  lineNos: number[],
  outcome: Exclude<ImportOutcome, 'ok'>,
): Promise<void> {
  await db
    .update(bulkImportLines)
    .set({ outcome })
    .where(and(eq(bulkImportLines.importId, importId), inArray(bulkImportLines.lineNo, lineNos)));
}

/** The template, locked until the transaction ends: issuing its cards queues here, so a holder is seen. */
export async function lockTemplate(db: Executor, id: number): Promise<void> {
  await db.select({ id: cardTemplates.id }).from(cardTemplates).where(eq(cardTemplates.id, id)).for('update');
}

/**
 * The lines of an import that will not be applied or were not, with their outcome as the problem: the
 * dry run's, or the one execution gave a line it skipped; as its code, or in `problemWords` when given.
 */
/** `case <column> when 'key' then 'words' … end`: a code (text, or an enum such as a member's status) in `language`'s words. */
function wordsOf(column: SQL, words: Record<string, { en: string; th: string }>, language: Language): SQL {
  const cases = Object.entries(words).map(([key, text]) => sql` when ${key}::text then ${text[language]}::text`);
  return sql`case ${column}::text${sql.join(cases)} else ${column}::text end`;
}

export function importErrorsExportQuery(importId: number, language: Language): SQL {
  const outcome = sql`${bulkImportLines.outcome}`;
  const inactive = wordsOf(sql`${members.status}`, INACTIVE_MEMBER_WORDS, language);
  return sql`select ${bulkImportLines.lineNo} as line, ${bulkImportLines.value} as value,
    case when ${outcome} = 'inactive_member' then ${inactive}
      else ${wordsOf(outcome, IMPORT_PROBLEM_WORDS, language)} end as problem
    from ${bulkImportLines}
    left join ${members} on ${members.id} = ${bulkImportLines.memberId}
    where ${bulkImportLines.importId} = ${importId} and ${outcome} <> 'ok'
    order by ${bulkImportLines.lineNo}`;
}

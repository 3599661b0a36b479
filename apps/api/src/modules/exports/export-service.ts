import type { Readable, Transform } from 'node:stream';
import {
  AUDIT_EXPORT_COLUMNS,
  BATCH_CODE_EXPORT_COLUMNS,
  type exportAudit,
  type exportLedger,
  type exportOperators,
  fieldError,
  IMPORT_ERROR_COLUMNS,
  LEDGER_EXPORT_COLUMNS,
  MEMBER_EXPORT_COLUMNS,
  OPERATOR_EXPORT_COLUMNS,
  REDEMPTION_EXPORT_COLUMNS,
  TILL_EXPORT_COLUMNS,
} from '@loyalty/contracts';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import { csvWriter } from '../../csv-writer.js';
import type { Database } from '../../db/client.js';
import { type AuditActor, auditExport, recordAudit } from '../audit/audit-service.js';
import { bangkokMinute, fromBangkokWallClock } from '../calendar/bangkok-calendar.js';
import { batchCodesExport } from '../codes/code-admin-service.js';
import { importErrorsExport } from '../imports/import-service.js';
import { operatorsExport } from '../operators/operator-service.js';
import { tillExport } from '../till/till-list-service.js';
import { ledgerExportQuery, membersExportQuery, redemptionsExportQuery, streamRows } from './export-repository.js';

type LedgerRange = z.output<typeof exportLedger.input>;

/** Each export's filters, as its contract's input. */
interface ExportFilters {
  members: Record<string, never>;
  ledger: LedgerRange;
  /** The till's sales, refunds and payments (DESIGN §13), by the same Bangkok days as the ledger. */
  till: LedgerRange;
  redemptions: Record<string, never>;
  operators: z.output<typeof exportOperators.input>;
  audit: z.output<typeof exportAudit.input>;
  /** A code batch's codes: worth points, so audited like the personal-data exports. */
  'batch-codes': { batch_id: number };
  /** A bulk import's error file: member ids are personal data. */
  'import-errors': { import_id: number; lang?: 'en' | 'th' | undefined };
}

export type ExportKind = keyof ExportFilters;

/** One export with its filters. */
export type ExportRequest = { [Kind in ExportKind]: { kind: Kind; filters: ExportFilters[Kind] } }[ExportKind];

/** The ledger's and the till's export days are Asia/Bangkok calendar days, both ends included (DESIGN §11). */
export function ledgerRangeOf(input: LedgerRange): { from: Date | null; to: Date | null } {
  if (input.from && input.to && input.to < input.from) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('to', 'dateRangeOrder')] });
  }
  const startOf = (day: string, offsetDays = 0) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return fromBangkokWallClock(year, month, date + offsetDays, 0, 0);
  };
  return { from: input.from ? startOf(input.from) : null, to: input.to ? startOf(input.to, 1) : null };
}

/** The columns and the query of one export; the lists' exports take their query from the module owning the rows. */
function planOf(request: ExportRequest, now: Date): { columns: readonly string[]; query: SQL } {
  switch (request.kind) {
    case 'members':
      return { columns: MEMBER_EXPORT_COLUMNS, query: membersExportQuery(now) };
    case 'ledger':
      return { columns: LEDGER_EXPORT_COLUMNS, query: ledgerExportQuery(ledgerRangeOf(request.filters)) };
    case 'till':
      return { columns: TILL_EXPORT_COLUMNS, query: tillExport(ledgerRangeOf(request.filters)) };
    case 'redemptions':
      return { columns: REDEMPTION_EXPORT_COLUMNS, query: redemptionsExportQuery() };
    case 'operators':
      return { columns: OPERATOR_EXPORT_COLUMNS, query: operatorsExport(request.filters) };
    case 'audit':
      return { columns: AUDIT_EXPORT_COLUMNS, query: auditExport(request.filters) };
    case 'batch-codes':
      return { columns: BATCH_CODE_EXPORT_COLUMNS, query: batchCodesExport(request.filters) };
    case 'import-errors':
      return { columns: IMPORT_ERROR_COLUMNS, query: importErrorsExport(request.filters) };
  }
}

/**
 * A CSV export streamed from the database (DESIGN §11: never built in memory): a cursor feeds the CSV
 * writer, whose back-pressure stops the cursor while the client reads slowly. The stream fails if the
 * query does; the caller has already answered 200 by then, so the client sees a cut-off file.
 */
async function streamPlan(pool: pg.Pool, plan: { columns: readonly string[]; query: SQL }) {
  const rows: Readable = await streamRows(pool, plan.query);
  const csv = csvWriter(plan.columns);
  rows.on('error', (error) => csv.destroy(error));
  csv.on('close', () => rows.destroy());
  rows.pipe(csv);
  return csv;
}

/**
 * An operator's export (DESIGN §11) as a download: the audit trail records who exported what with which
 * filters (PDPA) once the filters are accepted (a refused range leaves no row), then the stream opens.
 * In that order because the cursor holds a pooled connection for the whole download: opened first, it
 * waited for a second one to write the audit row, and as many exports at once as the pool has
 * connections waited on each other. The file is named for the export and the Asia/Bangkok day.
 */
export async function startExport(
  database: Database,
  actor: AuditActor,
  request: ExportRequest,
  now = new Date(),
): Promise<{ body: Transform; filename: string }> {
  const { kind, filters } = request;
  const plan = planOf(request, now);
  await database.orm.transaction((tx) =>
    recordAudit(
      tx,
      { actor, action: `export.${kind}`, entity: 'export', entityId: `${kind}.csv`, after: { filters } },
      now,
    ),
  );
  const body = await streamPlan(database.pool, plan);
  return { body, filename: `${kind}-${bangkokMinute(now).slice(0, 10)}.csv` };
}

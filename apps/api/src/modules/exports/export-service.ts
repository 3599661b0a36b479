import type { Readable, Transform } from 'node:stream';
import {
  BATCH_CODE_EXPORT_COLUMNS,
  type exportLedger,
  fieldError,
  IMPORT_ERROR_COLUMNS,
  LEDGER_EXPORT_COLUMNS,
  MEMBER_EXPORT_COLUMNS,
  REDEMPTION_EXPORT_COLUMNS,
} from '@loyalty/contracts';
import { stringify } from 'csv-stringify';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Database } from '../../db/client.js';
import { type AuditActor, type AuditEntry, recordAudit } from '../audit/audit-service.js';
import { bangkokMinute, fromBangkokWallClock } from '../calendar/bangkok-calendar.js';
import {
  batchCodesExportQuery,
  importErrorsExportQuery,
  ledgerExportQuery,
  membersExportQuery,
  redemptionsExportQuery,
  streamRows,
} from './export-repository.js';

type LedgerRange = z.output<typeof exportLedger.input>;

export type ExportKind = 'members' | 'ledger' | 'redemptions';

/**
 * Rows become CSV as they arrive: UTF-8 with a byte-order mark, which Excel needs to read Thai; instants
 * in ISO 8601 (UTC) so a spreadsheet and a script read the same value.
 */
function csvOf(columns: readonly string[]): Transform {
  return stringify({
    header: true,
    bom: true,
    columns: [...columns],
    cast: { date: (value) => value.toISOString() },
  });
}

/** The ledger export's days are Asia/Bangkok calendar days, both ends included (DESIGN §11). */
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

/**
 * A CSV export streamed from the database (DESIGN §11: never built in memory): a cursor feeds the CSV
 * writer, whose back-pressure stops the cursor while the client reads slowly. The stream fails if the
 * query does; the caller has already answered 200 by then, so the client sees a cut-off file.
 */
export async function openExport(pool: pg.Pool, kind: ExportKind, range: LedgerRange = {}, now = new Date()) {
  const plan = {
    members: () => ({ columns: MEMBER_EXPORT_COLUMNS, query: membersExportQuery(now) }),
    ledger: () => ({ columns: LEDGER_EXPORT_COLUMNS, query: ledgerExportQuery(ledgerRangeOf(range)) }),
    redemptions: () => ({ columns: REDEMPTION_EXPORT_COLUMNS, query: redemptionsExportQuery() }),
  }[kind]();
  return openCsv(pool, plan.columns, plan.query);
}

async function openCsv(pool: pg.Pool, columns: readonly string[], query: SQL): Promise<Transform> {
  const rows: Readable = await streamRows(pool, query);
  const csv = csvOf(columns);
  rows.on('error', (error) => csv.destroy(error));
  csv.on('close', () => rows.destroy());
  rows.pipe(csv);
  return csv;
}

/**
 * An operator's export (DESIGN §11) as a download: the stream is opened, then the audit trail records who
 * exported what with which filters (PDPA), so a refused range leaves no row. The file is named for the
 * export and the Asia/Bangkok day.
 */
export async function startExport(
  database: Database,
  actor: AuditActor,
  kind: ExportKind,
  filters: LedgerRange = {},
  now = new Date(),
): Promise<{ body: Transform; filename: string }> {
  const body = await openExport(database.pool, kind, filters, now);
  await auditOpenedExport(
    database,
    body,
    { actor, action: `export.${kind}`, entity: 'export', entityId: `${kind}.csv`, after: { filters } },
    now,
  );
  return { body, filename: `${kind}-${bangkokMinute(now).slice(0, 10)}.csv` };
}

/** Records who downloads a stream already opened; the stream is closed when the record fails. */
async function auditOpenedExport(database: Database, body: Transform, entry: AuditEntry, now: Date) {
  try {
    await database.orm.transaction((tx) => recordAudit(tx, entry, now));
  } catch (error) {
    body.destroy();
    throw error;
  }
}

/**
 * A code batch's codes as CSV (`GET /code-batches/{id}/codes.csv`): the codes are worth points, so the
 * download is audited like the personal-data exports. The caller has checked that the batch exists.
 */
export async function startBatchCodesExport(database: Database, actor: AuditActor, batchId: number, now = new Date()) {
  const body = await openCsv(database.pool, BATCH_CODE_EXPORT_COLUMNS, batchCodesExportQuery(batchId));
  await auditOpenedExport(
    database,
    body,
    { actor, action: 'export.batch-codes', entity: 'code-batch', entityId: batchId },
    now,
  );
  return { body, filename: `code-batch-${batchId}.csv` };
}

/** A bulk import's error file (`GET /imports/{id}/errors.csv`); member ids are personal data, so audited. */
export async function startImportErrorsExport(
  database: Database,
  actor: AuditActor,
  importId: number,
  now = new Date(),
) {
  const body = await openCsv(database.pool, IMPORT_ERROR_COLUMNS, importErrorsExportQuery(importId));
  await auditOpenedExport(
    database,
    body,
    { actor, action: 'export.import-errors', entity: 'import', entityId: importId },
    now,
  );
  return { body, filename: `import-${importId}-errors.csv` };
}

import type { Readable, Transform } from 'node:stream';
import {
  AUDIT_EXPORT_COLUMNS,
  BATCH_CODE_EXPORT_COLUMNS,
  EXPORT_LABELS,
  type exportAudit,
  type exportLedger,
  type exportOperators,
  type exportRedemptions,
  fieldError,
  IMPORT_ERROR_COLUMNS,
  type Language,
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
import type { Database } from '../../db/client.js';
import { type AuditActor, auditExport, recordAudit } from '../audit/audit-service.js';
import { bangkokMinute, startOfBangkokDate } from '../calendar/bangkok-calendar.js';
import { batchCodesExport } from '../codes/code-admin-service.js';
import { type CsvPresentation, csvWriter } from '../csv/csv-writer.js';
import { importErrorsExport } from '../imports/import-service.js';
import { operatorsExport } from '../operators/operator-service.js';
import { hasPartner } from '../privileges/privilege-reference-service.js';
import { tierWindowAt } from '../tiers/tier-service.js';
import { tillExport } from '../till/till-list-service.js';
import { ledgerExportQuery, membersExportQuery, redemptionsExportQuery, streamRows } from './export-repository.js';

type LedgerRange = z.output<typeof exportLedger.input>;

/** Each export's filters, as its contract's input. */
interface ExportFilters {
  members: Record<string, never>;
  ledger: LedgerRange;
  /** The till's sales, refunds and payments (DESIGN §13), by the same Bangkok days as the ledger. */
  till: LedgerRange;
  /** One partner's redemptions of some Bangkok days: the partner's monthly invoice. */
  redemptions: z.output<typeof exportRedemptions.input>;
  operators: z.output<typeof exportOperators.input>;
  audit: z.output<typeof exportAudit.input>;
  /** A code batch's codes: worth points, so audited like the personal-data exports. */
  'batch-codes': { batch_id: number };
  /** A bulk import's error file: member ids are personal data. */
  'import-errors': { import_id: number; language: Language };
}

export type ExportKind = keyof ExportFilters;

/** One export with its filters. */
export type ExportRequest = { [Kind in ExportKind]: { kind: Kind; filters: ExportFilters[Kind] } }[ExportKind];

/** The ledger's and the till's export days are Asia/Bangkok calendar days, both ends included (DESIGN §11). */
export function ledgerRangeOf(input: LedgerRange): { from: Date | null; to: Date | null } {
  if (input.from && input.to && input.to < input.from) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('to', 'dateRangeOrder')] });
  }
  return {
    from: input.from ? startOfBangkokDate(input.from) : null,
    to: input.to ? startOfBangkokDate(input.to, 1) : null,
  };
}

/** An unknown partner is refused by name rather than answered with an empty invoice. */
async function checkPartner(database: Database, partnerId: number | undefined): Promise<void> {
  if (partnerId !== undefined && !(await hasPartner(database.orm, partnerId))) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('partner', 'unknownPartner')] });
  }
}

interface ExportPlan {
  columns: readonly string[];
  query: SQL;
  presentation?: CsvPresentation;
}

/** A title as a file name: letters and digits of any script kept, each run of anything else one dash. */
function fileNameOf(title: string): string {
  return (
    title
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'export'
  );
}

/** The columns and the query of one export; the lists' exports take their query from the module owning the rows. */
function planOf(request: ExportRequest, now: Date): ExportPlan {
  switch (request.kind) {
    case 'members':
      return {
        columns: MEMBER_EXPORT_COLUMNS,
        query: membersExportQuery(now, tierWindowAt(now).rollingFrom),
        presentation: {
          labels: { status: EXPORT_LABELS.memberStatus, login_type: EXPORT_LABELS.loginType },
          mobiles: ['mobile_no'],
        },
      };
    case 'ledger':
      return {
        columns: LEDGER_EXPORT_COLUMNS,
        query: ledgerExportQuery(ledgerRangeOf(request.filters)),
        presentation: { labels: { kind: EXPORT_LABELS.entryKind, source: EXPORT_LABELS.entrySource } },
      };
    case 'till':
      return {
        columns: TILL_EXPORT_COLUMNS,
        query: tillExport(ledgerRangeOf(request.filters)),
        presentation: { labels: { type: EXPORT_LABELS.tillType } },
      };
    case 'redemptions': {
      const { partner = null, ...days } = request.filters;
      return {
        columns: REDEMPTION_EXPORT_COLUMNS,
        query: redemptionsExportQuery({ partnerId: partner, ...ledgerRangeOf(days) }),
        presentation: {
          labels: { kind: EXPORT_LABELS.redemptionKind, status: EXPORT_LABELS.redemptionStatus },
        },
      };
    }
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
async function streamPlan(pool: pg.Pool, plan: ExportPlan) {
  const rows: Readable = await streamRows(pool, plan.query);
  const csv = csvWriter(plan.columns, plan.presentation);
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
 * connections waited on each other. The file is named for the export (or `title`, a code batch's name)
 * and the Asia/Bangkok day.
 */
export async function startExport(
  database: Database,
  actor: AuditActor,
  request: ExportRequest,
  now = new Date(),
  title: string = request.kind,
): Promise<{ body: Transform; filename: string }> {
  const { kind, filters } = request;
  const plan = planOf(request, now);
  if (request.kind === 'redemptions') await checkPartner(database, request.filters.partner);
  await database.orm.transaction((tx) =>
    recordAudit(
      tx,
      { actor, action: `export.${kind}`, entity: 'export', entityId: `${kind}.csv`, after: { filters } },
      now,
    ),
  );
  const body = await streamPlan(database.pool, plan);
  return { body, filename: `${fileNameOf(title)}-${bangkokMinute(now).slice(0, 10)}.csv` };
}

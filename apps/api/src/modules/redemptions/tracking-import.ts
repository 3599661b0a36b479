import {
  adminAdvanceShipment,
  type BulkRowResult,
  fieldError,
  MAX_BULK_ROWS,
  MAX_TRACKING_CSV_CHARACTERS,
  TRACKING_IMPORT_COLUMNS,
  type TrackingLineResult,
} from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import { eachRow, type RowFaultLog } from '../../bulk-rows.js';
import type { Orm } from '../../db/client.js';
import type { AuditActor } from '../audit/audit-service.js';
import { csvFields } from '../csv/csv-fields.js';
import { advanceShipment } from './shipment-service.js';

/** One line of a tracking CSV as read: its redemption id, carrier and tracking number, or why it is not usable. */
interface TrackingLine {
  line: number;
  redemptionId: number | null;
  carrier: string;
  trackingNo: string;
  isUsable: boolean;
}

const REDEMPTION_ID = /^[1-9]\d{0,15}$/;
/** The carrier and tracking number follow the single call's own rules (length, no control characters). */
const carrierField = adminAdvanceShipment.input.shape.carrier.unwrap();
const trackingNoField = adminAdvanceShipment.input.shape.tracking_no.unwrap();

function redemptionIdOf(value: string): number | null {
  const id = REDEMPTION_ID.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The lines of a tracking CSV (`redemption_id,carrier,tracking_no`), blank lines skipped and a first line
 * naming the columns taken as a header. A line is usable with exactly three columns, a redemption id, a
 * carrier and a tracking number the single advance would take, and a redemption id no earlier line had.
 */
export function trackingLinesOf(text: string): TrackingLine[] {
  const lines: TrackingLine[] = [];
  const seen = new Set<number>();
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      if (raw.trim() === '') return;
      const fields = csvFields(raw);
      if (lines.length === 0 && fields[0]?.toLowerCase() === TRACKING_IMPORT_COLUMNS[0]) return;
      const [id = '', carrier = '', trackingNo = ''] = fields;
      const redemptionId = redemptionIdOf(id);
      const isRepeat = redemptionId !== null && seen.has(redemptionId);
      if (redemptionId !== null) seen.add(redemptionId);
      const isUsable =
        fields.length === TRACKING_IMPORT_COLUMNS.length &&
        redemptionId !== null &&
        !isRepeat &&
        carrierField.safeParse(carrier).success &&
        trackingNoField.safeParse(trackingNo).success;
      lines.push({ line: index + 1, redemptionId, carrier, trackingNo, isUsable });
    });
  return lines;
}

/**
 * Ships packed rewards from a carrier's CSV: every usable line advances its shipment to shipped through
 * `advanceShipment` (its own transaction and audit row, as one click would), so one bad line leaves the
 * others shipped. A line that is not usable answers VALIDATION_FAILED and changes nothing. Text over
 * MAX_TRACKING_CSV_CHARACTERS is FILE_TOO_LARGE; no line, or more than MAX_BULK_ROWS, is VALIDATION_FAILED
 * on `csv` (the console sends a longer file in pieces).
 */
export async function importTrackingNumbers(
  orm: Orm,
  actor: AuditActor,
  csv: string,
  log: RowFaultLog,
): Promise<TrackingLineResult[]> {
  if (csv.length > MAX_TRACKING_CSV_CHARACTERS) throw new AppError('FILE_TOO_LARGE');
  const lines = trackingLinesOf(csv);
  if (lines.length === 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('csv', 'bulkRowsNone')] });
  if (lines.length > MAX_BULK_ROWS) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [fieldError('csv', 'bulkRowsTooMany', { max: MAX_BULK_ROWS })],
    });
  }
  const usable = lines.filter((line): line is TrackingLine & { redemptionId: number } => line.isUsable);
  const advanced = await eachRow(
    usable,
    (line) => line.redemptionId,
    (line) =>
      advanceShipment(orm, actor, {
        redemptionId: line.redemptionId,
        carrier: line.carrier,
        trackingNo: line.trackingNo,
        to: 'shipped',
      }),
    log,
  );
  const outcomeOf = new Map<TrackingLine, BulkRowResult | undefined>(
    usable.map((line, index) => [line, advanced[index]]),
  );
  return lines.map((line) => {
    const outcome = outcomeOf.get(line);
    return {
      line: line.line,
      redemption_id: line.redemptionId,
      ok: outcome?.ok ?? false,
      code: outcome ? outcome.code : 'VALIDATION_FAILED',
    };
  });
}

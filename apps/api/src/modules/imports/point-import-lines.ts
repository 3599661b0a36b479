import {
  ADJUSTMENT_REASON_CATEGORIES,
  type AdjustmentReasonCategory,
  type ImportOutcome,
  MAX_ADJUSTMENT_POINTS,
  POINT_IMPORT_COLUMNS,
} from '@loyalty/contracts';
import { csvFields } from '../csv/csv-fields.js';
import { type ImportLine, isMemberId, normaliseMemberId } from './import-lines.js';

/** The note is the reason members read in their point history: one line, as a single adjustment's. */
export const MAX_NOTE_LENGTH = 200;
const POINTS = /^[+-]?\d{1,7}$/;

/** One line of a point-adjustment CSV, its fields read. */
export interface PointLineFields {
  lineNo: number;
  value: string;
  memberCode: string;
  points: number | null;
  reasonCategory: AdjustmentReasonCategory | null;
  note: string;
  columns: number;
}

function isCategory(value: string): value is AdjustmentReasonCategory {
  return (ADJUSTMENT_REASON_CATEGORIES as readonly string[]).includes(value);
}

function pointsOf(value: string): number | null {
  if (!POINTS.test(value)) return null;
  const points = Number(value);
  return points !== 0 && Math.abs(points) <= MAX_ADJUSTMENT_POINTS ? points : null;
}

/**
 * The records of a point-adjustment CSV (`member_id,points,reason_category,note`), one a line, blank
 * lines skipped; a first line naming the columns is a header, not a member.
 */
export function pointLineFields(text: string): PointLineFields[] {
  const records: PointLineFields[] = [];
  text.split(/\r\n|\n|\r/).forEach((line, index) => {
    const value = line.trim();
    if (value === '') return;
    const fields = csvFields(value);
    if (records.length === 0 && fields[0]?.toLowerCase() === POINT_IMPORT_COLUMNS[0]) return;
    const [memberCode = '', points = '', category = '', note = ''] = fields;
    const reasonCategory = category.toLowerCase();
    records.push({
      lineNo: index + 1,
      value,
      memberCode: normaliseMemberId(memberCode),
      points: pointsOf(points),
      reasonCategory: isCategory(reasonCategory) ? reasonCategory : null,
      note,
      columns: fields.length,
    });
  });
  return records;
}

/**
 * The dry run's verdict on each line, in this order: the wrong number of columns or no member id
 * (`bad_line`), points (`bad_points`), category and note (`bad_reason`), the very same line again
 * (`duplicate`: two grants to one member are fine, a pasted line twice is a slip), then a member with an
 * account (`idOf`, else `unknown_member`).
 */
export function pointAdjustmentLines(records: PointLineFields[], idOf: Map<string, number>): ImportLine[] {
  const seen = new Set<string>();
  return records.map((record) => {
    const adjustment = { points: record.points, reasonCategory: record.reasonCategory, note: record.note };
    const line = (outcome: ImportOutcome, memberId: number | null = null): ImportLine => ({
      lineNo: record.lineNo,
      value: record.value,
      outcome,
      memberId,
      adjustment,
    });
    if (record.columns !== POINT_IMPORT_COLUMNS.length || !isMemberId(record.memberCode)) return line('bad_line');
    if (record.points === null) return line('bad_points');
    if (record.reasonCategory === null || record.note === '' || record.note.length > MAX_NOTE_LENGTH) {
      return line('bad_reason');
    }
    const key = JSON.stringify([record.memberCode, record.points, record.reasonCategory, record.note]);
    if (seen.has(key)) return line('duplicate');
    seen.add(key);
    const memberId = idOf.get(record.memberCode);
    return memberId === undefined ? line('unknown_member') : line('ok', memberId);
  });
}

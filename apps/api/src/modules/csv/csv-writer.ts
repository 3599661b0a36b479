import type { Transform } from 'node:stream';
import { type CastingContext, stringify } from 'csv-stringify';
import { bangkokInstant } from '../calendar/bangkok-calendar.js';

/** How one export writes some of its columns for people (DESIGN §11 "For a team"). */
export interface CsvPresentation {
  /** Stored codes and the words a reader sees instead (`issued` → `Issued`, login type 2 → `Thai`). */
  labels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Columns holding mobile numbers. */
  mobiles?: readonly string[];
}

/**
 * A Thai number grouped as people write it (`081-234-5678`, a Bangkok line `02-123-4567`). A spreadsheet
 * reads bare digits as a number and drops the leading 0; the dashes make the cell text in Excel and
 * Google Sheets alike without a formula (`="081…"` is one, and is what the formula guard refuses) or an
 * invisible character (which would break look-ups). Anything else is written as stored.
 */
export function mobileAsText(mobile: string): string {
  const match = /^(0\d{1,2})(\d{3})(\d{4})$/.exec(mobile);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : mobile;
}

/**
 * Every CSV the back-office downloads is written here, rows as they arrive: UTF-8 with a byte-order mark,
 * which Excel needs to read Thai; instants in ISO 8601 at Asia/Bangkok with the offset (the programme's
 * calendar, still one exact instant for a script). Text starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading `'` (OWASP CSV injection): members write their own names and addresses,
 * and a spreadsheet must not run one as a formula on an operator's machine. Numbers stay numbers.
 */
export function csvWriter(columns: readonly string[], presentation: CsvPresentation = {}): Transform {
  const { labels = {}, mobiles = [] } = presentation;
  const present = (value: string, context: CastingContext) => {
    const column = String(context.column);
    if (mobiles.includes(column)) return mobileAsText(value);
    return labels[column]?.[value] ?? value;
  };
  return stringify({
    header: true,
    bom: true,
    escape_formulas: true,
    columns: [...columns],
    cast: {
      date: (value) => bangkokInstant(value),
      boolean: (value) => String(value),
      string: present,
      number: (value, context) => present(String(value), context),
    },
  });
}

import type { Transform } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * Every CSV the back-office downloads is written here, rows as they arrive: UTF-8 with a byte-order mark,
 * which Excel needs to read Thai; instants in ISO 8601 (UTC) so a spreadsheet and a script read the same
 * value. Text starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'` (OWASP CSV
 * injection): members write their own names and addresses, and a spreadsheet must not run one as a
 * formula on an operator's machine. Numbers stay numbers.
 */
export function csvWriter(columns: readonly string[]): Transform {
  return stringify({
    header: true,
    bom: true,
    escape_formulas: true,
    columns: [...columns],
    cast: { date: (value) => value.toISOString(), boolean: (value) => String(value) },
  });
}

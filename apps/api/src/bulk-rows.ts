import type { BulkRowResult } from '@loyalty/contracts';
import { AppError } from './app-error.js';

/** Where a bulk call logs a row that failed for a reason no error code names: the request's log. */
export interface RowFaultLog {
  error(details: object, message: string): void;
}

/**
 * Runs a single-row write for each row in turn (DESIGN §11 bulk work): each call is its own transaction,
 * so a row that fails leaves the others done and answers the code the single call would have answered.
 * A fault that is no AppError is logged (with the request id the log carries) and answers
 * INTERNAL_ERROR for that row only: the rows before it are committed, and stopping there would leave the
 * operator unable to tell which.
 */
export async function eachRow<Row>(
  rows: readonly Row[],
  idOf: (row: Row) => number,
  write: (row: Row) => Promise<unknown>,
  log: RowFaultLog,
): Promise<BulkRowResult[]> {
  const results: BulkRowResult[] = [];
  for (const row of rows) {
    const id = idOf(row);
    try {
      await write(row);
      results.push({ id, ok: true, code: null });
    } catch (error) {
      if (!(error instanceof AppError)) log.error({ err: error, row: id }, 'bulk row failed');
      results.push({ id, ok: false, code: error instanceof AppError ? error.code : 'INTERNAL_ERROR' });
    }
  }
  return results;
}

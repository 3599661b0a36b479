import { createHash } from 'node:crypto';
import { AppError } from './app-error.js';

/**
 * A short fingerprint of the fields an edit replaces, as they are presented. Two operators who read the
 * same record hold the same revision; once one saves a change, the other's revision no longer matches.
 * Fields that move on their own (stock used, counters) are left out, so they never refuse an edit.
 */
export function editRevision<T extends object>(record: T, fields: readonly (keyof T & string)[]): string {
  const edited = fields.map((field) => [field, record[field] ?? null]);
  return createHash('sha256').update(JSON.stringify(edited)).digest('base64url').slice(0, 22);
}

/**
 * Refuses an edit made from an older read (EDIT_CONFLICT): `given` is the revision the form read, absent
 * from a caller that does not send one (the write then replaces whatever is there, as before).
 */
export function requireRevision(current: string, given: string | undefined): void {
  if (given !== undefined && given !== current) throw new AppError('EDIT_CONFLICT');
}

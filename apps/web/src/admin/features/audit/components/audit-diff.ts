export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an audited write changed, in the order the record lists them: a created record (no before)
 * shows every field it was given, a changed one only what differs. A value that is not a record is one
 * change of the whole.
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) return same(before, after) ? [] : [{ field: '', before, after }];
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => !same(was[field], now[field]))
    .map((field) => ({ field, before: was[field], after: now[field] }));
}

/** A value as an operator reads it in the diff: text as it is, anything else as compact JSON. */
export function shownValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

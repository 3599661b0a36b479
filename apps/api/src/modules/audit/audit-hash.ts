import { createHash } from 'node:crypto';

/** The `prev_hash` of the first row: no row before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a row's hash covers: everything it records, and the hash of the row before it. */
export interface AuditContent {
  at: Date;
  operatorId: number | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  prevHash: string;
}

/**
 * JSON with object keys sorted at every depth: PostgreSQL's jsonb keeps its own key order, so the
 * hash must not depend on the order keys were written in.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** sha256 over the previous hash and the canonical JSON of the row's content (hex). */
export function hashAuditContent(content: AuditContent): string {
  const { prevHash, ...rest } = content;
  const body = canonicalJson({ ...rest, at: content.at.toISOString() });
  return createHash('sha256').update(prevHash).update(body).digest('hex');
}

/** Values as jsonb will give them back (dates as ISO text, no `undefined`), so the hash reads the same later. */
export function asStoredJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

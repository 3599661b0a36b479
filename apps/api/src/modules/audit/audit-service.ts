import type { AuditAction } from '@loyalty/contracts';
import type { SQL } from 'drizzle-orm';
import type { Executor, Orm } from '../../db/client.js';
import { pagedListOf } from '../../paged-list.js';
import { asStoredJson, GENESIS_HASH, hashAuditContent } from './audit-hash.js';
import { presentAuditEntry } from './audit-presenter.js';
import {
  type AuditFilters,
  auditExportQuery,
  countUnsealed,
  firstUnchainedRow,
  insertAuditRow,
  listAuditRows,
  sealsAfter,
} from './audit-repository.js';

/** Who made a write: the signed-in operator (null from the CLI) and the request it came in. */
export interface AuditActor {
  operatorId: number | null;
  requestId: string | null;
}

/**
 * Who the audit trail names for a write made outside a request (`npm run admin`, decision 011; the demo
 * seed): no operator signed in and no request; the operating system's login is the terminal's own record.
 */
export const TERMINAL_ACTOR: AuditActor = { operatorId: null, requestId: null };

export interface AuditEntry {
  actor: AuditActor;
  /** `<entity>.<verb>`, e.g. `operator.update`: one the console can name (AUDIT_ACTIONS). */
  action: AuditAction;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends a row to the audit log, for the sealer to chain once it commits (decision 046). Call it INSIDE
 * the write's own transaction, after the write: a failed write then leaves no row.
 */
export function recordAudit(tx: Executor, entry: AuditEntry, at = new Date()): Promise<{ id: number }> {
  return insertAuditRow(tx, {
    at,
    operatorId: entry.actor.operatorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: asStoredJson(entry.before),
    after: asStoredJson(entry.after),
    requestId: entry.actor.requestId,
  });
}

/** What an audited change reports: the record it changed, what it was and is, and what the write answers. */
export interface AuditedChange<After, Answer> {
  entityId: string | number;
  /** The record as it was, read (and locked, where writes must queue) before the change; none for a creation. */
  before?: unknown;
  /** The record as it is after the change, as the audit row keeps it; none for a removal. */
  after?: After;
  /** What the write answers, when it is not `after` (a partial audit row of a larger record, for example). */
  answer?: Answer;
}

/** Who makes an audited write, and which action on which kind of record (`AuditEntry` less the change). */
export interface AuditedWrite {
  actor: AuditActor;
  action: AuditAction;
  entity: string;
  /** The audit row's instant (default now). */
  at?: Date | undefined;
}

/**
 * An audited write inside a transaction the caller already holds (an idempotent call's, a job's): reads
 * the record before, changes it and reads it after (`change`), then records the audit row (STYLE: one
 * audited write).
 */
export async function auditedChange<After, Answer = After>(
  tx: Executor,
  write: AuditedWrite,
  change: (tx: Executor) => Promise<AuditedChange<After, Answer>>,
): Promise<Answer> {
  const changed = await change(tx);
  const { actor, action, entity, at } = write;
  const { entityId, before, after } = changed;
  await recordAudit(tx, { actor, action, entity, entityId, before, after }, at);
  return ('answer' in changed ? changed.answer : after) as Answer;
}

/**
 * One operator write in its own transaction: read before → change → read after (`change`) → audit row.
 * A failed change leaves neither the change nor the audit row.
 */
export function auditedWrite<After, Answer = After>(
  orm: Orm,
  write: AuditedWrite,
  change: (tx: Executor) => Promise<AuditedChange<After, Answer>>,
): Promise<Answer> {
  return orm.transaction((tx) => auditedChange(tx, write, change));
}

export type AuditChainReport =
  | { ok: true; rows: number; pending: number }
  | { ok: false; rows: number; rowId: number; problem: 'tampered' | 'missing' | 'unchained' };

const VERIFY_BATCH = 1000;

/**
 * Walks the chain from its first seal. A row whose content no longer gives its seal's hash was changed;
 * a seal whose row is gone, or whose `prev_hash` is not the hash of the seal before it, follows a removed
 * row or seal; a row neither sealed nor waiting for the sealer was taken out of its queue. Rows waiting
 * (`pending`) are checked once sealed (`sealAuditRows`).
 */
export async function verifyAuditChain(db: Executor): Promise<AuditChainReport> {
  let expectedPrev = GENESIS_HASH;
  let lastSeq = 0;
  let rows = 0;
  for (;;) {
    const batch = await sealsAfter(db, lastSeq, VERIFY_BATCH);
    for (const { seal, row } of batch) {
      if (!row || seal.prevHash !== expectedPrev || seal.seq !== lastSeq + 1) {
        return { ok: false, rows, rowId: seal.auditId, problem: 'missing' };
      }
      const { id: _id, ...content } = row;
      if (hashAuditContent({ ...content, prevHash: seal.prevHash }) !== seal.hash) {
        return { ok: false, rows, rowId: row.id, problem: 'tampered' };
      }
      expectedPrev = seal.hash;
      lastSeq = seal.seq;
      rows += 1;
    }
    if (batch.length < VERIFY_BATCH) break;
  }
  const unchained = await firstUnchainedRow(db);
  if (unchained !== undefined) return { ok: false, rows, rowId: unchained, problem: 'unchained' };
  return { ok: true, rows, pending: await countUnsealed(db) };
}

export interface AuditQuery extends AuditSelection {
  page: number;
  limit: number;
}

/** Which audit rows a list or its export shows, and in which order. */
export interface AuditSelection {
  /** `at` or `-at` (newest first). */
  sort: string;
  q?: string | undefined;
  operator_id?: number | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  /** ISO instants: `from` inclusive, `to` exclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

function filtersOf(query: AuditSelection): AuditFilters {
  return {
    operatorId: query.operator_id,
    action: query.action,
    entity: query.entity,
    q: query.q,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
  };
}

/** A page of the audit trail as DESIGN §11 lists it. */
export async function listAudit(db: Executor, query: AuditQuery) {
  const { rows, total } = await listAuditRows(db, filtersOf(query), { ...query, descending: query.sort === '-at' });
  return pagedListOf(rows.map(presentAuditEntry), query, total);
}

/** The query of the audit list's CSV export: the same rows as the list's filters, every page. */
export function auditExport(query: AuditSelection): SQL {
  return auditExportQuery(filtersOf(query), query.sort === '-at');
}

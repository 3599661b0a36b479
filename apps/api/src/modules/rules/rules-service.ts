import { databaseKeyOf, type Executor, isTransaction, type Orm } from '../../db/client.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { presentAllRules } from './rules-presenter.js';
import {
  lockRulesRow,
  type ProgrammeRuleChanges,
  type ProgrammeRulesRow,
  selectRulesRow,
  updateRulesRow,
} from './rules-repository.js';

export type ProgrammeRules = Omit<ProgrammeRulesRow, 'id' | 'updatedAt'>;
export type { ProgrammeRuleChanges, ProgrammeRulesRow };

/** Operators change rules rarely; a minute's delay before a change applies everywhere is fine. */
const RULES_CACHE_MS = 60_000;

interface CachedRules {
  loadedAt: number;
  rules: Promise<ProgrammeRules>;
  /** Whether `rules` has settled: only then may a transaction take it. */
  isLoaded: boolean;
}

const cache = new WeakMap<object, CachedRules>();

function rulesOf(row: ProgrammeRulesRow): ProgrammeRules {
  const { id: _id, updatedAt: _updatedAt, ...rules } = row;
  return rules;
}

function remember(key: object, loadedAt: number, rules: Promise<ProgrammeRules>): void {
  const entry: CachedRules = { loadedAt, rules, isLoaded: false };
  cache.set(key, entry);
  rules.then(
    () => {
      entry.isLoaded = true;
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
}

/**
 * The DESIGN §6 rules of the programme, read at most once a minute per database, inside its transactions
 * too: they may be a minute old anyway, so a point movement does not query them every time. A
 * transaction takes only rules already loaded: it holds a connection, often with rows locked, and a load
 * still running elsewhere may itself be waiting for a connection (ten scans of one code, each holding the
 * code's lock, waited on a load the pool had no connection left for). It reads them itself instead.
 */
export function getProgrammeRules(db: Executor, now = Date.now()): Promise<ProgrammeRules> {
  const key = databaseKeyOf(db);
  const cached = cache.get(key);
  const fresh = cached && now - cached.loadedAt < RULES_CACHE_MS ? cached : undefined;
  if (fresh && (fresh.isLoaded || !isTransaction(db))) return fresh.rules;
  const rules = selectRulesRow(db).then(rulesOf);
  if (!fresh) remember(key, now, rules);
  return rules;
}

/** The rules as stored now, with when they last changed: what an operator edits, never the cached copy. */
export function readProgrammeRules(db: Executor): Promise<ProgrammeRulesRow> {
  return selectRulesRow(db);
}

/** Forgets the cached rules of `db`'s database, so a change made by an operator tool applies at once. */
export function forgetProgrammeRules(db: Executor): void {
  cache.delete(databaseKeyOf(db));
}

/**
 * Changes some rules (the back-office and the CLI) and forgets the cache of `orm`; other API processes
 * pick the change up within a minute. The audit row (`rules.update`, the rules before and after) is
 * written in the same transaction. Values are checked against the contracts' limits by the callers.
 */
export async function updateProgrammeRules(
  orm: Orm,
  actor: AuditActor,
  changes: ProgrammeRuleChanges,
  now = new Date(),
): Promise<ProgrammeRulesRow> {
  const write = { actor, action: 'rules.update', entity: 'programme_rules', at: now } as const;
  const after = await auditedWrite(orm, write, async (tx) => {
    const before = await lockRulesRow(tx);
    const updated = await updateRulesRow(tx, changes, now);
    return { entityId: updated.id, before: presentAllRules(before), after: presentAllRules(updated), answer: updated };
  });
  forgetProgrammeRules(orm);
  return after;
}

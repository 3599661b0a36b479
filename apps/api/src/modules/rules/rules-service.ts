import type { Executor, Orm } from '../../db/client.js';
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

const cache = new WeakMap<Executor, { loadedAt: number; rules: Promise<ProgrammeRules> }>();

function rulesOf(row: ProgrammeRulesRow): ProgrammeRules {
  const { id: _id, updatedAt: _updatedAt, ...rules } = row;
  return rules;
}

/** The DESIGN §6 rules of the programme, read at most once a minute per database. */
export function getProgrammeRules(db: Executor, now = Date.now()): Promise<ProgrammeRules> {
  const cached = cache.get(db);
  if (cached && now - cached.loadedAt < RULES_CACHE_MS) return cached.rules;
  const rules = selectRulesRow(db).then(rulesOf);
  cache.set(db, { loadedAt: now, rules });
  rules.catch(() => cache.delete(db));
  return rules;
}

/** The rules as stored now, with when they last changed: what an operator edits, never the cached copy. */
export function readProgrammeRules(db: Executor): Promise<ProgrammeRulesRow> {
  return selectRulesRow(db);
}

/** Forgets the cached rules of `db`, so a change made by an operator tool applies at once. */
export function forgetProgrammeRules(db: Executor): void {
  cache.delete(db);
}

/**
 * Changes some rules (the back-office and the CLI) and forgets the cache of `orm`; other API processes
 * pick the change up within a minute. `within` runs in the same transaction with the rules before and
 * after (the back-office's audit row).
 */
export async function updateProgrammeRules(
  orm: Orm,
  changes: ProgrammeRuleChanges,
  options: {
    now?: Date;
    within?: (tx: Executor, change: { before: ProgrammeRulesRow; after: ProgrammeRulesRow }) => Promise<void>;
  } = {},
): Promise<ProgrammeRulesRow> {
  const after = await orm.transaction(async (tx) => {
    const before = await lockRulesRow(tx);
    const updated = await updateRulesRow(tx, changes, options.now ?? new Date());
    await options.within?.(tx, { before, after: updated });
    return updated;
  });
  forgetProgrammeRules(orm);
  return after;
}

import type { Executor, Orm } from '../../db/client.js';
import { findProgrammeRulesRow, type ProgrammeRulesRow, updateProgrammeRulesRow } from './rules-repository.js';

export type ProgrammeRules = Omit<ProgrammeRulesRow, 'id' | 'updatedAt'>;

/** Operators change rules rarely; a minute's delay before a change applies everywhere is fine. */
const RULES_CACHE_MS = 60_000;

const cache = new WeakMap<Executor, { loadedAt: number; rules: Promise<ProgrammeRules> }>();

async function loadRules(db: Executor): Promise<ProgrammeRules> {
  return rulesOf(await findProgrammeRulesRow(db));
}

function rulesOf(row: ProgrammeRulesRow | undefined): ProgrammeRules {
  if (!row) throw new Error('programme_rules has no row; migration 0006 inserts it');
  const { id: _id, updatedAt: _updatedAt, ...rules } = row;
  return rules;
}

/** The DESIGN §6 rules of the programme, read at most once a minute per database. */
export function getProgrammeRules(db: Executor, now = Date.now()): Promise<ProgrammeRules> {
  const cached = cache.get(db);
  if (cached && now - cached.loadedAt < RULES_CACHE_MS) return cached.rules;
  const rules = loadRules(db);
  cache.set(db, { loadedAt: now, rules });
  rules.catch(() => cache.delete(db));
  return rules;
}

/** Forgets the cached rules of `db`, so a change made by an operator tool applies at once. */
export function forgetProgrammeRules(db: Executor): void {
  cache.delete(db);
}

/**
 * Changes some rules (an operator tool) and forgets the cache of `orm`; other API processes pick the
 * change up within a minute. The table's checks refuse values that would break the programme.
 */
export async function updateProgrammeRules(orm: Orm, changes: Partial<ProgrammeRules>): Promise<ProgrammeRules> {
  const row = await updateProgrammeRulesRow(orm, changes);
  forgetProgrammeRules(orm);
  return rulesOf(row);
}

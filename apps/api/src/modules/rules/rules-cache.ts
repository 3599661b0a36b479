import type { Executor } from '../../db/client.js';
import { createTableCopy, readEveryTime, type TableCopy, type TableReader } from '../../db/table-copy.js';
import { type ProgrammeRulesRow, selectRulesRow } from './rules-repository.js';

export type ProgrammeRules = Omit<ProgrammeRulesRow, 'id' | 'updatedAt'>;

/**
 * The DESIGN §6 rules of the programme as one app keeps them (its cache registry's `rules`, `caches.ts`):
 * read inside point movements' transactions too, so a movement does not query them every time.
 */
export type RulesCache = TableCopy<ProgrammeRules>;
/** Where a service reads the rules: the app's `caches.rules`, or `UNCACHED_RULES` in a tool. */
export type RulesReader = TableReader<ProgrammeRules>;

/**
 * Operators change rules rarely, and `rules_changes` makes every app forget them at once; while notices
 * may be missed a copy is at most a minute old, which decision 012 allowed.
 */
const RULES_CACHE_MS = 60_000;

async function loadRules(db: Executor): Promise<ProgrammeRules> {
  const { id: _id, updatedAt: _updatedAt, ...rules } = await selectRulesRow(db);
  return rules;
}

export function createRulesCache(): RulesCache {
  return createTableCopy(loadRules, RULES_CACHE_MS);
}

/** The rules as stored, read each time: for a tool that keeps nothing (the CLI, the seed) and for tests. */
export const UNCACHED_RULES: RulesReader = readEveryTime(loadRules);

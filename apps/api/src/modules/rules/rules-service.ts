import { databaseKeyOf, type Executor, type Orm } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../audit/audit-service.js';
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

const cache = new WeakMap<object, { loadedAt: number; rules: Promise<ProgrammeRules> }>();

function rulesOf(row: ProgrammeRulesRow): ProgrammeRules {
  const { id: _id, updatedAt: _updatedAt, ...rules } = row;
  return rules;
}

/**
 * The DESIGN §6 rules of the programme, read at most once a minute per database, inside its transactions
 * too: they may be a minute old anyway, so a point movement does not query them every time.
 */
export function getProgrammeRules(db: Executor, now = Date.now()): Promise<ProgrammeRules> {
  const key = databaseKeyOf(db);
  const cached = cache.get(key);
  if (cached && now - cached.loadedAt < RULES_CACHE_MS) return cached.rules;
  const rules = selectRulesRow(db).then(rulesOf);
  cache.set(key, { loadedAt: now, rules });
  rules.catch(() => cache.delete(key));
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
  const after = await orm.transaction(async (tx) => {
    const before = await lockRulesRow(tx);
    const updated = await updateRulesRow(tx, changes, now);
    await recordAudit(
      tx,
      {
        actor,
        action: 'rules.update',
        entity: 'programme_rules',
        entityId: updated.id,
        before: presentAllRules(before),
        after: presentAllRules(updated),
      },
      now,
    );
    return updated;
  });
  forgetProgrammeRules(orm);
  return after;
}

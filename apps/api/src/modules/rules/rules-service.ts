import type { CacheForgetting } from '../../caches.js';
import type { Executor, Orm } from '../../db/client.js';
import { requireRevision } from '../../edit-revision.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { presentAllRules, rulesRevision } from './rules-presenter.js';
import {
  lockRulesRow,
  type ProgrammeRuleChanges,
  type ProgrammeRulesRow,
  selectRulesRow,
  updateRulesRow,
} from './rules-repository.js';

export { type ProgrammeRules, type RulesReader, UNCACHED_RULES } from './rules-cache.js';
export type { ProgrammeRuleChanges, ProgrammeRulesRow };

/** The rules as stored now, with when they last changed: what an operator edits, never the cached copy. */
export function readProgrammeRules(db: Executor): Promise<ProgrammeRulesRow> {
  return selectRulesRow(db);
}

/**
 * Changes some rules (the back-office and the CLI) and forgets this app's copy (`caches`; the CLI keeps
 * none); other API processes forget theirs on the `rules_changes` notice. The audit row (`rules.update`, the rules before and after) is
 * written in the same transaction. Values are checked against the contracts' limits by the callers. With
 * `readRevision` (what an operator's form read), rules changed since are refused with EDIT_CONFLICT.
 */
export async function updateProgrammeRules(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  changes: ProgrammeRuleChanges,
  now = new Date(),
  readRevision?: string,
): Promise<ProgrammeRulesRow> {
  const write = { actor, action: 'rules.update', entity: 'programme_rules', at: now } as const;
  const after = await auditedWrite(orm, write, async (tx) => {
    const before = await lockRulesRow(tx);
    requireRevision(rulesRevision(presentAllRules(before)), readRevision);
    const updated = await updateRulesRow(tx, changes, now);
    return { entityId: updated.id, before: presentAllRules(before), after: presentAllRules(updated), answer: updated };
  });
  // Read-your-writes: this process's next movement must not wait for the notice.
  caches?.forget('rules');
  return after;
}

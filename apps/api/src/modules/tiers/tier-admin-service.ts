import { type AdminTier, fieldError } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { CacheForgetting } from '../../caches.js';
import type { Executor, Orm } from '../../db/client.js';
import { editRevision, requireRevision } from '../../edit-revision.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { lockTiersInOrder, listTiers as selectTiers, type TierRow, updateTier } from './tier-repository.js';

const EDITED_FIELDS = ['name_en', 'name_th', 'min_spending'] as const;

function presentTier(row: TierRow): AdminTier {
  const fields = { code: row.code, name_en: row.nameEn, name_th: row.nameTh, min_spending: row.minSpending };
  return { ...fields, revision: editRevision(fields, EDITED_FIELDS) };
}

/** The tiers from the lowest up, as an operator edits them: read from the table, never the cached copy. */
export async function listAdminTiers(db: Executor): Promise<AdminTier[]> {
  const rows = await selectTiers(db);
  return rows.map(presentTier);
}

export interface TierChange {
  code: string;
  nameEn: string;
  nameTh: string;
  minSpending: number;
  /** The revision the operator's form read; absent, the change replaces whatever is there. */
  revision?: string | undefined;
}

/**
 * DESIGN §6 tiers: a member holds the highest tier whose threshold their spending reaches, so thresholds
 * must strictly increase from the lowest tier up and the lowest must stay 0 (every member holds a tier).
 */
function requireThresholdInOrder(ordered: TierRow[], index: number, minSpending: number): void {
  const below = ordered[index - 1];
  const above = ordered[index + 1];
  const refuse = (key: 'tierLowestThreshold' | 'tierThresholdAbove' | 'tierThresholdBelow') => {
    const values = { min: below?.minSpending, max: above?.minSpending };
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('min_spending', key, values)] });
  };
  if (!below && minSpending !== 0) refuse('tierLowestThreshold');
  if (below && minSpending <= below.minSpending) refuse('tierThresholdAbove');
  if (above && minSpending >= above.minSpending) refuse('tierThresholdBelow');
}

/**
 * Changes one tier's names and threshold (an admin's console screen), with the tiers locked so two edits
 * cannot cross each other's thresholds. The audit row (`tier.update`) keeps before and after; this app
 * forgets its tier copy at once (read-your-writes), other processes on the `tier_changes` notice, so
 * members see the new threshold straight away. NOT_FOUND for an unknown code, EDIT_CONFLICT when the tier
 * changed since the form read it.
 */
export async function updateAdminTier(
  orm: Orm,
  caches: CacheForgetting,
  actor: AuditActor,
  change: TierChange,
  now = new Date(),
): Promise<AdminTier> {
  const write = { actor, action: 'tier.update', entity: 'tier', at: now } as const;
  const updated = await auditedWrite(orm, write, async (tx) => {
    const ordered = await lockTiersInOrder(tx);
    const index = ordered.findIndex((tier) => tier.code === change.code);
    const current = ordered[index];
    if (!current) throw new AppError('NOT_FOUND');
    const before = presentTier(current);
    requireRevision(before.revision, change.revision);
    requireThresholdInOrder(ordered, index, change.minSpending);
    const row = await updateTier(tx, current.id, {
      nameEn: change.nameEn,
      nameTh: change.nameTh,
      minSpending: change.minSpending,
    });
    const after = presentTier(row);
    const { revision: _before, ...auditedBefore } = before;
    const { revision: _after, ...auditedAfter } = after;
    return { entityId: current.code, before: auditedBefore, after: auditedAfter, answer: after };
  });
  // Read-your-writes: this process's next tier reading must not wait for the notice.
  caches.forget('tiers');
  return updated;
}

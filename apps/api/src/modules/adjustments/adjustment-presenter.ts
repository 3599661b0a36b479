import type { Adjustment } from '@loyalty/contracts';
import type { AdjustmentView } from './adjustment-repository.js';

export function presentAdjustment(view: AdjustmentView): Adjustment {
  return {
    id: view.id,
    member_id: view.memberCode,
    member_name: view.memberName,
    points: view.points,
    reason: view.reasonEn,
    reason_th: view.reasonTh,
    reason_category: view.reasonCategory,
    status: view.status,
    made_by: view.madeBy,
    made_by_name: view.madeByName,
    created_at: view.createdAt.toISOString(),
    decided_by: view.decidedBy,
    decided_by_name: view.decidedByName,
    decided_at: view.decidedAt?.toISOString() ?? null,
    reject_reason: view.rejectReason,
    entry_id: view.entryId,
  };
}

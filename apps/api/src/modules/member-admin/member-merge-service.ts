import type { mergeMember } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../audit/audit-service.js';
import { moveCardsToMember } from '../cards/card-service.js';
import { runIdempotentLocked } from '../idempotency/idempotency-service.js';
import {
  lockMembersByCodes,
  type MemberRow,
  markMemberMerged,
  repointMergedMembers,
} from '../members/member-service.js';
import { mergePoints } from '../points/point-service.js';
import { moveReceiptsToMember } from '../receipts/receipt-service.js';
import { moveRedemptionsToMember } from '../redemptions/redemption-history-service.js';
import { auditedStateOf, type MemberAdminContext } from './member-status-service.js';

type MergeInput = z.output<typeof mergeMember.input>;
type MergeAnswer = z.output<typeof mergeMember.output>;

/** Only accounts in use can be merged, either way: a merged one is gone, a canceled one was closed by its owner. */
const MERGEABLE_STATUSES: ReadonlySet<MemberRow['status']> = new Set(['active', 'suspended', 'blocked']);

/**
 * DESIGN §11 merge, all in one transaction: both members are locked lowest id first; the merged member's
 * unexpired points move through the ledger with their expiry (`mergePoints`), its cards, redemptions and
 * receipts move to the survivor, members merged into it earlier now name the survivor, it becomes
 * `merged`, and the audit row is written. Its sessions are left open on purpose: their next call answers
 * MEMBER_MERGED (the status notice clears every process's cache, this one's once committed), which
 * SPEC §4 sends to cancel-membership with the merged flag, where a revoked session would answer
 * UNAUTHORIZED and lose that. Its ledger entries stay its own (the ledger is append-only) and show in the
 * survivor's ledger. Profile, addresses and consents stay with the merged account (personal data the
 * survivor never gave). An `Idempotency-Key` is kept on the merged member under the operator, so a retry replays the answer
 * and the key never meets one the member sent.
 */
export async function mergeMembers(
  { orm, sessions }: MemberAdminContext,
  actor: AuditActor,
  memberCode: string,
  input: MergeInput & { idempotencyKey?: string | undefined },
  now = new Date(),
): Promise<MergeAnswer> {
  if (memberCode === input.into_member_id) throw new AppError('MERGE_INTO_SELF');
  const { idempotencyKey, ...request } = input;
  const { answer, mergedId } = await orm.transaction(async (tx) => {
    const locked = await lockMembersByCodes(tx, [memberCode, input.into_member_id]);
    const merged = locked.find((member) => member.mbkMemberId === memberCode);
    const survivor = locked.find((member) => member.mbkMemberId === input.into_member_id);
    if (!merged || !survivor) throw new AppError('NOT_FOUND');
    const idempotent = {
      memberId: merged.id,
      operatorId: actor.operatorId ?? undefined,
      key: idempotencyKey,
      payload: { call: 'MergeMember', member_id: memberCode, ...request },
    };
    const done = await runIdempotentLocked(tx, idempotent, () =>
      moveEverything(tx, actor, { merged, survivor }, { reason: input.reason, idempotencyKey }, now),
    );
    return { answer: done, mergedId: merged.id };
  });
  sessions?.forgetMember(mergedId);
  return answer;
}

async function moveEverything(
  tx: Executor,
  actor: AuditActor,
  { merged, survivor }: { merged: MemberRow; survivor: MemberRow },
  { reason, idempotencyKey }: { reason: string; idempotencyKey: string | undefined },
  now: Date,
): Promise<MergeAnswer> {
  if (!MERGEABLE_STATUSES.has(merged.status) || !MERGEABLE_STATUSES.has(survivor.status)) {
    throw new AppError('MEMBER_STATE_CONFLICT');
  }
  const { points } = await mergePoints(
    tx,
    { fromMemberId: merged.id, toMemberId: survivor.id, reason, ...(idempotencyKey ? { idempotencyKey } : {}) },
    now,
  );
  const cardsMoved = await moveCardsToMember(tx, merged.id, survivor.id);
  const redemptionsMoved = await moveRedemptionsToMember(tx, merged.id, survivor.id);
  const receiptsMoved = await moveReceiptsToMember(tx, merged.id, survivor.id);
  await repointMergedMembers(tx, merged.id, survivor.id);
  const updated = await markMemberMerged(tx, merged.id, { intoMemberId: survivor.id, reason, at: now });
  const answer: MergeAnswer = {
    member_id: merged.mbkMemberId,
    into_member_id: survivor.mbkMemberId,
    points_moved: points,
    cards_moved: cardsMoved,
    redemptions_moved: redemptionsMoved,
    receipts_moved: receiptsMoved,
  };
  await recordAudit(
    tx,
    {
      actor,
      action: 'member.merge',
      entity: 'member',
      entityId: merged.mbkMemberId,
      before: auditedStateOf(merged),
      after: { ...auditedStateOf(updated), ...answer },
    },
    now,
  );
  return answer;
}

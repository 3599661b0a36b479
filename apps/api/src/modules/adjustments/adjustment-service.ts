import type { Adjustment, AdjustmentReasonCategory, AdjustmentStatus, OperatorRole } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { recordAudit } from '../audit/audit-service.js';
import { runIdempotent } from '../idempotency/idempotency-service.js';
import { ACCOUNTLESS_STATUSES, type MemberRow } from '../members/member-service.js';
import { adjustPoints } from '../points/point-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import { presentAdjustment } from './adjustment-presenter.js';
import {
  type AdjustmentRow,
  type AdjustmentSort,
  findAdjustment,
  findMemberRefByCode,
  insertAdjustment,
  lockAdjustment,
  selectAdjustmentPage,
  selectAdjustmentView,
  updateAdjustment,
} from './adjustment-repository.js';

/** The signed-in operator a back-office write acts for, and the request it came with (audit). */
export interface OperatorActor {
  operatorId: number;
  role: OperatorRole;
  requestId: string | null;
}

export interface AdjustmentProposal {
  memberCode: string;
  points: number;
  reasonEn: string;
  reasonTh: string;
  /** Left out (tests, older callers): the table files it under `other`. */
  reasonCategory?: AdjustmentReasonCategory | undefined;
  idempotencyKey?: string | undefined;
}

/** The adjustment as the API answers it; an idempotent replay answers the very same JSON. */
async function presented(tx: Executor, id: number): Promise<Adjustment> {
  const view = await selectAdjustmentView(tx, id);
  if (!view) throw new Error(`Adjustment ${id} vanished inside its own transaction`);
  return presentAdjustment(view);
}

/** The audit row of an adjustment write, in the write's own transaction (a failed write leaves none). */
function audit(
  tx: Executor,
  actor: OperatorActor,
  verb: 'create' | 'approve' | 'reject' | 'withdraw',
  before: Adjustment | null,
  after: Adjustment,
  now: Date,
) {
  return recordAudit(
    tx,
    { actor, action: `adjustment.${verb}`, entity: 'point_adjustment', entityId: after.id, before, after },
    now,
  );
}

/** Points move only to a member with an account: elsewhere no one could use them, yet they would count as owed. */
function requireAccount(member: MemberRow | undefined): void {
  if (!member) throw new AppError('NOT_FOUND');
  if (ACCOUNTLESS_STATUSES.has(member.status)) throw new AppError('MEMBER_STATE_CONFLICT');
}

/** Moves the adjustment's points through the ledger and marks it approved by `decidedBy` (null: its maker alone). */
async function apply(tx: Executor, rules: RulesReader, adjustment: AdjustmentRow, decidedBy: number | null, now: Date) {
  const { entryId } = await adjustPoints(
    tx,
    rules,
    {
      memberId: adjustment.memberId,
      amount: adjustment.points,
      reason: adjustment.reasonEn,
      reasonTh: adjustment.reasonTh,
      reference: `adjustment:${adjustment.id}`,
    },
    now,
  );
  return updateAdjustment(tx, adjustment.id, { status: 'approved', entryId, decidedBy, decidedAt: now });
}

/**
 * DESIGN §11 maker-checker: an admin's adjustment of at most `adjust_approval_threshold` points (either
 * sign) applies at once; a larger one, or any by staff, waits pending for another admin. Idempotent on
 * the operator's key; INSUFFICIENT_POINTS when an immediate removal exceeds the balance (nothing kept).
 */
export async function proposeAdjustment(
  orm: Orm,
  rules: RulesReader,
  actor: OperatorActor,
  proposal: AdjustmentProposal,
  now = new Date(),
): Promise<Adjustment> {
  const member = await findMemberRefByCode(orm, proposal.memberCode);
  if (!member) throw new AppError('NOT_FOUND');
  const payload = { call: 'CreateAdjustment', member: member.id, ...proposal, idempotencyKey: undefined };
  return runIdempotent(
    orm,
    { memberId: member.id, operatorId: actor.operatorId, key: proposal.idempotencyKey, payload },
    async (tx, locked) => {
      requireAccount(locked);
      return makeAdjustment(tx, rules, actor, { ...proposal, memberId: member.id }, now);
    },
  );
}

/**
 * Makes one adjustment for a member whose row the caller has locked and checked has an account: pending,
 * or applied at once when an admin's is within `adjust_approval_threshold`; audited in the same
 * transaction. INSUFFICIENT_POINTS when an immediate removal exceeds the balance.
 */
export async function makeAdjustment(
  tx: Executor,
  rules: RulesReader,
  actor: OperatorActor,
  adjustment: Omit<AdjustmentProposal, 'memberCode' | 'idempotencyKey'> & { memberId: number },
  now: Date,
): Promise<Adjustment> {
  const { adjustApprovalThreshold } = await rules.read(tx);
  const created = await insertAdjustment(tx, {
    memberId: adjustment.memberId,
    points: adjustment.points,
    reasonEn: adjustment.reasonEn,
    reasonTh: adjustment.reasonTh,
    reasonCategory: adjustment.reasonCategory,
    status: 'pending',
    madeBy: actor.operatorId,
    createdAt: now,
  });
  const appliesAtOnce = actor.role === 'admin' && Math.abs(adjustment.points) <= adjustApprovalThreshold;
  if (appliesAtOnce) await apply(tx, rules, created, null, now);
  const after = await presented(tx, created.id);
  await audit(tx, actor, 'create', null, after, now);
  return after;
}

/**
 * A pending adjustment for `actor` to decide, locked: the member's row is locked first (runIdempotent's
 * order for every point movement), then the adjustment, so two admins deciding at once queue and the
 * second finds it decided (NOT_ACTIVE).
 */
async function lockPending(tx: Executor, id: number): Promise<AdjustmentRow> {
  const adjustment = await lockAdjustment(tx, id);
  if (!adjustment) throw new AppError('NOT_FOUND');
  if (adjustment.status !== 'pending') throw new AppError('NOT_ACTIVE');
  return adjustment;
}

function requireAdmin(actor: OperatorActor): void {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
}

/**
 * A second admin approves a pending adjustment: never its maker (SELF_APPROVAL, admins included). A
 * removal the member's balance no longer covers is refused with INSUFFICIENT_POINTS and the adjustment
 * stays pending (the transaction rolls back), to be approved later or rejected.
 */
export async function approvePendingAdjustment(
  orm: Orm,
  rules: RulesReader,
  actor: OperatorActor,
  request: { id: number; idempotencyKey?: string | undefined },
  now = new Date(),
): Promise<Adjustment> {
  requireAdmin(actor);
  const found = await findAdjustment(orm, request.id);
  if (!found) throw new AppError('NOT_FOUND');
  const payload = { call: 'ApproveAdjustment', id: request.id };
  return runIdempotent(
    orm,
    { memberId: found.memberId, operatorId: actor.operatorId, key: request.idempotencyKey, payload },
    async (tx, member) => {
      const adjustment = await lockPending(tx, request.id);
      if (adjustment.madeBy === actor.operatorId) throw new AppError('SELF_APPROVAL');
      requireAccount(member);
      const before = await presented(tx, adjustment.id);
      await apply(tx, rules, adjustment, actor.operatorId, now);
      const after = await presented(tx, adjustment.id);
      await audit(tx, actor, 'approve', before, after, now);
      return after;
    },
  );
}

/** An admin refuses a pending adjustment with a reason; no points move. */
export async function rejectPendingAdjustment(
  orm: Orm,
  actor: OperatorActor,
  request: { id: number; reason: string },
  now = new Date(),
): Promise<Adjustment> {
  requireAdmin(actor);
  return orm.transaction(async (tx) => {
    const adjustment = await lockPending(tx, request.id);
    const before = await presented(tx, adjustment.id);
    await updateAdjustment(tx, adjustment.id, {
      status: 'rejected',
      rejectReason: request.reason,
      decidedBy: actor.operatorId,
      decidedAt: now,
    });
    const after = await presented(tx, adjustment.id);
    await audit(tx, actor, 'reject', before, after, now);
    return after;
  });
}

/**
 * Its maker takes back a pending adjustment (issue 35): a slip is undone without a second admin's time.
 * Anyone else's is FORBIDDEN, admins' included: they reject it with a reason the maker reads.
 */
export async function withdrawPendingAdjustment(
  orm: Orm,
  actor: OperatorActor,
  request: { id: number },
  now = new Date(),
): Promise<Adjustment> {
  return orm.transaction(async (tx) => {
    const adjustment = await lockPending(tx, request.id);
    if (adjustment.madeBy !== actor.operatorId) throw new AppError('FORBIDDEN');
    const before = await presented(tx, adjustment.id);
    await updateAdjustment(tx, adjustment.id, { status: 'withdrawn', decidedBy: actor.operatorId, decidedAt: now });
    const after = await presented(tx, adjustment.id);
    await audit(tx, actor, 'withdraw', before, after, now);
    return after;
  });
}

export interface AdjustmentListQuery {
  page: number;
  limit: number;
  sort: AdjustmentSort;
  status?: AdjustmentStatus | undefined;
  memberCode?: string | undefined;
}

/** DESIGN §11 adjustments list, newest first unless sorted otherwise. */
export async function listAdjustmentPage(db: Executor, query: AdjustmentListQuery) {
  const offset = (query.page - 1) * query.limit;
  const { rows, total } = await selectAdjustmentPage(db, { ...query, offset });
  return {
    items: rows.map(presentAdjustment),
    page: query.page,
    limit: query.limit,
    total,
    end_page: offset + rows.length >= total,
  };
}

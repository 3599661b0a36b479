import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { testOperatorActor } from '../../../test/fixtures/operators.js';
import { useTestDatabase } from '../../../test/helper.js';
import { auditPoints, earnTestPoints } from '../../../test/ledger-audit.js';
import { members, operators, pointAdjustments, pointLedger, pointLots } from '../../db/schema.js';
import { TERMINAL_ACTOR } from '../audit/audit-service.js';
import { pointHistoryReader } from '../points/history-service.js';
import { defaultExpiryOf, pointBalance } from '../points/point-service.js';
import { UNCACHED_RULES, updateProgrammeRules } from '../rules/rules-service.js';
import {
  approvePendingAdjustment,
  listAdjustmentPage,
  type OperatorActor,
  proposeAdjustment,
  rejectPendingAdjustment,
} from './adjustment-service.js';

const context = useTestDatabase();
let admin: OperatorActor;
let otherAdmin: OperatorActor;
let thirdAdmin: OperatorActor;
let staff: OperatorActor;

beforeAll(async () => {
  const orm = context.database.orm;
  [admin, otherAdmin, thirdAdmin, staff] = await Promise.all([
    testOperatorActor(orm, 'admin'),
    testOperatorActor(orm, 'admin'),
    testOperatorActor(orm, 'admin'),
    testOperatorActor(orm, 'staff'),
  ]);
});
const reasons = { reasonEn: 'Goodwill for a late delivery', reasonTh: 'ชดเชยการจัดส่งล่าช้า' };

afterEach(async () => {
  await updateProgrammeRules(context.database.orm, undefined, TERMINAL_ACTOR, { adjustApprovalThreshold: 1000 });
});

async function memberWith(points: number) {
  const member = await createMember(context.database.orm);
  if (points > 0) await earnTestPoints(context.database.orm, member.id, points);
  return member;
}

function propose(actor: OperatorActor, memberCode: string, points: number, idempotencyKey?: string) {
  return proposeAdjustment(context.database.orm, UNCACHED_RULES, actor, {
    memberCode,
    points,
    ...reasons,
    idempotencyKey,
  });
}

const balanceOf = (memberId: number) => pointBalance(context.database.orm, memberId);

describe('proposeAdjustment', () => {
  it('applies an admin’s adjustment up to the threshold at once, as a lot with the default expiry', async () => {
    const member = await memberWith(0);
    const adjustment = await propose(admin, member.mbkMemberId, 1000);
    expect(adjustment).toMatchObject({ status: 'approved', points: 1000, made_by: admin.operatorId, decided_by: null });
    expect(adjustment.entry_id).not.toBeNull();
    expect(await balanceOf(member.id)).toBe(1000);
    const [lot] = await context.database.orm.select().from(pointLots).where(eq(pointLots.memberId, member.id));
    expect(lot?.expiresAt).toEqual(defaultExpiryOf(new Date(adjustment.created_at)));
    const [entry] = await context.database.orm
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.id, adjustment.entry_id ?? 0));
    expect(entry).toMatchObject({ kind: 'adjust', source: 'operator', reference: `adjustment:${adjustment.id}` });
  });

  it('keeps an admin’s adjustment above the threshold pending, whichever its sign, without moving points', async () => {
    const member = await memberWith(5000);
    const added = await propose(admin, member.mbkMemberId, 1001);
    const removed = await propose(admin, member.mbkMemberId, -1001);
    expect([added.status, removed.status]).toEqual(['pending', 'pending']);
    expect(added.entry_id).toBeNull();
    expect(await balanceOf(member.id)).toBe(5000);
  });

  it('follows the threshold rule as operators change it', async () => {
    const member = await memberWith(0);
    await updateProgrammeRules(context.database.orm, undefined, TERMINAL_ACTOR, { adjustApprovalThreshold: 10 });
    expect((await propose(admin, member.mbkMemberId, 11)).status).toBe('pending');
    expect((await propose(admin, member.mbkMemberId, 10)).status).toBe('approved');
  });

  it('keeps any adjustment by staff pending, even a single point', async () => {
    const member = await memberWith(0);
    expect((await propose(staff, member.mbkMemberId, 1)).status).toBe('pending');
    expect(await balanceOf(member.id)).toBe(0);
  });

  it('refuses an immediate removal past the balance and keeps nothing', async () => {
    const member = await memberWith(100);
    await expect(propose(admin, member.mbkMemberId, -101)).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    const rows = await context.database.orm
      .select()
      .from(pointAdjustments)
      .where(eq(pointAdjustments.memberId, member.id));
    expect(rows).toEqual([]);
    expect(await balanceOf(member.id)).toBe(100);
  });

  it('answers a retry with the same key once, and refuses the key for another adjustment', async () => {
    const member = await memberWith(0);
    const first = await propose(admin, member.mbkMemberId, 50, 'key-1');
    const retry = await propose(admin, member.mbkMemberId, 50, 'key-1');
    expect(retry).toEqual(first);
    expect(await balanceOf(member.id)).toBe(50);
    await expect(propose(admin, member.mbkMemberId, 60, 'key-1')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    const another = await propose(otherAdmin, member.mbkMemberId, 50, 'key-1');
    expect(another.id).not.toBe(first.id);
  });

  it('refuses an unknown member', async () => {
    await expect(propose(admin, 'CR99999999', 5)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a member without an account (registration pending, canceled, merged) and keeps nothing', async () => {
    for (const status of ['pending', 'canceled', 'merged'] as const) {
      const member = await createMember(context.database.orm, { status });
      await expect(propose(admin, member.mbkMemberId, 5), status).rejects.toMatchObject({
        code: 'MEMBER_STATE_CONFLICT',
      });
      expect(await balanceOf(member.id), status).toBe(0);
    }
    const suspended = await createMember(context.database.orm, { status: 'suspended' });
    expect(await propose(admin, suspended.mbkMemberId, 5)).toMatchObject({ status: 'approved' });
  });

  it('shows the reason in the member’s language in their point history', async () => {
    const member = await memberWith(0);
    await propose(admin, member.mbkMemberId, 5);
    const query = { page: 1, limit: 10, type: 'all' } as const;
    const [english] = (await pointHistoryReader(context.database.orm)(member.id, query, 'en')).items;
    const [thai] = (await pointHistoryReader(context.database.orm)(member.id, query, 'th')).items;
    expect(english?.description).toContain(reasons.reasonEn);
    expect(thai?.description).toContain(reasons.reasonTh);
    expect(thai?.description).not.toContain(reasons.reasonEn);
  });
});

describe('approvePendingAdjustment', () => {
  it('applies a pending adjustment once another admin approves it', async () => {
    const member = await memberWith(0);
    const pending = await propose(staff, member.mbkMemberId, 5000);
    const approved = await approvePendingAdjustment(context.database.orm, UNCACHED_RULES, admin, { id: pending.id });
    expect(approved).toMatchObject({ status: 'approved', decided_by: admin.operatorId });
    // The console names both operators beside their ids.
    const nameOf = async (operatorId: number | null) => {
      const orm = context.database.orm;
      const [row] = await orm
        .select({ name: operators.name })
        .from(operators)
        .where(eq(operators.id, Number(operatorId)));
      return row?.name;
    };
    expect(pending.decided_by_name).toBeNull();
    expect(approved.made_by_name).toBe(await nameOf(staff.operatorId));
    expect(approved.decided_by_name).toBe(await nameOf(admin.operatorId));
    expect(approved.made_by_name).not.toBe(approved.decided_by_name);
    expect(await balanceOf(member.id)).toBe(5000);
  });

  it('refuses a pending adjustment once its member was merged, and leaves it pending', async () => {
    const member = await memberWith(0);
    const pending = await propose(staff, member.mbkMemberId, 5000);
    await context.database.orm.update(members).set({ status: 'merged' }).where(eq(members.id, member.id));
    await expect(
      approvePendingAdjustment(context.database.orm, UNCACHED_RULES, admin, { id: pending.id }),
    ).rejects.toMatchObject({
      code: 'MEMBER_STATE_CONFLICT',
    });
    expect(await balanceOf(member.id)).toBe(0);
  });

  it('refuses its maker, admins included, and leaves it pending', async () => {
    const member = await memberWith(0);
    const pending = await propose(admin, member.mbkMemberId, 5000);
    await expect(
      approvePendingAdjustment(context.database.orm, UNCACHED_RULES, admin, { id: pending.id }),
    ).rejects.toMatchObject({
      code: 'SELF_APPROVAL',
    });
    expect(await balanceOf(member.id)).toBe(0);
    const [row] = await context.database.orm.select().from(pointAdjustments).where(eq(pointAdjustments.id, pending.id));
    expect(row?.status).toBe('pending');
  });

  it('refuses staff', async () => {
    const member = await memberWith(0);
    const pending = await propose(admin, member.mbkMemberId, 5000);
    await expect(
      approvePendingAdjustment(context.database.orm, UNCACHED_RULES, staff, { id: pending.id }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('applies once when two admins approve at the same moment', async () => {
    const member = await memberWith(0);
    const pending = await propose(staff, member.mbkMemberId, 2500);
    const results = await Promise.allSettled([
      approvePendingAdjustment(context.database.orm, UNCACHED_RULES, admin, { id: pending.id }),
      approvePendingAdjustment(context.database.orm, UNCACHED_RULES, thirdAdmin, { id: pending.id }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'NOT_ACTIVE' });
    expect(await balanceOf(member.id)).toBe(2500);
    const audit = await auditPoints(context.database.orm, [member.id]);
    expect(audit.ledgerSums).toEqual([2500]);
  });

  it('never drives the balance below zero: a removal the balance no longer covers stays pending', async () => {
    const member = await memberWith(3000);
    const pending = await propose(staff, member.mbkMemberId, -2500);
    await propose(admin, member.mbkMemberId, -1000);
    await expect(
      approvePendingAdjustment(context.database.orm, UNCACHED_RULES, admin, { id: pending.id }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_POINTS',
    });
    expect(await balanceOf(member.id)).toBe(2000);
    await propose(admin, member.mbkMemberId, 500);
    await expect(
      approvePendingAdjustment(context.database.orm, UNCACHED_RULES, otherAdmin, { id: pending.id }),
    ).resolves.toMatchObject({
      status: 'approved',
    });
    expect(await balanceOf(member.id)).toBe(0);
  });

  it('refuses an unknown adjustment', async () => {
    await expect(
      approvePendingAdjustment(context.database.orm, UNCACHED_RULES, admin, { id: 987_654_321 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('rejectPendingAdjustment', () => {
  it('rejects with a reason, moves no points, and cannot be approved afterwards', async () => {
    const member = await memberWith(0);
    const pending = await propose(staff, member.mbkMemberId, 5000);
    const rejected = await rejectPendingAdjustment(context.database.orm, admin, {
      id: pending.id,
      reason: 'No ticket',
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      reject_reason: 'No ticket',
      decided_by: admin.operatorId,
      entry_id: null,
    });
    await expect(
      approvePendingAdjustment(context.database.orm, UNCACHED_RULES, otherAdmin, { id: pending.id }),
    ).rejects.toMatchObject({
      code: 'NOT_ACTIVE',
    });
    expect(await balanceOf(member.id)).toBe(0);
  });

  it('lets its maker withdraw a pending adjustment', async () => {
    const member = await memberWith(0);
    const pending = await propose(admin, member.mbkMemberId, 5000);
    const withdrawn = await rejectPendingAdjustment(context.database.orm, admin, { id: pending.id, reason: 'Typo' });
    expect(withdrawn).toMatchObject({ status: 'rejected', decided_by: admin.operatorId });
  });

  it('refuses staff and a decided adjustment', async () => {
    const member = await memberWith(0);
    const applied = await propose(admin, member.mbkMemberId, 5);
    const pending = await propose(admin, member.mbkMemberId, 5000);
    await expect(
      rejectPendingAdjustment(context.database.orm, staff, { id: pending.id, reason: 'x' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      rejectPendingAdjustment(context.database.orm, otherAdmin, { id: applied.id, reason: 'x' }),
    ).rejects.toMatchObject({ code: 'NOT_ACTIVE' });
  });
});

describe('listAdjustmentPage', () => {
  it('filters by status and member, newest first', async () => {
    const member = await memberWith(0);
    const applied = await propose(admin, member.mbkMemberId, 5);
    const first = await propose(staff, member.mbkMemberId, 10);
    const second = await propose(staff, member.mbkMemberId, 20);
    const page = await listAdjustmentPage(context.database.orm, {
      page: 1,
      limit: 10,
      sort: '-created_at',
      status: 'pending',
      memberCode: member.mbkMemberId,
    });
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page).toMatchObject({ total: 2, end_page: true });
    expect(page.items.map((item) => item.id)).not.toContain(applied.id);
    expect(page.items[0]).toMatchObject({ member_id: member.mbkMemberId, member_name: 'Test Member' });
  });
});

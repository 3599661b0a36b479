import {
  changeMemberStatus,
  getCustomerInfo,
  getMember,
  getMemberLedger,
  loginEmail,
  mergeMember,
  searchMembers,
} from '@loyalty/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, signInOperator } from '../../../../test/admin-kit.js';
import { callContract } from '../../../../test/call-contract.js';
import { createMember, TEST_PASSWORD, uniqueMobile } from '../../../../test/factories.js';
import { signedInMember } from '../../../../test/fixtures/members.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog } from '../../../db/schema.js';
import { runIdempotent } from '../../../modules/idempotency/idempotency-service.js';
import { updateMember } from '../../../modules/members/member-repository.js';
import { earnPoints } from '../../../modules/points/point-service.js';

const context = useTestApp();
const LATER = new Date('2031-12-31T16:59:59Z');

function auditRowsOf(action: string, memberCode: string) {
  return context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, memberCode)))
    .orderBy(asc(auditLog.id));
}

describe('back-office member calls: who may make them', () => {
  it('lets every operator search and read, and only admins change a state or merge', async () => {
    const { mbkMemberId: member_id } = await createMember(context.db);
    const { mbkMemberId: other } = await createMember(context.db);
    const reads = { noToken: 401, member: 401, staff: 200 };
    const adminOnly = { noToken: 401, member: 401, staff: 403 };

    expect(await roleMatrix(context.app, searchMembers, { input: { q: member_id } })).toEqual(reads);
    expect(await roleMatrix(context.app, getMember, { params: { member_id } })).toEqual(reads);
    expect(await roleMatrix(context.app, getMemberLedger, { params: { member_id } })).toEqual(reads);
    const status = { params: { member_id }, input: { status: 'blocked' as const, reason: 'check' } };
    expect(await roleMatrix(context.app, changeMemberStatus, status)).toEqual(adminOnly);
    const merge = { params: { member_id }, input: { into_member_id: other, reason: 'same person' } };
    expect(await roleMatrix(context.app, mergeMember, merge)).toEqual(adminOnly);
    expect(await auditRowsOf('member.status', member_id)).toEqual([]);
    expect(await auditRowsOf('member.merge', member_id)).toEqual([]);
  });
});

describe('finding and reading members', () => {
  it('finds a member by member id, e-mail, mobile and name, and reads its detail', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const mobile = uniqueMobile();
    const member = await createMember(context.db, { mobileNo: mobile, firstName: 'ประยุทธ', lastName: 'Wongsakul' });
    await earnPoints(context.db, { memberId: member.id, amount: 90, source: 'code', reason: 'c', expiresAt: LATER });
    const found = async (q: string) => {
      const { body } = await callAdmin(context.app, searchMembers, { input: { q } }, { as: staff });
      if (body.status !== 'success') throw new Error(JSON.stringify(body));
      return body.data.items.map((item) => item.member_id);
    };

    expect(await found(member.mbkMemberId)).toEqual([member.mbkMemberId]);
    expect(await found(member.email ?? '')).toContain(member.mbkMemberId);
    expect(await found(mobile.slice(0, 7))).toContain(member.mbkMemberId);
    expect(await found('ยุทธ wongsa')).toContain(member.mbkMemberId);
    const detail = await callAdmin(
      context.app,
      getMember,
      { params: { member_id: member.mbkMemberId } },
      { as: staff },
    );
    expect(detail.body).toMatchObject({
      status: 'success',
      data: { member_id: member.mbkMemberId, point_balance: 90, lots: [{ remaining: 90 }] },
    });
  });

  it('answers NOT_FOUND for an unknown member and VALIDATION_FAILED for a malformed member id', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const unknown = await callAdmin(context.app, getMember, { params: { member_id: 'CR99999997' } }, { as: staff });
    const malformed = await callAdmin(
      context.app,
      getMemberLedger,
      { params: { member_id: '12; drop' } },
      { as: staff },
    );

    expect([unknown.status, unknown.body.status === 'error' && unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    expect([malformed.status, malformed.body.status === 'error' && malformed.body.code]).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });
});

describe('changing a member state', () => {
  it('blocks a member: its session ends at once, a new sign-in is diverted (bcrm-blocked), one audit row', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const fixture = await signedInMember(context.db);
    const memberCode = fixture.member.mbkMemberId;
    expect((await callContract(context.app, getCustomerInfo, undefined, { as: fixture })).statusCode).toBe(200);

    const changed = await callAdmin(
      context.app,
      changeMemberStatus,
      { params: { member_id: memberCode }, input: { status: 'blocked', reason: 'chargeback abuse' } },
      { as: admin },
    );

    expect(changed.body).toMatchObject({ status: 'success', data: { member_id: memberCode, status: 'blocked' } });
    expect((await callContract(context.app, getCustomerInfo, undefined, { as: fixture })).statusCode).toBe(401);
    const signIn = await callContract(context.app, loginEmail, {
      Email: fixture.member.email ?? '',
      Password: TEST_PASSWORD,
    });
    expect(signIn.data.scope).toBe('bcrm-blocked');
    const rows = await auditRowsOf('member.status', memberCode);
    expect(rows).toMatchObject([
      {
        operatorId: admin.id,
        entity: 'member',
        before: { status: 'active', status_reason: null },
        after: { status: 'blocked', status_reason: 'chargeback abuse' },
        requestId: changed.headers['x-request-id'],
      },
    ]);
  });

  it('refuses a canceled or unknown member and writes no audit row', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const canceled = await createMember(context.db);
    await updateMember(context.db, canceled.id, { status: 'canceled' });
    const setStatus = (member_id: string) =>
      callAdmin(
        context.app,
        changeMemberStatus,
        { params: { member_id }, input: { status: 'active', reason: 'reopen' } },
        { as: admin },
      );

    const conflict = await setStatus(canceled.mbkMemberId);
    const missing = await setStatus('CR99999996');

    expect([conflict.status, missing.status]).toEqual([409, 404]);
    expect(await auditRowsOf('member.status', canceled.mbkMemberId)).toEqual([]);
    expect(await auditRowsOf('member.status', 'CR99999996')).toEqual([]);
  });
});

describe('merging members', () => {
  it('moves the points and shows the merged history in the survivor ledger, with one audit row', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const merged = await createMember(context.db);
    const survivor = await createMember(context.db);
    await earnPoints(context.db, { memberId: merged.id, amount: 150, source: 'code', reason: 'c', expiresAt: LATER });
    await earnPoints(context.db, { memberId: survivor.id, amount: 20, source: 'code', reason: 'c', expiresAt: LATER });
    const merge = () =>
      callAdmin(
        context.app,
        mergeMember,
        { params: { member_id: merged.mbkMemberId }, input: { into_member_id: survivor.mbkMemberId, reason: 'twin' } },
        { as: admin, idempotencyKey: `merge-${merged.mbkMemberId}` },
      );

    const first = await merge();
    const replay = await merge();

    expect(first.body).toMatchObject({ status: 'success', data: { points_moved: 150 } });
    expect(replay.body).toEqual(first.body);
    const ledger = await callAdmin(
      context.app,
      getMemberLedger,
      { params: { member_id: survivor.mbkMemberId }, input: { sort: '-created_at' } },
      { as: admin },
    );
    if (ledger.body.status !== 'success') throw new Error(JSON.stringify(ledger.body));
    expect(ledger.body.data.items.map((item) => [item.member_id, item.kind, item.points])).toEqual([
      [survivor.mbkMemberId, 'merge_in', 150],
      [merged.mbkMemberId, 'merge_out', -150],
      [survivor.mbkMemberId, 'earn', 20],
      [merged.mbkMemberId, 'earn', 150],
    ]);
    const detail = await callAdmin(
      context.app,
      getMember,
      { params: { member_id: survivor.mbkMemberId } },
      { as: admin },
    );
    expect(detail.body).toMatchObject({ data: { point_balance: 170, merged_member_ids: [merged.mbkMemberId] } });
    expect(await auditRowsOf('member.merge', merged.mbkMemberId)).toMatchObject([
      {
        operatorId: admin.id,
        before: { status: 'active' },
        after: { status: 'merged', into_member_id: survivor.mbkMemberId, points_moved: 150 },
      },
    ]);
  });

  it("merges under a key the merged member already used for its own call, since an operator's keys are apart", async () => {
    const admin = await signInOperator(context.app, 'admin');
    const merged = await createMember(context.db);
    const survivor = await createMember(context.db);
    await earnPoints(context.db, { memberId: merged.id, amount: 40, source: 'code', reason: 'c', expiresAt: LATER });
    const key = `shared-${merged.mbkMemberId}`;
    await runIdempotent(context.db, { memberId: merged.id, key, payload: { call: 'ScanCode' } }, async () => ({}));

    const merge = await callAdmin(
      context.app,
      mergeMember,
      { params: { member_id: merged.mbkMemberId }, input: { into_member_id: survivor.mbkMemberId, reason: 'twin' } },
      { as: admin, idempotencyKey: key },
    );

    expect(merge.body).toMatchObject({ status: 'success', data: { points_moved: 40 } });
  });

  it('refuses a merge into itself or into a canceled member, moving nothing and writing no audit row', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const member = await createMember(context.db);
    const canceled = await createMember(context.db);
    await updateMember(context.db, canceled.id, { status: 'canceled' });
    const mergeInto = (into_member_id: string) =>
      callAdmin(
        context.app,
        mergeMember,
        { params: { member_id: member.mbkMemberId }, input: { into_member_id, reason: 'mistake' } },
        { as: admin },
      );

    const intoSelf = await mergeInto(member.mbkMemberId);
    const intoCanceled = await mergeInto(canceled.mbkMemberId);

    expect([intoSelf.body.status === 'error' && intoSelf.body.code, intoCanceled.status]).toEqual([
      'MERGE_INTO_SELF',
      409,
    ]);
    expect(await auditRowsOf('member.merge', member.mbkMemberId)).toEqual([]);
    const detail = await callAdmin(
      context.app,
      getMember,
      { params: { member_id: member.mbkMemberId } },
      { as: admin },
    );
    expect(detail.body).toMatchObject({ data: { status: 'active' } });
  });
});

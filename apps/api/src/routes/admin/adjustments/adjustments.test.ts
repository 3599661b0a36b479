import {
  approveAdjustment,
  createAdjustment,
  getPointHistory,
  listAdjustments,
  rejectAdjustment,
} from '@loyalty/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { bearer, createMember, sessionTokenFor } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let otherAdmin: SignedInOperator;
let staff: SignedInOperator;
const input = { points: 5000, reason: 'Lost receipt, ticket 42', reason_th: 'ใบเสร็จสูญหาย เรื่องที่ 42' };

beforeAll(async () => {
  [admin, otherAdmin, staff] = await Promise.all([
    signInOperator(context.app, 'admin'),
    signInOperator(context.app, 'admin'),
    signInOperator(context.app, 'staff'),
  ]);
});

async function auditRowsOf(id: number) {
  return context.database.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'point_adjustment'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}

async function propose(as: SignedInOperator, memberId: string, body = input) {
  const { status, body: answer } = await callAdmin(
    context.app,
    createAdjustment,
    { params: { member_id: memberId }, input: body },
    { as },
  );
  if (answer.status !== 'success') throw new Error(`Proposal refused (${status}): ${JSON.stringify(answer)}`);
  return answer.data;
}

describe('adjustment calls', () => {
  it('answer 401 without a token or with a member’s, and 403 to staff on approve and reject', async () => {
    const params = { id: 1 };
    expect(
      await roleMatrix(context.app, createAdjustment, { params: { member_id: 'CR10000001' }, input }),
    ).toMatchObject({
      noToken: 401,
      member: 401,
    });
    expect(await roleMatrix(context.app, listAdjustments, { input: {} })).toEqual({
      noToken: 401,
      member: 401,
      staff: 200,
    });
    expect(await roleMatrix(context.app, approveAdjustment, { params })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(await roleMatrix(context.app, rejectAdjustment, { params, input: { reason: 'x' } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
  });

  it('staff proposes 5,000 points, another admin approves, the member’s history shows the Thai reason', async () => {
    const member = await createMember(context.database.orm);
    const pending = await propose(staff, member.mbkMemberId);
    expect(pending).toMatchObject({ status: 'pending', made_by: staff.id });
    const listed = await callAdmin(
      context.app,
      listAdjustments,
      { input: { status: 'pending', member_id: member.mbkMemberId } },
      { as: staff },
    );
    expect(listed.body.status === 'success' && listed.body.data.items.map((item) => item.id)).toEqual([pending.id]);
    const approved = await callAdmin(context.app, approveAdjustment, { params: { id: pending.id } }, { as: admin });
    expect(approved.body).toMatchObject({ status: 'success', data: { status: 'approved', decided_by: admin.id } });
    const history = await context.app.inject({
      url: `/api/v1${getPointHistory.path}?page=1&limit=5`,
      headers: { ...bearer(await sessionTokenFor(context.database.orm, member)), 'accept-language': 'th' },
    });
    expect(history.json().data.items[0]).toMatchObject({ points: 5000 });
    expect(history.json().data.items[0].description).toContain(input.reason_th);
    const rows = await auditRowsOf(pending.id);
    expect(rows.map((row) => [row.action, row.operatorId])).toEqual([
      ['adjustment.create', staff.id],
      ['adjustment.approve', admin.id],
    ]);
    expect(rows[1]?.before).toMatchObject({ status: 'pending' });
    expect(rows[1]?.after).toMatchObject({ status: 'approved' });
  });

  it('refuses self-approval with SELF_APPROVAL and writes no audit row for it', async () => {
    const member = await createMember(context.database.orm);
    const pending = await propose(admin, member.mbkMemberId);
    const refused = await callAdmin(context.app, approveAdjustment, { params: { id: pending.id } }, { as: admin });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SELF_APPROVAL' });
    expect((await auditRowsOf(pending.id)).map((row) => row.action)).toEqual(['adjustment.create']);
  });

  it('rejects with a reason and audits it; a second decision is NOT_ACTIVE', async () => {
    const member = await createMember(context.database.orm);
    const pending = await propose(staff, member.mbkMemberId);
    const rejected = await callAdmin(
      context.app,
      rejectAdjustment,
      { params: { id: pending.id }, input: { reason: 'No ticket' } },
      { as: admin },
    );
    expect(rejected.body).toMatchObject({
      status: 'success',
      data: { status: 'rejected', reject_reason: 'No ticket' },
    });
    const again = await callAdmin(context.app, approveAdjustment, { params: { id: pending.id } }, { as: otherAdmin });
    expect(again.status).toBe(409);
    expect((await auditRowsOf(pending.id)).map((row) => row.action)).toEqual([
      'adjustment.create',
      'adjustment.reject',
    ]);
  });

  it('replays a proposal sent twice with one Idempotency-Key', async () => {
    const member = await createMember(context.database.orm);
    const args = { params: { member_id: member.mbkMemberId }, input: { ...input, points: 10 } };
    const first = await callAdmin(context.app, createAdjustment, args, { as: admin, idempotencyKey: 'adjust-once' });
    const second = await callAdmin(context.app, createAdjustment, args, { as: admin, idempotencyKey: 'adjust-once' });
    expect(second.body).toEqual(first.body);
    expect(first.body).toMatchObject({ data: { status: 'approved' } });
  });

  it('refuses 0 points and bad input with field errors, and an unknown member with NOT_FOUND', async () => {
    const bad = await callAdmin(
      context.app,
      createAdjustment,
      { params: { member_id: 'CR10000001' }, input: { ...input, points: 0 } },
      { as: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'points' }] });
    const unknown = await callAdmin(
      context.app,
      createAdjustment,
      { params: { member_id: 'CR99999999' }, input },
      { as: admin },
    );
    expect(unknown.status).toBe(404);
  });
});

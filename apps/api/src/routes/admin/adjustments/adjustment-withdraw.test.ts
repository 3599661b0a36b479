import { createAdjustment, listAdjustments, rejectAdjustment, withdrawAdjustment } from '@loyalty/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { createMember } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let staff: SignedInOperator;
let otherStaff: SignedInOperator;
const input = {
  points: 5000,
  reason: 'Birthday voucher not received',
  reason_th: 'ไม่ได้รับบัตรกำนัลวันเกิด',
  reason_category: 'compensation' as const,
};

beforeAll(async () => {
  [admin, staff, otherStaff] = await Promise.all([
    signInOperator(context.app, 'admin'),
    signInOperator(context.app, 'staff'),
    signInOperator(context.app, 'staff'),
  ]);
});

async function propose(as: SignedInOperator, body: Partial<typeof input> = input) {
  const member = await createMember(context.database.orm);
  const { body: answer } = await callAdmin(
    context.app,
    createAdjustment,
    { params: { member_id: member.mbkMemberId }, input: { ...input, ...body } },
    { as },
  );
  return successData(answer);
}

function withdraw(id: number, as?: SignedInOperator) {
  return callAdmin(context.app, withdrawAdjustment, { params: { id } }, as ? { as } : {});
}

function auditActionsOf(id: number) {
  return context.database.orm
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'point_adjustment'), eq(auditLog.entityId, String(id))));
}

describe('withdrawing a pending adjustment', () => {
  it('answers 401 without a token or with a member token, and 403 to a staff member who did not make it', async () => {
    const pending = await propose(staff);
    expect(await roleMatrix(context.app, withdrawAdjustment, { params: { id: pending.id } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
  });

  it('lets its maker withdraw it, audited; a second withdrawal or a rejection is NOT_ACTIVE', async () => {
    const pending = await propose(staff);
    const withdrawn = await withdraw(pending.id, staff);
    expect(withdrawn.body).toMatchObject({
      status: 'success',
      data: { id: pending.id, status: 'withdrawn', decided_by: staff.id, entry_id: null },
    });
    expect((await withdraw(pending.id, staff)).status).toBe(409);
    const reject = await callAdmin(
      context.app,
      rejectAdjustment,
      { params: { id: pending.id }, input: { reason: 'late' } },
      { as: admin },
    );
    expect(reject.body).toMatchObject({ code: 'NOT_ACTIVE' });
    expect((await auditActionsOf(pending.id)).map((row) => row.action).sort()).toEqual([
      'adjustment.create',
      'adjustment.withdraw',
    ]);
  });

  it('refuses someone else’s with FORBIDDEN, an admin’s included, and leaves it pending', async () => {
    const pending = await propose(staff);
    for (const other of [otherStaff, admin]) {
      const refused = await withdraw(pending.id, other);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    const listed = await callAdmin(
      context.app,
      listAdjustments,
      { input: { member_id: pending.member_id } },
      { as: staff },
    );
    expect(successData(listed.body).items).toMatchObject([{ id: pending.id, status: 'pending' }]);
  });

  it('answers NOT_FOUND for an unknown id and VALIDATION_FAILED for an id that is not a number', async () => {
    expect((await withdraw(999_999_999, staff)).status).toBe(404);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/admin/v1/adjustments/abc/withdraw',
      headers: { authorization: `Bearer ${staff.token}` },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('reason categories', () => {
  it('stores the category and lists it; one left out is filed under other', async () => {
    const categorised = await propose(staff);
    expect(categorised.reason_category).toBe('compensation');
    const { reason_category: _left, ...uncategorised } = input;
    const member = await createMember(context.database.orm);
    const plain = await callAdmin(
      context.app,
      createAdjustment,
      { params: { member_id: member.mbkMemberId }, input: uncategorised },
      { as: staff },
    );
    expect(successData(plain.body).reason_category).toBe('other');
    const listed = await callAdmin(
      context.app,
      listAdjustments,
      { input: { member_id: categorised.member_id } },
      { as: admin },
    );
    expect(successData(listed.body).items.map((item) => item.reason_category)).toEqual(['compensation']);
  });

  it('refuses a category outside the set and one of the wrong type', async () => {
    const member = await createMember(context.database.orm);
    for (const reason_category of ['bribe', 3]) {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/admin/v1/members/${member.mbkMemberId}/adjustments`,
        headers: { authorization: `Bearer ${staff.token}` },
        payload: { ...input, reason_category },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'reason_category' }] });
    }
  });
});

import { approveAdjustmentsCall, createAdjustment, MAX_BULK_ROWS, rejectAdjustment } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { createMember } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { pointBalance } from '../../../modules/points/point-service.js';

const context = useTestApp();
let admin: SignedInOperator;
let otherAdmin: SignedInOperator;
let staff: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  otherAdmin = await signInOperator(context.app, 'admin');
  staff = await signInOperator(context.app, 'staff');
});

/** A pending adjustment of `points` for a new member, proposed by `maker`. */
async function pendingAdjustment(maker: SignedInOperator, points = 5000) {
  const member = await createMember(context.database.orm);
  const { body } = await callAdmin(
    context.app,
    createAdjustment,
    { params: { member_id: member.mbkMemberId }, input: { points, reason: 'Ticket 42', reason_th: 'เรื่องที่ 42' } },
    { as: maker },
  );
  const adjustment = successData(body);
  expect(adjustment.status).toBe('pending');
  return { id: adjustment.id, memberId: member.id };
}

const approveAll = (ids: unknown, as: SignedInOperator = otherAdmin) =>
  callAdmin(context.app, approveAdjustmentsCall, { input: { ids } as never }, { as });

describe('approving many pending adjustments at once', () => {
  it('applies each through the ledger with its audit row; maker-checker refusals come back per row', async () => {
    const fromStaff = await pendingAdjustment(staff);
    const ownOne = await pendingAdjustment(otherAdmin);
    const rejected = await pendingAdjustment(staff);
    await callAdmin(
      context.app,
      rejectAdjustment,
      { params: { id: rejected.id }, input: { reason: 'No ticket' } },
      { as: admin },
    );
    const alsoFromStaff = await pendingAdjustment(staff);
    const { status, body } = await approveAll([fromStaff.id, ownOne.id, rejected.id, 999_999_999, alsoFromStaff.id]);
    expect(status).toBe(200);
    expect(successData(body).results).toEqual([
      { id: fromStaff.id, ok: true, code: null },
      { id: ownOne.id, ok: false, code: 'SELF_APPROVAL' },
      { id: rejected.id, ok: false, code: 'NOT_ACTIVE' },
      { id: 999_999_999, ok: false, code: 'NOT_FOUND' },
      { id: alsoFromStaff.id, ok: true, code: null },
    ]);
    expect(await pointBalance(context.database.orm, fromStaff.memberId)).toBe(5000);
    expect(await pointBalance(context.database.orm, alsoFromStaff.memberId)).toBe(5000);
    expect(await pointBalance(context.database.orm, ownOne.memberId)).toBe(0);
    expect(await auditRowsOf(context.database.orm, 'adjustment.approve', fromStaff.id)).toHaveLength(1);
    expect(await auditRowsOf(context.database.orm, 'adjustment.approve', ownOne.id)).toHaveLength(0);
  });

  it('validates the ids strictly: exact numbers, none twice, at least one, at most the limit', async () => {
    const cases: unknown[] = [
      ['5'],
      [5.5],
      [0],
      [true],
      [7, 7],
      [],
      Array.from({ length: MAX_BULK_ROWS + 1 }, (_, index) => index + 1),
      5,
    ];
    for (const ids of cases) {
      const { status, body } = await approveAll(ids);
      expect(status, JSON.stringify(ids).slice(0, 40)).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: expect.stringMatching(/^ids/) }] });
    }
  });

  it('is for admins only, as the single approval is', async () => {
    expect(await roleMatrix(context.app, approveAdjustmentsCall, { input: { ids: [1] } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
  });
});

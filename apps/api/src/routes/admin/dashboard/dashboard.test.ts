import { getDashboard } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, signInOperator } from '../../../../test/admin-kit.js';
import { createMember } from '../../../../test/factories.js';
import { orderedReward } from '../../../../test/fixtures/shipments.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();

describe('GET /dashboard', () => {
  it('is for operators: 401 without a token or with a member’s, open to staff', async () => {
    expect(await roleMatrix(context.app, getDashboard)).toEqual({ noToken: 401, member: 401, staff: 200 });
  });

  it('answers the figures in the contract’s shape, counting what is in the database', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const before = await callAdmin(context.app, getDashboard, {}, { as: staff });
    if (before.body.status !== 'success') throw new Error('dashboard failed');
    await createMember(context.database.orm);
    await orderedReward(context.database.orm);
    const { status, body } = await callAdmin(context.app, getDashboard, {}, { as: staff });
    expect(status).toBe(200);
    if (body.status !== 'success') throw new Error('dashboard failed');
    expect(getDashboard.output.safeParse(body.data).success).toBe(true);
    expect(body.data.members_total).toBe(before.body.data.members_total + 2);
    expect(body.data.members_new_7_days).toBe(before.body.data.members_new_7_days + 2);
    expect(body.data.redemptions_30_days).toBe(before.body.data.redemptions_30_days + 1);
    expect(body.data.shipments_open).toBe(before.body.data.shipments_open + 1);
    expect(body.data.daily_points).toHaveLength(30);
  });
});

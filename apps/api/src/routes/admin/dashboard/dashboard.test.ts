import { randomUUID } from 'node:crypto';
import { getDashboard, getQueueCounts, OPEN_CAMPAIGN_CONDITIONS } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, signInOperator } from '../../../../test/admin-kit.js';
import { createMember } from '../../../../test/factories.js';
import { orderedReward } from '../../../../test/fixtures/shipments.js';
import { useTestApp } from '../../../../test/test-app.js';
import { broadcasts, campaigns, jobs, privacyRequests } from '../../../db/schema.js';

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
    await context.database.orm.insert(jobs).values([
      { id: randomUUID(), kind: 'code-batch', state: 'failed', total: 10 },
      { id: randomUUID(), kind: 'code-batch', state: 'done', total: 10, done: 10 },
    ]);
    const { status, body } = await callAdmin(context.app, getDashboard, {}, { as: staff });
    expect(status).toBe(200);
    if (body.status !== 'success') throw new Error('dashboard failed');
    expect(getDashboard.output.safeParse(body.data).success).toBe(true);
    expect(body.data.members_total).toBe(before.body.data.members_total + 2);
    expect(body.data.members_new_7_days).toBe(before.body.data.members_new_7_days + 2);
    expect(body.data.redemptions_30_days).toBe(before.body.data.redemptions_30_days + 1);
    expect(body.data.shipments_open).toBe(before.body.data.shipments_open + 1);
    expect(body.data.jobs_failed).toBe(before.body.data.jobs_failed + 1);
    expect(body.data.daily_points).toHaveLength(30);
  });

  it('answers the finance figures of the Bangkok days asked for', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const { status, body } = await callAdmin(
      context.app,
      getDashboard,
      { input: { from: '2026-10-01', to: '2026-10-31' } },
      { as: staff },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: { finance: { from: '2026-10-01', to: '2026-10-31', burn_thb_per_point: 0.25 } },
    });
  });

  it('refuses a period ending before it starts, a date that does not exist and one that is no date', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const refusals = [
      { input: { from: '2026-10-31', to: '2026-10-01' }, field: 'to' },
      { input: { from: '2026-02-30' }, field: 'from' },
      { input: { to: 'last week' }, field: 'to' },
    ];
    for (const { input, field } of refusals) {
      const { status, body } = await callAdmin(context.app, getDashboard, { input }, { as: staff });
      expect([status, body]).toMatchObject([
        400,
        { code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field })] },
      ]);
    }
  });
});

describe('GET /queues', () => {
  it('counts the work waiting for the console’s menu, the same as the dashboard’s tiles, for every operator', async () => {
    expect(await roleMatrix(context.app, getQueueCounts)).toEqual({ noToken: 401, member: 401, staff: 200 });
    const staff = await signInOperator(context.app, 'staff');
    const counts = async () => {
      const { body } = await callAdmin(context.app, getQueueCounts, {}, { as: staff });
      if (body.status !== 'success') throw new Error('queue counts failed');
      return body.data;
    };
    const before = await counts();
    await orderedReward(context.database.orm);
    await context.database.orm.insert(campaigns).values({
      name: 'รออนุมัติ',
      nameEn: 'Awaiting approval',
      kind: 'bonus',
      bonusPoints: 100,
      conditions: { ...OPEN_CAMPAIGN_CONDITIONS, channels: ['till'] },
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 86_400_000),
      status: 'pending_approval',
    });
    await context.database.orm.insert(broadcasts).values({
      titleTh: 'รออนุมัติ',
      titleEn: 'Awaiting approval',
      bodyTh: 'ข่าวดี',
      bodyEn: 'Good news',
      segment: { tiers: [], min_points: null, partner_ids: [] },
      channels: [],
      status: 'pending_approval',
      recipients: 5000,
    });
    // Late: past its due date, or failing; a deletion still in its grace period is the jobs' work, not late.
    const day = 86_400_000;
    const request = async (kind: 'export' | 'deletion', dueAt: Date, error: string | null = null) => ({
      id: randomUUID(),
      memberId: (await createMember(context.database.orm)).id,
      kind,
      requestedOn: '2026-10-01',
      dueAt,
      error,
    });
    await context.database.orm
      .insert(privacyRequests)
      .values([
        await request('deletion', new Date(Date.now() - day)),
        await request('export', new Date(Date.now() + 29 * day), 'storage unavailable'),
        await request('deletion', new Date(Date.now() + 29 * day)),
      ]);

    const after = await counts();
    const dashboard = await callAdmin(context.app, getDashboard, {}, { as: staff });

    expect(after).toEqual({
      ...before,
      shipments_open: before.shipments_open + 1,
      campaigns_pending_approval: before.campaigns_pending_approval + 1,
      broadcasts_pending_approval: before.broadcasts_pending_approval + 1,
      privacy_requests_late: before.privacy_requests_late + 2,
    });
    expect(dashboard.body.status === 'success' && dashboard.body.data).toMatchObject({
      receipts_pending: after.receipts_pending,
      shipments_open: after.shipments_open,
      adjustments_pending: after.adjustments_pending,
      jobs_failed: after.jobs_failed,
    });
  });
});

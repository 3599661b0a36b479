import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { createCampaign, ledgerAwardsOf } from '../../../test/fixtures/campaigns.js';
import { TILL_READERS, tillSetUp } from '../../../test/fixtures/till.js';
import { useTestDatabase } from '../../../test/helper.js';
import { receipts } from '../../db/schema.js';
import { recordSale } from '../till/till-sale-service.js';
import { simulateCampaign } from './campaign-simulation.js';

const context = useTestDatabase();
const HOUR_MS = 3_600_000;

describe('simulating a campaign over a past period (DESIGN §14)', () => {
  it('awards what the campaign awarded live over the same sales: points, members reached, cap and budget', async () => {
    const { orm, store, client } = await tillSetUp(context.database.orm);
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(orm)));
    const rule = { multiplier: 2, perMemberCap: 60, budgetPoints: 200 };
    const live = await createCampaign(orm, store, rule);
    const occurredAt = new Date(Date.now() - HOUR_MS);
    // In order, one after the other: the replay walks the sales in the order they were made.
    for (const [index, member] of [...members, ...members].entries()) {
      await recordSale(orm, TILL_READERS, client, {
        memberId: member.id,
        store,
        receiptNo: `S-${index}`,
        amount: 1000,
        occurredAt,
      });
    }
    const draft = await createCampaign(orm, store, {
      ...rule,
      status: 'draft',
      startsAt: new Date(Date.now() + 24 * HOUR_MS),
      endsAt: new Date(Date.now() + 48 * HOUR_MS),
    });

    const simulated = await simulateCampaign(orm, TILL_READERS, draft, {
      from: new Date(Date.now() - 2 * HOUR_MS),
      to: new Date(),
    });

    const livePoints = await ledgerAwardsOf(
      orm,
      live,
      members.map((member) => member.id),
    );
    // 40 base points doubled: each member's first sale +40, then the cap leaves 20, until the budget of 200 runs out.
    expect(livePoints).toBe(200);
    expect(simulated).toMatchObject({
      qualifying_purchases: 8,
      points: livePoints,
      members: 4,
      cost_thb: 50,
      burn_thb_per_point: 0.25,
      budget_exhausted: true,
    });
  });

  it('replays approved receipts on the receipt channel only, and leaves purchases outside the period out', async () => {
    const { orm, store, client, member } = await tillSetUp(context.database.orm);
    const campaign = await createCampaign(orm, store, {
      kind: 'bonus',
      multiplier: null,
      bonusPoints: 50,
      status: 'draft',
      conditions: { channels: ['receipt'] },
    });
    const receipt = {
      memberId: member.id,
      fileKey: `receipts/${randomBytes(6).toString('hex')}.jpg`,
      contentType: 'image/jpeg',
      sizeBytes: 1000,
      amount: 500,
      points: 20,
      storeId: store.id,
    };
    await orm.insert(receipts).values([
      { ...receipt, status: 'approved', createdAt: new Date(Date.now() - HOUR_MS) },
      { ...receipt, status: 'rejected', createdAt: new Date(Date.now() - HOUR_MS) },
      { ...receipt, status: 'approved', createdAt: new Date(Date.now() - 5 * HOUR_MS) },
    ]);
    await recordSale(orm, TILL_READERS, client, {
      memberId: member.id,
      store,
      receiptNo: 'R-till',
      amount: 500,
      occurredAt: new Date(Date.now() - HOUR_MS),
    });

    const simulated = await simulateCampaign(orm, TILL_READERS, campaign, {
      from: new Date(Date.now() - 2 * HOUR_MS),
      to: new Date(),
    });

    expect(simulated).toMatchObject({ qualifying_purchases: 1, points: 50, members: 1, budget_exhausted: false });
    expect(simulated.purchases).toBeGreaterThanOrEqual(2);
  });

  it('answers NOT_FOUND for a campaign that does not exist', async () => {
    await expect(
      simulateCampaign(context.database.orm, TILL_READERS, 999_999, { from: new Date(0), to: new Date() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

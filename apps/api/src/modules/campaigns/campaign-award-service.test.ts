import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { createCampaign, ledgerAwardsOf } from '../../../test/fixtures/campaigns.js';
import {
  expectLedgerInvariants,
  ledgerEntriesOf,
  TILL_READERS,
  tillSetUp as tillFixture,
} from '../../../test/fixtures/till.js';
import { useTestDatabase } from '../../../test/helper.js';
import type { Orm } from '../../db/client.js';
import { campaignMemberAwards, campaigns, memberTierStatuses } from '../../db/schema.js';
import { refundSale } from '../till/till-refund-service.js';
import type { TillStore } from '../till/till-repository.js';
import { recordSale } from '../till/till-sale-service.js';

const context = useTestDatabase();
const HOUR_MS = 3_600_000;

/** An hour ago, the same for every sale of the file: a retry must send what the first call sent. */
const OCCURRED_AT = new Date(Date.now() - HOUR_MS);

const sell = (orm: Orm, client: { apiClientId: number }, store: TillStore, memberId: number, receiptNo: string) =>
  recordSale(orm, TILL_READERS, client, { memberId, store, receiptNo, amount: 1000, occurredAt: OCCURRED_AT });

async function budgetUsedOf(orm: Orm, campaignId: number): Promise<number> {
  const [row] = await orm.select({ used: campaigns.budgetUsed }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row?.used ?? -1;
}

describe('campaigns at the till (DESIGN §14)', () => {
  it('explains a sale’s points: the base and a double-points campaign, kept on the ledger entry and answered again on a retry', async () => {
    const { orm, store, client, member } = await tillFixture(context.database.orm);
    const id = await createCampaign(orm, store, { conditions: { channels: ['till'] } });

    const first = await sell(orm, client, store, member.id, 'C-1');
    const retry = await sell(orm, client, store, member.id, 'C-1');

    const awards = [
      { rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points: 40 },
      { rule_id: String(id), name: 'คะแนนสองเท่า', name_en: 'Double points', points: 40 },
    ];
    expect(first).toMatchObject({ points_earned: 80, point_balance: 80, awards, duplicate: false });
    expect(retry).toMatchObject({ points_earned: 80, point_balance: 80, awards, duplicate: true });
    const [earn] = await ledgerEntriesOf(orm, member.id);
    expect(earn).toMatchObject({ delta: 80, awards });
    await expectLedgerInvariants(orm, [member.id]);
  });

  it('awards nothing from a draft, an ended campaign, another store’s or one outside its window', async () => {
    const { orm, store, client, member } = await tillFixture(context.database.orm);
    await createCampaign(orm, store, { status: 'draft' });
    await createCampaign(orm, store, { status: 'ended' });
    await createCampaign(orm, store, { conditions: { store_codes: ['ELSEWHERE-1'] } });
    await createCampaign(orm, store, {
      startsAt: new Date(Date.now() - 10 * HOUR_MS),
      endsAt: new Date(Date.now() - 2 * HOUR_MS),
    });

    const sale = await sell(orm, client, store, member.id, 'C-2');

    expect(sale.awards.map((award) => award.rule_id)).toEqual(['base']);
    expect(sale.points_earned).toBe(40);
  });

  it('never passes a budget when parallel sales of ten members drain its last points', async () => {
    const { orm, store, client } = await tillFixture(context.database.orm);
    const id = await createCampaign(orm, store, {
      kind: 'bonus',
      multiplier: null,
      bonusPoints: 30,
      budgetPoints: 100,
    });
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember(orm)));

    const sales = await Promise.all(members.map((member, index) => sell(orm, client, store, member.id, `B-${index}`)));

    const campaignPoints = sales.flatMap((sale) =>
      sale.awards.filter((award) => award.rule_id === String(id)).map((award) => award.points),
    );
    expect(campaignPoints.sort((a, b) => b - a)).toEqual([30, 30, 30, 10]);
    expect(await budgetUsedOf(orm, id)).toBe(100);
    const memberIds = members.map((member) => member.id);
    expect(await ledgerAwardsOf(orm, id, memberIds)).toBe(100);
    await expectLedgerInvariants(orm, memberIds);
  });

  it('holds the per-member cap when one member’s sales arrive together, and counts it per member', async () => {
    const { orm, store, client, member } = await tillFixture(context.database.orm);
    const other = await createMember(orm);
    const id = await createCampaign(orm, store, { kind: 'bonus', multiplier: null, bonusPoints: 30, perMemberCap: 50 });

    await Promise.all(Array.from({ length: 5 }, (_, index) => sell(orm, client, store, member.id, `P-${index}`)));
    await sell(orm, client, store, other.id, 'P-other');

    expect(await ledgerAwardsOf(orm, id, [member.id])).toBe(50);
    expect(await ledgerAwardsOf(orm, id, [other.id])).toBe(30);
    const counted = await orm.select().from(campaignMemberAwards).where(eq(campaignMemberAwards.campaignId, id));
    expect(counted.map((row) => [row.memberId, row.points]).sort()).toEqual(
      [
        [member.id, 50],
        [other.id, 30],
      ].sort(),
    );
    expect(await budgetUsedOf(orm, id)).toBe(80);
  });

  it('gives a refund’s share of the campaign awards back to the budget and the member’s cap, never more than was awarded', async () => {
    const { orm, store, client, member } = await tillFixture(context.database.orm);
    const id = await createCampaign(orm, store, { budgetPoints: 1000, perMemberCap: 500 });
    const sale = await sell(orm, client, store, member.id, 'R-1');
    expect(sale.awards.find((award) => award.rule_id === String(id))?.points).toBe(40);
    expect(await budgetUsedOf(orm, id)).toBe(40);
    const memberAwarded = async () =>
      (await orm.select().from(campaignMemberAwards).where(eq(campaignMemberAwards.campaignId, id)))[0]?.points ?? 0;

    const refund = (refundNo: string, amount: number) =>
      refundSale(orm, client, { transactionId: sale.transaction_id, refundNo, amount });
    // 333.33 THB of 1,000 refunded: a third of the campaign's 40 points (13) is spent no more.
    await refund('RR-1', 333.33);
    expect(await budgetUsedOf(orm, id)).toBe(27);
    expect(await memberAwarded()).toBe(27);
    await refund('RR-1', 333.33);
    expect(await budgetUsedOf(orm, id)).toBe(27);
    // The rest in two parts: together the refunds give back exactly the 40 awarded.
    await Promise.all([refund('RR-2', 333.33), refund('RR-3', 333.34)]);
    expect(await budgetUsedOf(orm, id)).toBe(0);
    expect(await memberAwarded()).toBe(0);
    await expectLedgerInvariants(orm, [member.id]);
  });

  it('gives a first-purchase bonus once, and a tier condition only to members of that tier', async () => {
    const { orm, store, client, member } = await tillFixture(context.database.orm);
    await createCampaign(orm, store, {
      kind: 'bonus',
      multiplier: null,
      bonusPoints: 100,
      name: 'ซื้อครั้งแรก',
      nameEn: 'First purchase',
      conditions: { first_purchase: true },
    });
    await createCampaign(orm, store, { name: 'แพลทินัม', nameEn: 'Platinum', conditions: { tiers: ['platinum'] } });

    const first = await sell(orm, client, store, member.id, 'F-1');
    const second = await sell(orm, client, store, member.id, 'F-2');

    expect(first.awards.map((award) => award.name_en)).toEqual(['Base points', 'First purchase']);
    expect(second.awards.map((award) => award.name_en)).toEqual(['Base points']);
  });

  it('meets a tier condition with the tier the member holds, though the rolling spending has fallen below it', async () => {
    const { orm, store, client, member } = await tillFixture(context.database.orm);
    await orm
      .insert(memberTierStatuses)
      .values({ memberId: member.id, tierId: 4, expiresAt: new Date(Date.now() + 30 * 24 * HOUR_MS) });
    await createCampaign(orm, store, { name: 'แพลทินัม', nameEn: 'Platinum', conditions: { tiers: ['platinum'] } });

    const sale = await sell(orm, client, store, member.id, 'H-1');

    expect(sale.awards.map((award) => award.name_en)).toEqual(['Base points', 'Platinum']);
    expect(sale.tier.code).toBe('platinum');
  });
});

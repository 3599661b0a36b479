import { redeem, transferPoint, updateCouponCode } from '@loyalty/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callContract, outcomeOf } from '../../../../test/call-contract.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import {
  addPartnerCodes,
  createFlashSale,
  createOffer,
  redeemedOffer,
  redeemPayload,
  redeemReadyProfile,
} from '../../../../test/fixtures/redemptions.js';
import { useTestApp } from '../../../../test/test-app.js';
import { flashSales, partnerCodes, pointLedger, privileges, redemptions } from '../../../db/schema.js';
import { pointBalance } from '../../../modules/points/point-service.js';

const context = useTestApp();

const db = () => context.database.orm;

function readyMembers(count: number, points: number) {
  return Promise.all(
    Array.from({ length: count }, () => memberWithPoints(context.database.orm, points, redeemReadyProfile())),
  );
}

describe('Privilege/Redeem under concurrency (real PostgreSQL)', () => {
  it('lets exactly 100 of 300 members racing for a flash sale of 100 redeem, and charges only them', async () => {
    const { privilege } = await createOffer(db(), { stockTotal: 1000, pointCost: 500 });
    const saleId = await createFlashSale(db(), { privilegeId: privilege.id, pointCost: 40, stockTotal: 100 });
    const racers = await readyMembers(300, 100);
    const responses = await Promise.all(
      racers.map(({ token }, index) =>
        callContract(context.app, redeem, redeemPayload(privilege, { Flash_Sale_Id: saleId }), {
          as: { token },
          idempotencyKey: `flash-sale-${saleId}-${index}`,
        }),
      ),
    );
    const outcomes = responses.map(outcomeOf);
    expect(outcomes.filter((outcome) => outcome === 'success')).toHaveLength(100);
    expect(outcomes.filter((outcome) => outcome === 'OUT_OF_STOCK')).toHaveLength(200);

    const [sale] = await db().select().from(flashSales).where(eq(flashSales.id, saleId));
    expect(sale?.stockUsed).toBe(100);
    const [ownStock] = await db().select().from(privileges).where(eq(privileges.id, privilege.id));
    expect(ownStock?.stockUsed).toBe(0);
    const stored = await db().select().from(redemptions).where(eq(redemptions.flashSaleId, saleId));
    expect(stored).toHaveLength(100);

    const memberIds = racers.map(({ member }) => member.id);
    const [spent] = await db()
      .select({ total: sql<number>`coalesce(sum(-${pointLedger.delta}), 0)::int`, entries: sql<number>`count(*)::int` })
      .from(pointLedger)
      .where(and(inArray(pointLedger.memberId, memberIds), eq(pointLedger.kind, 'spend')));
    expect(spent).toEqual({ total: 100 * 40, entries: 100 });
    const winners = new Set(stored.map((redemption) => redemption.memberId));
    const balances = await Promise.all(racers.map(({ member }) => pointBalance(db(), member.id)));
    racers.forEach(({ member }, index) => {
      expect(balances[index]).toBe(winners.has(member.id) ? 60 : 100);
    });
  });

  it('redeems once when one member double-clicks Redeem with the same Idempotency-Key', async () => {
    const { privilege } = await createOffer(db(), { pointCost: 30, perMemberLimit: 5 });
    const { member, token } = await memberWithPoints(context.database.orm, 100, redeemReadyProfile());
    const key = `double-click-${privilege.id}`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        callContract(context.app, redeem, redeemPayload(privilege), { as: { token }, idempotencyKey: key }),
      ),
    );
    expect(responses.map(outcomeOf)).toEqual(Array(5).fill('success'));
    const ids = new Set(responses.map((response) => response.data.redemption_id));
    expect(ids.size).toBe(1);
    const stored = await db().select().from(redemptions).where(eq(redemptions.memberId, member.id));
    expect(stored).toHaveLength(1);
    const spends = await db()
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, member.id), eq(pointLedger.kind, 'spend')));
    expect(spends).toHaveLength(1);
    expect(await pointBalance(db(), member.id)).toBe(70);
  });

  it('never hands one partner code to two redemptions made in parallel', async () => {
    const { privilege } = await createOffer(db(), { kind: 'partner_code', pointCost: 10, stockTotal: 100 });
    await addPartnerCodes(
      db(),
      privilege.id,
      Array.from({ length: 15 }, (_, index) => `PC-${privilege.id}-${index}`),
    );
    const racers = await readyMembers(25, 50);
    const outcomes = (
      await Promise.all(
        racers.map(({ token }, index) =>
          callContract(context.app, redeem, redeemPayload(privilege), {
            as: { token },
            idempotencyKey: `partner-codes-${privilege.id}-${index}`,
          }),
        ),
      )
    ).map(outcomeOf);
    expect(outcomes.filter((outcome) => outcome === 'success')).toHaveLength(15);
    expect(outcomes.filter((outcome) => outcome === 'OUT_OF_STOCK')).toHaveLength(10);
    const stored = await db().select().from(redemptions).where(eq(redemptions.privilegeId, privilege.id));
    expect(new Set(stored.map((redemption) => redemption.partnerCode)).size).toBe(15);
    const handedOut = await db().select().from(partnerCodes).where(eq(partnerCodes.privilegeId, privilege.id));
    expect(handedOut.every((code) => code.redemptionId !== null)).toBe(true);
    const [stock] = await db().select().from(privileges).where(eq(privileges.id, privilege.id));
    expect(stock?.stockUsed).toBe(15);
  });

  it('never deadlocks with transfers: a ring of members redeeming while each sends points to the next', async () => {
    const { privilege } = await createOffer(db(), { pointCost: 10, stockTotal: 100 });
    const ring = await readyMembers(20, 100);
    const responses = await Promise.all(
      ring.flatMap(({ token }, index) => {
        const next = ring[(index + 1) % ring.length];
        return [
          callContract(context.app, redeem, redeemPayload(privilege), {
            as: { token },
            idempotencyKey: `ring-redeem-${index}-${privilege.id}`,
          }),
          callContract(
            context.app,
            transferPoint,
            { Member_Id: next?.member.mbkMemberId ?? '', Points: 5 },
            { as: { token }, idempotencyKey: `ring-transfer-${index}-${privilege.id}` },
          ),
        ];
      }),
    );
    expect(responses.map(outcomeOf)).toEqual(Array(40).fill('success'));
    const balances = await Promise.all(ring.map(({ member }) => pointBalance(db(), member.id)));
    expect(balances).toEqual(Array(20).fill(90));
  });

  it('uses an e-coupon once when UpdateCouponCode arrives ten times in parallel', async () => {
    const { offer, member, redemptionId } = await redeemedOffer(context.app, db(), { points: 50 });
    const { storeCode } = offer;
    const { token } = member;
    const outcomes = (
      await Promise.all(
        Array.from({ length: 10 }, () =>
          callContract(
            context.app,
            updateCouponCode,
            { Redemption_Id: redemptionId, Store_Code: storeCode },
            { as: { token } },
          ),
        ),
      )
    ).map(outcomeOf);
    expect(outcomes.filter((outcome) => outcome === 'success')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'CODE_USED')).toHaveLength(9);
    const [stored] = await db().select().from(redemptions).where(eq(redemptions.id, redemptionId));
    expect(stored?.status).toBe('used');
  });
});

import {
  getCouponHistory,
  getPrivilegeHistory,
  getRedemptionHistory,
  getTrackingStatus,
  updateCouponCode,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { badInput, type Caller, callContract, outcomeOf } from '../../../../test/call-contract.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { redeemedOffer, redeemReadyProfile } from '../../../../test/fixtures/redemptions.js';
import { useTestApp } from '../../../../test/test-app.js';
import { redemptions, shipmentEvents } from '../../../db/schema.js';

const context = useTestApp();

const db = () => context.database.orm;

/**
 * A member with four redemptions, oldest first: an e-coupon used at a store, an e-coupon expired, an
 * active e-coupon, and a physical reward delivered by Kerry Express.
 */
async function memberWithRedemptions() {
  const redeemer = await memberWithPoints(context.database.orm, 1000, redeemReadyProfile());
  const { member, token } = redeemer;
  const redeemOne = (kind: 'ecoupon' | 'physical') => redeemedOffer(context.app, db(), { kind, member: redeemer });
  const used = await redeemOne('ecoupon');
  await callContract(
    context.app,
    updateCouponCode,
    { Redemption_Id: used.redemptionId, Store_Code: used.offer.storeCode },
    { as: { token } },
  );
  const expired = await redeemOne('ecoupon');
  await db()
    .update(redemptions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(redemptions.id, expired.redemptionId));
  const active = await redeemOne('ecoupon');
  const delivered = await redeemOne('physical');
  await deliver(delivered.redemptionId);
  return { member, token, ids: { used, expired, active, delivered } };
}

async function deliver(redemptionId: number) {
  const day = 24 * 60 * 60 * 1000;
  await db()
    .insert(shipmentEvents)
    .values([
      { redemptionId, status: 'packed', at: new Date(Date.now() + day) },
      {
        redemptionId,
        status: 'shipped',
        at: new Date(Date.now() + 2 * day),
        carrier: 'Kerry Express',
        trackingNo: 'TH123456789',
      },
      { redemptionId, status: 'delivered', at: new Date(Date.now() + 3 * day) },
    ]);
  await db().update(redemptions).set({ status: 'delivered' }).where(eq(redemptions.id, redemptionId));
}

const idsOf = (response: { data: { items: { redemption_id: number }[] } }) =>
  response.data.items.map((item) => item.redemption_id);

describe('History/GetRedemptionHistory', () => {
  it('lists every redemption newest first, paged', async () => {
    const { token, ids } = await memberWithRedemptions();
    const all = await callContract(context.app, getRedemptionHistory, {}, { as: { token } });
    expect(idsOf(all)).toEqual([
      ids.delivered.redemptionId,
      ids.active.redemptionId,
      ids.expired.redemptionId,
      ids.used.redemptionId,
    ]);
    expect(all.data.items.map((item: { state: string }) => item.state)).toEqual([
      'delivered',
      'active',
      'expired',
      'used',
    ]);
    const second = await callContract(context.app, getRedemptionHistory, { page: 2, limit: 3 }, { as: { token } });
    expect(second.data).toMatchObject({ page: 2, limit: 3, total: 4, end_page: true });
    expect(idsOf(second)).toEqual([ids.used.redemptionId]);
    // Past the end the member’s row still carries the total: answered, not 0.
    const beyond = await callContract(context.app, getRedemptionHistory, { page: 5, limit: 3 }, { as: { token } });
    expect(beyond.data).toMatchObject({ items: [], page: 5, total: 4, end_page: true });
  });

  it('shows nothing of other members', async () => {
    await memberWithRedemptions();
    const { token } = await memberWithPoints(context.database.orm, 0);
    const response = await callContract(context.app, getRedemptionHistory, {}, { as: { token } });
    expect(response.data).toMatchObject({ items: [], total: 0, end_page: true });
  });
});

describe('History/GetPrivilegeHistory', () => {
  it('lists the used coupons and the delivered rewards', async () => {
    const { token, ids } = await memberWithRedemptions();
    const response = await callContract(context.app, getPrivilegeHistory, {}, { as: { token } });
    expect(idsOf(response)).toEqual([ids.delivered.redemptionId, ids.used.redemptionId]);
  });
});

describe('History/GetCouponHistory', () => {
  it('filters coupons by state, active by default, and never lists rewards', async () => {
    const { token, ids } = await memberWithRedemptions();
    const byState = async (State?: 'active' | 'used' | 'expired') =>
      idsOf(await callContract(context.app, getCouponHistory, State ? { State } : {}, { as: { token } }));
    expect(await byState()).toEqual([ids.active.redemptionId]);
    expect(await byState('used')).toEqual([ids.used.redemptionId]);
    expect(await byState('expired')).toEqual([ids.expired.redemptionId]);
    const invalid = await callContract(context.app, getCouponHistory, badInput({ State: 'lost' }), { as: { token } });
    expect(outcomeOf(invalid)).toBe('VALIDATION_FAILED');
  });
});

describe('History/GetTrackingStatus', () => {
  it('answers the four steps in order with dates, the carrier, the tracking number and the address', async () => {
    const { token, ids } = await memberWithRedemptions();
    const response = await callContract(
      context.app,
      getTrackingStatus,
      { Redemption_Id: String(ids.delivered.redemptionId) },
      { as: { token }, language: 'th' },
    );
    const data = response.data;
    expect(data.steps.map((step: { step: string; done: boolean }) => [step.step, step.done])).toEqual([
      ['ordered', true],
      ['packed', true],
      ['shipped', true],
      ['delivered', true],
    ]);
    expect(data.steps.every((step: { at: string | null }) => step.at !== null)).toBe(true);
    expect(data).toMatchObject({ carrier: 'Kerry Express', tracking_no: 'TH123456789' });
    expect(data.redemption).toMatchObject({ redemption_id: ids.delivered.redemptionId, state: 'delivered' });
    expect(data.shipping_address).toBe('สมศรี ใจดี 0812345678\n99/1 ถนนพระอาทิตย์\nชนะสงคราม เขตพระนคร กรุงเทพมหานคร 10200');
  });

  it('names the places of an address snapshot as the data list names them now, in the member’s language', async () => {
    const { token, ids } = await memberWithRedemptions();
    const [row] = await db()
      .select({ snapshot: redemptions.shippingAddress })
      .from(redemptions)
      .where(eq(redemptions.id, ids.delivered.redemptionId));
    // A snapshot taken before the reference data was corrected, with its machine romanisation.
    const snapshot = { ...(row?.snapshot as object), sub_district_en: 'Chnasngkhnam', district_th: 'พระนคร' };
    await db()
      .update(redemptions)
      .set({ shippingAddress: snapshot })
      .where(eq(redemptions.id, ids.delivered.redemptionId));
    const addressIn = async (language: 'en' | 'th') =>
      (
        await callContract(
          context.app,
          getTrackingStatus,
          { Redemption_Id: String(ids.delivered.redemptionId) },
          { as: { token }, language },
        )
      ).data.shipping_address;
    expect(await addressIn('en')).toContain('Chana Songkhram Khet Phra Nakhon Bangkok 10200');
    expect(await addressIn('th')).toContain('ชนะสงคราม เขตพระนคร กรุงเทพมหานคร 10200');
  });

  it('shows an ordered reward’s later steps as not done yet', async () => {
    const { member, redemptionId } = await redeemedOffer(context.app, db(), { kind: 'physical' });
    const { token } = member;
    const response = await callContract(
      context.app,
      getTrackingStatus,
      { Redemption_Id: String(redemptionId) },
      { as: { token } },
    );
    const data = response.data;
    expect(data.steps.map((step: { done: boolean }) => step.done)).toEqual([true, false, false, false]);
    expect(data).toMatchObject({ carrier: null, tracking_no: null });
  });

  it('answers NOT_FOUND for a coupon or another member’s reward', async () => {
    const { token, ids } = await memberWithRedemptions();
    const stranger = await memberWithPoints(context.database.orm, 0);
    const ask = (asker: Caller, id: number) =>
      callContract(context.app, getTrackingStatus, { Redemption_Id: String(id) }, { as: asker });
    expect(outcomeOf(await ask({ token }, ids.active.redemptionId))).toBe('NOT_FOUND');
    expect(outcomeOf(await ask(stranger, ids.delivered.redemptionId))).toBe('NOT_FOUND');
  });
});

import {
  type CallInput,
  checkMerchant,
  getRedemptionDetail,
  showCouponCode,
  updateCouponCode,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callContract, outcomeOf } from '../../../../test/call-contract.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { type Offer, redeemedOffer } from '../../../../test/fixtures/redemptions.js';
import { useTestApp } from '../../../../test/test-app.js';
import { redemptions } from '../../../db/schema.js';
import { CHECK_MERCHANT_LIMIT } from './redemption.js';

const context = useTestApp();

const db = () => context.database.orm;

/** A member who redeemed one coupon of a new offer of `kind`. */
async function redeemed(kind: 'ecoupon' | 'partner_code' = 'ecoupon') {
  const { offer, member, redemptionId } = await redeemedOffer(context.app, db(), { kind });
  return { offer, token: member.token, redemptionId };
}

async function expire(redemptionId: number) {
  await db()
    .update(redemptions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(redemptions.id, redemptionId));
}

type CouponCall = typeof showCouponCode | typeof checkMerchant | typeof updateCouponCode;

const post = <C extends CouponCall>(call: C, token: string, input: CallInput<C>, language: 'en' | 'th' = 'en') =>
  callContract(context.app, call, input, { as: { token }, language });

const storePayload = (redemptionId: number, offer: Offer, code = offer.storeCode) => ({
  Redemption_Id: redemptionId,
  Store_Code: code,
});

describe('Privilege/GetRedemptionDetail', () => {
  it('shows the member’s own redemption and NOT_FOUND for anyone else’s', async () => {
    const { token, redemptionId, offer } = await redeemed();
    const stranger = await memberWithPoints(context.database.orm, 0);
    const own = await callContract(
      context.app,
      getRedemptionDetail,
      { Redemption_Id: String(redemptionId) },
      { as: { token } },
    );
    expect(own.data).toMatchObject({
      redemption_id: redemptionId,
      privilege_id: offer.privilege.id,
      state: 'active',
    });
    const theirs = await callContract(
      context.app,
      getRedemptionDetail,
      { Redemption_Id: String(redemptionId) },
      { as: stranger },
    );
    expect(outcomeOf(theirs)).toBe('NOT_FOUND');
  });

  it('shows an issued coupon past its expiry as expired', async () => {
    const { token, redemptionId } = await redeemed();
    await expire(redemptionId);
    const response = await callContract(
      context.app,
      getRedemptionDetail,
      { Redemption_Id: String(redemptionId) },
      { as: { token } },
    );
    expect(response.data.state).toBe('expired');
  });
});

describe('Privilege/ShowCouponCode', () => {
  it('reveals the partner code, records the first reveal, and the detail shows it from then on', async () => {
    const { token, redemptionId, offer } = await redeemed('partner_code');
    const shown = await post(showCouponCode, token, { Redemption_Id: redemptionId });
    expect(shown.data).toEqual({ redemption_id: redemptionId, partner_code: `PARTNER-${offer.privilege.id}` });
    const [stored] = await db().select().from(redemptions).where(eq(redemptions.id, redemptionId));
    const firstShownAt = stored?.partnerCodeShownAt;
    expect(firstShownAt).toBeInstanceOf(Date);
    await post(showCouponCode, token, { Redemption_Id: redemptionId });
    const [again] = await db().select().from(redemptions).where(eq(redemptions.id, redemptionId));
    expect(again?.partnerCodeShownAt).toEqual(firstShownAt);
    const detail = await callContract(
      context.app,
      getRedemptionDetail,
      { Redemption_Id: String(redemptionId) },
      { as: { token } },
    );
    expect(detail.data.partner_code).toBe(`PARTNER-${offer.privilege.id}`);
  });

  it('answers NOT_FOUND for an e-coupon or another member’s redemption, CODE_EXPIRED after expiry', async () => {
    const ecoupon = await redeemed();
    expect(outcomeOf(await post(showCouponCode, ecoupon.token, { Redemption_Id: ecoupon.redemptionId }))).toBe(
      'NOT_FOUND',
    );
    const partner = await redeemed('partner_code');
    expect(outcomeOf(await post(showCouponCode, ecoupon.token, { Redemption_Id: partner.redemptionId }))).toBe(
      'NOT_FOUND',
    );
    await expire(partner.redemptionId);
    expect(outcomeOf(await post(showCouponCode, partner.token, { Redemption_Id: partner.redemptionId }))).toBe(
      'CODE_EXPIRED',
    );
  });
});

describe('Privilege/CheckMerchant', () => {
  it('names the store of the e-coupon’s partner (store codes are case-insensitive)', async () => {
    const { token, redemptionId, offer } = await redeemed();
    const response = await post(
      checkMerchant,
      token,
      storePayload(redemptionId, offer, offer.storeCode.toLowerCase()),
      'th',
    );
    expect(response.data).toEqual({ store_code: offer.storeCode, store_name: 'สาขาสยาม' });
  });

  it('answers MERCHANT_INVALID for another partner’s or an unknown store, NOT_FOUND for a partner code', async () => {
    const { token, redemptionId, offer } = await redeemed();
    expect(
      outcomeOf(await post(checkMerchant, token, storePayload(redemptionId, offer, offer.otherPartnerStoreCode))),
    ).toBe('MERCHANT_INVALID');
    expect(outcomeOf(await post(checkMerchant, token, storePayload(redemptionId, offer, 'NO-SUCH-STORE')))).toBe(
      'MERCHANT_INVALID',
    );
    const partner = await redeemed('partner_code');
    expect(outcomeOf(await post(checkMerchant, partner.token, storePayload(partner.redemptionId, partner.offer)))).toBe(
      'NOT_FOUND',
    );
    expect(outcomeOf(await post(checkMerchant, token, { Redemption_Id: redemptionId, Store_Code: '!' }))).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('limits store-code checks per member with RATE_LIMITED', async () => {
    const { token, redemptionId, offer } = await redeemed();
    const other = await redeemed();
    for (let attempt = 0; attempt < CHECK_MERCHANT_LIMIT.max; attempt += 1) {
      await post(checkMerchant, token, storePayload(redemptionId, offer, 'WRONG-CODE'));
    }
    const limited = await post(checkMerchant, token, storePayload(redemptionId, offer));
    expect(limited.statusCode).toBe(429);
    expect(limited.code).toBe('RATE_LIMITED');
    expect(outcomeOf(await post(checkMerchant, other.token, storePayload(other.redemptionId, other.offer)))).toBe(
      'success',
    );
  });
});

describe('Privilege/UpdateCouponCode', () => {
  it('marks the e-coupon used at the store, once: CODE_USED the second time', async () => {
    const { token, redemptionId, offer } = await redeemed();
    const used = await post(updateCouponCode, token, storePayload(redemptionId, offer));
    expect(used.data).toMatchObject({ state: 'used', used_store: 'Siam branch' });
    expect(used.data.used_at).not.toBeNull();
    expect(outcomeOf(await post(updateCouponCode, token, storePayload(redemptionId, offer)))).toBe('CODE_USED');
  });

  it('answers CODE_EXPIRED after expiry, MERCHANT_INVALID for another partner’s store, NOT_FOUND otherwise', async () => {
    const { token, redemptionId, offer } = await redeemed();
    expect(
      outcomeOf(await post(updateCouponCode, token, storePayload(redemptionId, offer, offer.otherPartnerStoreCode))),
    ).toBe('MERCHANT_INVALID');
    const stranger = await memberWithPoints(context.database.orm, 0);
    expect(outcomeOf(await post(updateCouponCode, stranger.token, storePayload(redemptionId, offer)))).toBe(
      'NOT_FOUND',
    );
    await expire(redemptionId);
    expect(outcomeOf(await post(updateCouponCode, token, storePayload(redemptionId, offer)))).toBe('CODE_EXPIRED');
    const [stored] = await db().select().from(redemptions).where(eq(redemptions.id, redemptionId));
    expect(stored?.status).toBe('issued');
  });
});

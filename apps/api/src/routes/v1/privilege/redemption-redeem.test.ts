import { type CallInput, redeem } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, callContract, outcomeOf } from '../../../../test/call-contract.js';
import { addSpending } from '../../../../test/factories.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import {
  addAddress,
  addPartnerCodes,
  createFlashSale,
  createOffer,
  redeemPayload,
  redeemReadyProfile,
} from '../../../../test/fixtures/redemptions.js';
import { useTestApp } from '../../../../test/test-app.js';
import { memberTierStatuses, pointLedger, privileges, redemptions, shipmentEvents } from '../../../db/schema.js';
import { bangkokYearOf, endOfBangkokYear } from '../../../modules/calendar/bangkok-calendar.js';

const context = useTestApp();

const db = () => context.database.orm;
const day = 24 * 60 * 60 * 1000;

const readyMember = (points: number) => memberWithPoints(context.database.orm, points, redeemReadyProfile());

function redeemAs(token: string, input: CallInput<typeof redeem> | BadInput, idempotencyKey?: string) {
  return callContract(context.app, redeem, input, { as: { token }, idempotencyKey });
}

async function stockUsedOf(privilegeId: number): Promise<number | undefined> {
  const [row] = await db().select().from(privileges).where(eq(privileges.id, privilegeId));
  return row?.stockUsed;
}

describe('Privilege/Redeem', () => {
  it('issues an e-coupon valid for coupon_valid_days, spends the points and answers the balance', async () => {
    const { privilege } = await createOffer(db(), { pointCost: 120, couponValidDays: 10 });
    const { member, token } = await readyMember(500);
    const before = Date.now();
    const response = await callContract(context.app, redeem, redeemPayload(privilege), {
      as: { token },
      language: 'th',
    });
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({
      privilege_id: privilege.id,
      category_id: privilege.categoryId,
      kind: 'ecoupon',
      title: 'ลาเต้ฟรี',
      partner_name: 'ชบาคาเฟ่',
      points_spent: 120,
      state: 'active',
      partner_code: null,
      used_at: null,
      used_store: null,
      point_balance: 380,
    });
    expect(data.coupon_code).toMatch(/^[A-Z0-9]{12}$/);
    const expiresIn = new Date(data.expires_at ?? Number.NaN).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(10 * day - 1000);
    expect(expiresIn).toBeLessThan(10 * day + 5000);
    const spends = await db()
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.reference, `privilege:${privilege.id}`));
    expect(spends).toMatchObject([{ kind: 'spend', source: 'redemption', delta: -120, memberId: member.id }]);
    const [stored] = await db().select().from(redemptions).where(eq(redemptions.id, data.redemption_id));
    expect(stored?.entryId).toBe(spends[0]?.id);
    expect(await stockUsedOf(privilege.id)).toBe(1);
  });

  it('ships a physical reward to the member’s address: snapshot, status ordered and a first tracking event', async () => {
    const { privilege } = await createOffer(db(), { kind: 'physical', pointCost: 50 });
    const { member, token } = await readyMember(100);
    const addressId = await addAddress(db(), member.id);
    const response = await redeemAs(token, redeemPayload(privilege, { Address_Id: addressId }));
    expect(outcomeOf(response)).toBe('success');
    const data = response.data;
    expect(data).toMatchObject({ kind: 'physical', state: 'ordered', expires_at: null, point_balance: 50 });
    const [stored] = await db().select().from(redemptions).where(eq(redemptions.id, data.redemption_id));
    expect(stored?.shippingAddress).toMatchObject({
      address_id: addressId,
      postal_code: '10200',
      province_en: 'Bangkok',
    });
    const events = await db().select().from(shipmentEvents).where(eq(shipmentEvents.redemptionId, data.redemption_id));
    expect(events).toMatchObject([{ status: 'ordered' }]);
  });

  it('gives a partner-code redemption the first free code, hidden until ShowCouponCode', async () => {
    const { privilege } = await createOffer(db(), { kind: 'partner_code', pointCost: 10 });
    await addPartnerCodes(db(), privilege.id, [`FIRST-${privilege.id}`, `SECOND-${privilege.id}`]);
    const { token } = await readyMember(100);
    const response = await redeemAs(token, redeemPayload(privilege));
    expect(response.data).toMatchObject({ kind: 'partner_code', partner_code: null, state: 'active' });
    const [stored] = await db().select().from(redemptions).where(eq(redemptions.privilegeId, privilege.id));
    expect(stored?.partnerCode).toBe(`FIRST-${privilege.id}`);
  });

  it('redeems a live flash sale at its own price from its own stock', async () => {
    const { privilege } = await createOffer(db(), { pointCost: 300 });
    const saleId = await createFlashSale(db(), { privilegeId: privilege.id, pointCost: 99, stockTotal: 5 });
    const { token } = await readyMember(300);
    const response = await redeemAs(token, redeemPayload(privilege, { Flash_Sale_Id: saleId }));
    expect(response.data).toMatchObject({ points_spent: 99, point_balance: 201 });
    expect(await stockUsedOf(privilege.id)).toBe(0);
  });

  it('lets a member whose rolling spending reaches the lowest tier redeem an exclusive privilege', async () => {
    const { privilege } = await createOffer(db(), { minTierId: 3, pointCost: 10 });
    const { member, token } = await readyMember(100);
    await addSpending(db(), { memberId: member.id, amount: 60_000, spentAt: new Date(Date.now() - 30 * day) });
    expect(outcomeOf(await redeemAs(token, redeemPayload(privilege)))).toBe('success');
  });

  it('lets a member holding the lowest tier allowed redeem though their rolling spending has fallen below it', async () => {
    const { privilege } = await createOffer(db(), { minTierId: 3, pointCost: 10 });
    const { member, token } = await readyMember(100);
    await addSpending(db(), { memberId: member.id, amount: 25_000, spentAt: new Date(Date.now() - day) });
    const heldUntil = endOfBangkokYear(bangkokYearOf(new Date()) + 1);
    await db().insert(memberTierStatuses).values({ memberId: member.id, tierId: 3, expiresAt: heldUntil });
    expect(outcomeOf(await redeemAs(token, redeemPayload(privilege)))).toBe('success');
  });

  it('replays the first answer for a retry with the same Idempotency-Key and refuses the key for another call', async () => {
    const { privilege } = await createOffer(db(), { pointCost: 10, perMemberLimit: 3 });
    const other = await createOffer(db(), { pointCost: 10 });
    const { token } = await readyMember(100);
    const key = `retry-redeem-${privilege.id}`;
    const first = await redeemAs(token, redeemPayload(privilege), key);
    const retry = await redeemAs(token, redeemPayload(privilege), key);
    expect(outcomeOf(first)).toBe('success');
    expect(retry.data).toEqual(first.data);
    const conflict = await redeemAs(token, redeemPayload(other.privilege), key);
    expect(outcomeOf(conflict)).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('Privilege/Redeem refusals', () => {
  it.each([[{ Privilege_Id: 'abc', Category_Id: 1 }], [{ Privilege_Id: 1 }], [{ Privilege_Id: -4, Category_Id: 1 }]])(
    'refuses %j with VALIDATION_FAILED',
    async (payload) => {
      const { token } = await readyMember(0);
      const response = await redeemAs(token, badInput(payload));
      expect(response.statusCode).toBe(400);
      expect(response.code).toBe('VALIDATION_FAILED');
    },
  );

  it('answers NOT_FOUND for an unknown privilege, another category, or another privilege’s flash sale', async () => {
    const { privilege } = await createOffer(db());
    const other = await createOffer(db());
    const otherSale = await createFlashSale(db(), { privilegeId: other.privilege.id, pointCost: 1, stockTotal: 1 });
    const { token } = await readyMember(1000);
    const outcomes = await Promise.all([
      redeemAs(token, { Privilege_Id: 999_999_999, Category_Id: privilege.categoryId }),
      redeemAs(token, { Privilege_Id: privilege.id, Category_Id: other.privilege.categoryId }),
      redeemAs(token, redeemPayload(privilege, { Flash_Sale_Id: otherSale })),
    ]);
    expect(outcomes.map(outcomeOf)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
  });

  it('answers NOT_ACTIVE before the window and for a flash sale that is not live', async () => {
    const upcoming = await createOffer(db(), {
      startsAt: new Date(Date.now() + day),
      endsAt: new Date(Date.now() + 2 * day),
    });
    const { privilege } = await createOffer(db());
    const laterSale = await createFlashSale(db(), {
      privilegeId: privilege.id,
      pointCost: 1,
      stockTotal: 5,
      startsAt: new Date(Date.now() + day),
      endsAt: new Date(Date.now() + 2 * day),
    });
    const { token } = await readyMember(1000);
    expect(outcomeOf(await redeemAs(token, redeemPayload(upcoming.privilege)))).toBe('NOT_ACTIVE');
    expect(outcomeOf(await redeemAs(token, redeemPayload(privilege, { Flash_Sale_Id: laterSale })))).toBe('NOT_ACTIVE');
  });

  it('answers NOT_ELIGIBLE when the member’s tier is below the lowest tier allowed', async () => {
    const { privilege } = await createOffer(db(), { minTierId: 3 });
    const { member, token } = await readyMember(1000);
    await addSpending(db(), { memberId: member.id, amount: 25_000, spentAt: new Date(Date.now() - day) });
    expect(outcomeOf(await redeemAs(token, redeemPayload(privilege)))).toBe('NOT_ELIGIBLE');
  });

  it('answers PROFILE_INCOMPLETE while an id card, gender or birth date is missing', async () => {
    const { privilege } = await createOffer(db());
    const { token } = await memberWithPoints(context.database.orm, 1000, { gender: 'male', dateOfBirth: '1990-01-01' });
    expect(outcomeOf(await redeemAs(token, redeemPayload(privilege)))).toBe('PROFILE_INCOMPLETE');
    expect(await stockUsedOf(privilege.id)).toBe(0);
  });

  it('answers REDEEM_LIMIT_REACHED past the per-member limit', async () => {
    const { privilege } = await createOffer(db(), { perMemberLimit: 2, pointCost: 1 });
    const { token } = await readyMember(100);
    const outcomes = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      outcomes.push(outcomeOf(await redeemAs(token, redeemPayload(privilege))));
    expect(outcomes).toEqual(['success', 'success', 'REDEEM_LIMIT_REACHED']);
  });

  it('answers OUT_OF_STOCK when the stock is gone, and for a partner-code privilege without free codes', async () => {
    const { privilege } = await createOffer(db(), { stockTotal: 1, pointCost: 1 });
    const codes = await createOffer(db(), { kind: 'partner_code', pointCost: 1 });
    const first = await readyMember(10);
    const second = await readyMember(10);
    expect(outcomeOf(await redeemAs(first.token, redeemPayload(privilege)))).toBe('success');
    expect(outcomeOf(await redeemAs(second.token, redeemPayload(privilege)))).toBe('OUT_OF_STOCK');
    expect(outcomeOf(await redeemAs(second.token, redeemPayload(codes.privilege)))).toBe('OUT_OF_STOCK');
    expect(await stockUsedOf(codes.privilege.id)).toBe(0);
  });

  it('answers INSUFFICIENT_POINTS and leaves the stock as it was', async () => {
    const { privilege } = await createOffer(db(), { pointCost: 200 });
    const { token } = await readyMember(199);
    expect(outcomeOf(await redeemAs(token, redeemPayload(privilege)))).toBe('INSUFFICIENT_POINTS');
    expect(await stockUsedOf(privilege.id)).toBe(0);
  });

  it('needs a physical reward’s Address_Id (VALIDATION_FAILED) to be the member’s own (NOT_FOUND)', async () => {
    const { privilege } = await createOffer(db(), { kind: 'physical', pointCost: 1 });
    const { token } = await readyMember(10);
    const stranger = await readyMember(0);
    const strangersAddress = await addAddress(db(), stranger.member.id);
    expect(outcomeOf(await redeemAs(token, redeemPayload(privilege)))).toBe('VALIDATION_FAILED');
    expect(outcomeOf(await redeemAs(token, redeemPayload(privilege, { Address_Id: strangersAddress })))).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses a request without a session', async () => {
    const response = await callContract(context.app, redeem, badInput({}));
    expect(response.code).toBe('UNAUTHORIZED');
  });
});

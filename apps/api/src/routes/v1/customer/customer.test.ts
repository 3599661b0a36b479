import { type CallInput, customerInfoSchema, getCustomerInfo } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, callContract } from '../../../../test/call-contract.js';
import { addPointLot, addSpending, createMember, logIn } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { memberTierStatuses } from '../../../db/schema.js';
import { bangkokYearOf, endOfBangkokYear } from '../../../modules/calendar/bangkok-calendar.js';

const context = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function customerInfo(
  token: string,
  headers: Record<string, string> = {},
  input: CallInput<typeof getCustomerInfo> | BadInput = {},
) {
  const response = await callContract(context.app, getCustomerInfo, input, { as: { token }, headers });
  expect(response.statusCode).toBe(200);
  return response.data;
}

describe('GetCustomerInfo', () => {
  it('answers every SPEC §3 customer-info field of the signed-in member', async () => {
    const member = await createMember(context.database.orm, {
      firstName: 'Ploy',
      province: 'Bangkok',
      provinceId: 10,
      dateOfBirth: '1992-02-29',
      acceptConsentAndPolicy: true,
    });
    const data = await customerInfo(await logIn(context.app, member.email ?? ''));
    expect(Object.keys(data).sort()).toEqual(Object.keys(customerInfoSchema.shape).sort());
    expect(customerInfoSchema.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      first_name: 'Ploy',
      email: member.email,
      province: 'Bangkok',
      province_id: 10,
      date_of_birth: '1992-02-29',
      login_type: 1,
      login_type_desc_en: 'Foreigner',
      login_type_desc_th: 'ชาวต่างชาติ',
      is_set_password: true,
      accept_consentandpolicy: true,
      mbk_member_id: member.mbkMemberId,
      member_tier_desc: 'Member',
      tier_expires_at: null,
      spend_to_keep_tier: null,
      spent_to_keep_tier: null,
    });
    expect(member.mbkMemberId).toMatch(/^CR\d{8}$/);
  });

  it('counts only unexpired lot remainders in the point balance', async () => {
    const member = await createMember(context.database.orm);
    const now = Date.now();
    await addPointLot(context.database.orm, { memberId: member.id, amount: 500, expiresAt: new Date(now + 30 * DAY) });
    await addPointLot(context.database.orm, {
      memberId: member.id,
      amount: 800,
      remaining: 300,
      expiresAt: new Date(now + 400 * DAY),
    });
    await addPointLot(context.database.orm, { memberId: member.id, amount: 999, expiresAt: new Date(now - DAY) });
    const data = await customerInfo(await logIn(context.app, member.email ?? ''));
    expect(data.point_balance).toBe(800);
  });

  it('takes the tier from the last twelve months of spending and says what the next tier needs', async () => {
    const member = await createMember(context.database.orm);
    const now = Date.now();
    await addSpending(context.database.orm, { memberId: member.id, amount: 15_000, spentAt: new Date(now - 20 * DAY) });
    await addSpending(context.database.orm, { memberId: member.id, amount: 10_000, spentAt: new Date(now - 40 * DAY) });
    // Older than twelve months: no longer counts.
    await addSpending(context.database.orm, {
      memberId: member.id,
      amount: 90_000,
      spentAt: new Date(now - 400 * DAY),
    });
    const token = await logIn(context.app, member.email ?? '');
    const english = await customerInfo(token);
    expect(english.spending).toBe(25_000);
    expect(english.spend_to_next_tier).toBe(25_000);
    expect(english.member_tier_desc).toBe('Silver');
    expect(english.member_tier_criteria).toMatch(/^Spend ฿25,000 more by 31 Dec \d{4} to reach Gold$/);
    const thai = await customerInfo(token, { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' });
    expect(thai.member_tier_desc).toBe('ซิลเวอร์');
    expect(thai.member_tier_criteria).toMatch(/^ใช้จ่ายเพิ่มอีก ฿25,000 ภายใน 31 ธ\.ค\. \d{4} เพื่อเลื่อนเป็นระดับโกลด์$/);
    // Silver is reached now: held until the end of next year, kept by next year's own spending.
    expect(english.tier_expires_at).toBe(endOfBangkokYear(bangkokYearOf(new Date()) + 1).toISOString());
    expect(english.spend_to_keep_tier).toBe(20_000);
  });

  it('keeps a tier held while the spending is below it, and says what is left to keep it by the hold’s end', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const heldUntil = endOfBangkokYear(bangkokYearOf(new Date()));
    await orm.insert(memberTierStatuses).values({ memberId: member.id, tierId: 3, expiresAt: heldUntil });
    await addSpending(orm, { memberId: member.id, amount: 37_700, spentAt: new Date(Date.now() - 60_000) });
    const data = await customerInfo(await logIn(context.app, member.email ?? ''));
    expect(data).toMatchObject({
      member_tier_desc: 'Gold',
      spending: 37_700,
      tier_expires_at: heldUntil.toISOString(),
      spend_to_keep_tier: 12_300,
      spent_to_keep_tier: 37_700,
      spend_to_next_tier: 112_300,
    });
  });

  it('has nothing left to spend for a member at the top tier', async () => {
    const member = await createMember(context.database.orm);
    await addSpending(context.database.orm, {
      memberId: member.id,
      amount: 1_000_000,
      spentAt: new Date(Date.now() - DAY),
    });
    const data = await customerInfo(await logIn(context.app, member.email ?? ''));
    expect(data.spend_to_next_tier).toBeNull();
    expect(data.member_tier_criteria).toMatch(/highest tier/);
  });

  it('labels a login-type-2 member as Thai', async () => {
    const member = await createMember(context.database.orm, { loginType: 2, mobileNo: '0955555555' });
    const data = await customerInfo(await logIn(context.app, '0955555555'));
    expect(data).toMatchObject({ login_type: 2, login_type_desc_en: 'Thai', login_type_desc_th: 'คนไทย' });
    expect(data.mobile_no).toBe(member.mobileNo);
  });

  it('never answers another member’s data, whatever the request says', async () => {
    const alice = await createMember(context.database.orm, { firstName: 'Alice' });
    const bob = await createMember(context.database.orm, { firstName: 'Bob' });
    await addPointLot(context.database.orm, { memberId: bob.id, amount: 700, expiresAt: new Date(Date.now() + DAY) });
    const token = await logIn(context.app, alice.email ?? '');
    const data = await customerInfo(token, {}, badInput({ member_id: bob.id, mbk_member_id: bob.mbkMemberId }));
    expect(data.first_name).toBe('Alice');
    expect(data.email).toBe(alice.email);
    expect(data.point_balance).toBe(0);
  });
});

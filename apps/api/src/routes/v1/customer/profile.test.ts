import {
  type CallContract,
  type CallInput,
  changeEmail,
  changeMobileNo,
  getCustomerDataList,
  getCustomerInfo,
  PROFILE_COMPLETION_POINTS,
  requestOtp,
  requestOtpChangeEmail,
  updateCustomer,
  verifyOtp,
  verifyOtpByEmail,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, callContract, outcomeOf } from '../../../../test/call-contract.js';
import {
  createMember,
  latestMessage,
  logIn,
  sessionTokenFor,
  typedFormsOf,
  uniqueEmail,
  uniqueMobile,
  validThaiIdCard,
} from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { members, pointLedger, pointLots } from '../../../db/schema.js';
import { bangkokYearOf, endOfBangkokYear } from '../../../modules/calendar/bangkok-calendar.js';

const context = useTestApp();

async function thaiMember(overrides: object = {}) {
  const mobile = uniqueMobile();
  const member = await createMember(context.database.orm, {
    loginType: 2,
    email: null,
    mobileNo: mobile,
    gender: 'male',
    ...overrides,
  });
  return { member, token: await logIn(context.app, mobile) };
}

async function foreignMember() {
  const member = await createMember(context.database.orm, { mobileNo: uniqueMobile(), gender: 'female' });
  return { member, token: await logIn(context.app, member.email ?? '') };
}

/** Every SPEC §3 field, filled (Bangkok › Phra Nakhon › Chana Songkhram). */
const fullProfile = (overrides: Partial<CallInput<typeof updateCustomer>> = {}): CallInput<typeof updateCustomer> => ({
  First_Name: 'สมชาย',
  Last_Name: 'ใจดี',
  Date_Of_Birth: '1990-05-17',
  Email: uniqueEmail('profile'),
  Address: '99/1 ถนนพระอาทิตย์',
  Province_Id: 10,
  Province: 'ignored',
  District_Id: 1001,
  District: 'ignored',
  Sub_District_Id: 100109,
  Sub_District: 'ignored',
  Postal_Code: '10200',
  Relationship_Status: 'single',
  Nationality: 'TH',
  Education: 'bachelor',
  Career: 'employee',
  Income: '15000_30000',
  Gov_Id_Ref: validThaiIdCard(),
  ...overrides,
});

function post<C extends CallContract>(call: C, token: string | null, input: CallInput<C> | BadInput) {
  return callContract(context.app, call, input, token ? { as: { token } } : {});
}

const update = (token: string, input: CallInput<typeof updateCustomer> | BadInput) =>
  post(updateCustomer, token, input);

async function info(token: string, language?: 'th' | 'en') {
  return (await callContract(context.app, getCustomerInfo, {}, { as: { token }, ...(language ? { language } : {}) }))
    .data;
}

async function choiceCodes(type: 'education' | 'career' | 'income'): Promise<string[]> {
  const list = await callContract(context.app, getCustomerDataList, { Type: type });
  return list.data.map((item) => item.code);
}

describe('Customer/UpdateCustomer', () => {
  it('uses codes the data lists serve', async () => {
    expect(await choiceCodes('education')).toContain('bachelor');
    expect(await choiceCodes('career')).toContain('employee');
    expect(await choiceCodes('income')).toContain('15000_30000');
  });

  it('saves the SPEC §3 payload, names the address levels from the data list', async () => {
    const { token } = await thaiMember();
    const payload = fullProfile();
    const response = await update(token, payload);
    expect(response.statusCode, response.text).toBe(200);
    expect(await info(token)).toMatchObject({
      first_name: 'สมชาย',
      date_of_birth: '1990-05-17',
      email: payload.Email,
      gov_id_ref: payload.Gov_Id_Ref,
      gov_id_type: 'id_card',
      province_id: 10,
      district_id: 1001,
      sub_district_id: 100109,
      postal_code: '10200',
      income: '15000_30000',
    });
  });

  it('names the address levels in the language of the request, whatever language they were stored in', async () => {
    const { token } = await thaiMember();
    expect((await update(token, fullProfile())).statusCode).toBe(200);
    expect(await info(token, 'th')).toMatchObject({
      province: 'กรุงเทพมหานคร',
      district: 'เขตพระนคร',
      sub_district: 'ชนะสงคราม',
    });
    expect(await info(token, 'en')).toMatchObject({
      province: 'Bangkok',
      district: 'Khet Phra Nakhon',
      sub_district: 'Chana Songkhram',
    });
    // SPEC §1: English when the request names no language.
    expect(await info(token)).toMatchObject({ province: 'Bangkok', sub_district: 'Chana Songkhram' });
  });

  it('awards extra_point once, when the profile first becomes complete, as a lot expiring per DESIGN §6', async () => {
    const { member, token } = await thaiMember();
    const partial = await update(token, { First_Name: 'A', Last_Name: 'B' });
    expect(partial.data).toEqual({ extra_point: 0 });
    const payload = fullProfile();
    const first = await update(token, payload);
    expect(first.data).toEqual({ extra_point: PROFILE_COMPLETION_POINTS });
    expect((await info(token)).point_balance).toBe(PROFILE_COMPLETION_POINTS);
    const again = await update(token, { ...payload, Address: 'moved' });
    expect(again.data).toEqual({ extra_point: 0 });
    const lots = await context.database.orm.select().from(pointLots).where(eq(pointLots.memberId, member.id));
    expect(lots).toHaveLength(1);
    expect(lots[0]?.expiresAt.toISOString()).toBe(endOfBangkokYear(bangkokYearOf(new Date()) + 2).toISOString());
    const ledger = await context.database.orm.select().from(pointLedger).where(eq(pointLedger.memberId, member.id));
    expect(ledger).toMatchObject([{ delta: PROFILE_COMPLETION_POINTS, kind: 'earn', lotId: lots[0]?.id }]);
  });

  it('awards the points once even when two complete updates race', async () => {
    const { member, token } = await thaiMember();
    const payload = fullProfile();
    const answers = await Promise.all([update(token, payload), update(token, payload)]);
    const points = answers.map((answer) => (outcomeOf(answer) === 'success' ? answer.data.extra_point : 0));
    expect(points.sort()).toEqual([0, PROFILE_COMPLETION_POINTS]);
    const lots = await context.database.orm.select().from(pointLots).where(eq(pointLots.memberId, member.id));
    expect(lots).toHaveLength(1);
  });

  it('locks the id card and the birth date once stored: FIELD_LOCKED, the same values pass', async () => {
    const { token } = await thaiMember();
    const payload = fullProfile();
    await update(token, payload);
    expect((await update(token, { ...payload, Gov_Id_Ref: validThaiIdCard() })).code).toBe('FIELD_LOCKED');
    const birth = await update(token, { ...payload, Date_Of_Birth: '1991-01-01' });
    expect(birth.statusCode).toBe(409);
    expect(birth.code).toBe('FIELD_LOCKED');
    expect((await update(token, payload)).statusCode).toBe(200);
  });

  it('refuses an id card another member holds and one with a wrong check digit', async () => {
    const taken = validThaiIdCard();
    await createMember(context.database.orm, { govIdRef: taken });
    const { token } = await thaiMember();
    expect((await update(token, fullProfile({ Gov_Id_Ref: taken }))).code).toBe('GOV_ID_TAKEN');
    const bad = taken.slice(0, 12) + String((Number(taken[12]) + 1) % 10);
    const response = await update(token, fullProfile({ Gov_Id_Ref: bad }));
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Gov_Id_Ref' }] });
  });

  it('takes a passport from a login-type-1 member and refuses a new e-mail without a code', async () => {
    const { member, token } = await foreignMember();
    const payload = fullProfile({ Email: member.email, Gov_Id_Ref: 'ab1234567', Nationality: 'GB' });
    expect((await update(token, payload)).statusCode).toBe(200);
    expect(await info(token)).toMatchObject({ gov_id_ref: 'AB1234567', gov_id_type: 'passport' });
    const changed = await update(token, { ...payload, Email: uniqueEmail() });
    expect(changed.statusCode).toBe(403);
    expect(changed.code).toBe('OTP_REQUIRED');
  });

  it('takes a login-type-2 contact e-mail another member uses: contact information identifies no one (decision 038)', async () => {
    const other = await createMember(context.database.orm);
    const { token, member } = await thaiMember();
    expect((await update(token, fullProfile({ Email: other.email }))).statusCode).toBe(200);
    const [stored] = await context.database.orm.select().from(members).where(eq(members.id, member.id));
    expect(stored?.email).toBe(other.email);
    // The address still signs its owner in, and only its owner.
    expect(decodeJwt(await logIn(context.app, other.email ?? '')).sub).toBe(String(other.id));
  });

  it('refuses unknown choice codes, broken address chains and bad input, never a 500', async () => {
    const { token } = await thaiMember();
    const cases: unknown[] = [
      fullProfile({ Income: 'millions' }),
      fullProfile({ District_Id: 5003 }),
      fullProfile({ Postal_Code: '99999' }),
      fullProfile({ Province_Id: 10, District_Id: null }),
      fullProfile({ First_Name: '' }),
      fullProfile({ First_Name: 'x'.repeat(10_000) }),
      fullProfile({ Date_Of_Birth: '1990-02-30' }),
      fullProfile({ Date_Of_Birth: '2999-01-01' }),
      { ...fullProfile(), Province_Id: 'ten' },
      { Last_Name: 'only' },
    ];
    for (const payload of cases) {
      const response = await update(token, badInput(payload));
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.code).toBe('VALIDATION_FAILED');
    }
    expect((await info(token)).first_name).toBe('Test');
  });

  it('needs a member session: none is 401, a suspended member is 403', async () => {
    expect((await post(updateCustomer, null, fullProfile())).statusCode).toBe(401);
    const suspended = await createMember(context.database.orm, { status: 'suspended' });
    const response = await update(await sessionTokenFor(context.database.orm, suspended), fullProfile());
    expect(response.code).toBe('FORBIDDEN');
  });
});

async function verifiedCode(token: string, channel: 'email' | 'sms', recipient: string) {
  const otp = async () => (await latestMessage(context.database.orm, recipient))?.otp ?? '';
  if (channel === 'sms') {
    const requested = await post(requestOtp, token, { Mobile_No: recipient, Purpose: 'change_contact' });
    expect(requested.statusCode, requested.text).toBe(200);
    const verified = await post(verifyOtp, null, {
      Mobile_No: recipient,
      Ref_Id: requested.data.ref_id,
      Otp: await otp(),
    });
    expect(verified.statusCode, verified.text).toBe(200);
    return;
  }
  const requested = await post(requestOtpChangeEmail, token, { Email: recipient });
  expect(requested.statusCode, requested.text).toBe(200);
  const verified = await post(verifyOtpByEmail, null, {
    Email: recipient,
    Ref_Id: requested.data.ref_id,
    Otp: await otp(),
  });
  expect(verified.statusCode, verified.text).toBe(200);
}

describe('Customer/ChangeEmail', () => {
  it('changes the e-mail after a code sent to the new address was verified, once', async () => {
    const { member, token } = await foreignMember();
    const email = uniqueEmail('new');
    await verifiedCode(token, 'email', email);
    const response = await post(changeEmail, token, { Email: email.toUpperCase() });
    expect(response.body).toEqual({ status: 'success', data: { email } });
    expect((await info(token)).email).toBe(email);
    await expect(logIn(context.app, email)).resolves.toBeTypeOf('string');
    await post(changeEmail, token, { Email: member.email ?? '' });
    expect((await post(changeEmail, token, { Email: member.email ?? '' })).code).toBe('OTP_REQUIRED');
  });

  it('answers OTP_REQUIRED without a verified code, and for a code another member verified', async () => {
    const { token } = await foreignMember();
    const other = await foreignMember();
    const email = uniqueEmail('contested');
    expect((await post(changeEmail, token, { Email: email })).code).toBe('OTP_REQUIRED');
    await verifiedCode(other.token, 'email', email);
    expect((await post(changeEmail, token, { Email: email })).code).toBe('OTP_REQUIRED');
  });

  it('refuses an address another member holds and a malformed one', async () => {
    const { token } = await foreignMember();
    const other = await createMember(context.database.orm);
    expect((await post(changeEmail, token, { Email: other.email ?? '' })).code).toBe('EMAIL_TAKEN');
    expect((await post(changeEmail, token, badInput({ Email: 'not-an-email' }))).code).toBe('VALIDATION_FAILED');
    expect((await post(changeEmail, null, { Email: uniqueEmail() })).statusCode).toBe(401);
  });
});

describe('Customer/ChangeMobileNo', () => {
  it('changes a login-type-2 mobile after an SMS code to the new number', async () => {
    const { token } = await thaiMember();
    const mobile = uniqueMobile();
    await verifiedCode(token, 'sms', mobile);
    const response = await post(changeMobileNo, token, { Mobile_No: mobile });
    expect(response.body).toEqual({ status: 'success', data: { mobile_no: mobile } });
    await expect(logIn(context.app, mobile)).resolves.toBeTypeOf('string');
  });

  it('takes the new number typed with +66 or dashes and keeps it as 08…', async () => {
    for (const form of [0, 1] as const) {
      const { token } = await thaiMember();
      const mobile = uniqueMobile();
      const typed = typedFormsOf(mobile)[form];
      await verifiedCode(token, 'sms', typed);
      const response = await post(changeMobileNo, token, { Mobile_No: typed });
      expect(response.body, typed).toEqual({ status: 'success', data: { mobile_no: mobile } });
      expect((await info(token)).mobile_no).toBe(mobile);
    }
  });

  it('lets a login-type-1 member add a contact mobile after an SMS code to it (decision 008)', async () => {
    const foreign = await foreignMember();
    const mobile = uniqueMobile();
    expect((await post(changeMobileNo, foreign.token, { Mobile_No: mobile })).code).toBe('OTP_REQUIRED');
    await verifiedCode(foreign.token, 'sms', mobile);
    const response = await post(changeMobileNo, foreign.token, { Mobile_No: mobile });
    expect(response.body).toEqual({ status: 'success', data: { mobile_no: mobile } });
  });

  it('answers OTP_REQUIRED, MOBILE_TAKEN and VALIDATION_FAILED', async () => {
    const { token } = await thaiMember();
    expect((await post(changeMobileNo, token, { Mobile_No: uniqueMobile() })).code).toBe('OTP_REQUIRED');
    const other = await thaiMember();
    expect((await post(changeMobileNo, token, { Mobile_No: other.member.mobileNo ?? '' })).code).toBe('MOBILE_TAKEN');
    expect((await post(changeMobileNo, token, badInput({ Mobile_No: '+1 555' }))).code).toBe('VALIDATION_FAILED');
  });
});

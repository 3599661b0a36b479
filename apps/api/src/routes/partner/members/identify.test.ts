import { adminVerifyCounterCode, identifyMember } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, signInOperator } from '../../../../test/admin-kit.js';
import { addPointLot, addSpending, createMember } from '../../../../test/factories.js';
import { createCompany, createTemplate, daysFromNow, giveCard } from '../../../../test/fixtures/cards.js';
import { TEST_SESSION_SECRET } from '../../../../test/helper.js';
import { callPartner, createTestApiClient } from '../../../../test/partner-kit.js';
import { useTestApp } from '../../../../test/test-app.js';
import { getCounterCode } from '../../../modules/cards/card-service.js';
import { issueMemberCode, MEMBER_STEP_MS, memberCodeAt, memberCodeKeyOf } from '../../../modules/till/member-code.js';

const context = useTestApp();
const KEY = memberCodeKeyOf(TEST_SESSION_SECRET);
let apiKey: string;

beforeAll(async () => {
  apiKey = (await createTestApiClient(context.db)).key;
});

const identify = (input: Record<string, unknown>) =>
  callPartner(context.app, identifyMember, { input }, { key: apiKey });

/** The code the member's home screen shows now. */
const memberCodeOf = (memberId: number) => issueMemberCode(KEY, memberId, Date.now).code;

function refusal(answer: { status: number; body: unknown }) {
  const body = answer.body as { code?: string; http_status?: number; status: string };
  return { status: answer.status, code: body.code, envelope: body.status, http_status: body.http_status };
}

describe('POST /api/partner/v1/members/identify', () => {
  it('names the member of a member code: number, first name and initial, tier, balance and the burn rate', async () => {
    const member = await createMember(context.db, { firstName: 'Ploy', lastName: 'sukjai' });
    await addPointLot(context.db, { memberId: member.id, amount: 1250, expiresAt: daysFromNow(100) });
    await addSpending(context.db, { memberId: member.id, amount: 100, spentAt: daysFromNow(-1) });
    const answer = await identify({ member_code: memberCodeOf(member.id) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        member_id: member.mbkMemberId,
        display_name: 'Ploy S.',
        tier: { code: expect.any(String), name_en: expect.any(String), name_th: expect.any(String) },
        point_balance: 1250,
        burn_thb_per_point: 0.25,
      },
    });
  });

  it('reads a member code typed with a lower-case m, spaces and dashes', async () => {
    const member = await createMember(context.db);
    const code = memberCodeOf(member.id);
    const typed = `m${code.slice(1, -8)} ${code.slice(-8, -4)}-${code.slice(-4)}`;
    expect((await identify({ member_code: typed })).status).toBe(200);
  });

  it('names the member by member number, typed in any case', async () => {
    const member = await createMember(context.db, { firstName: 'Anan', lastName: null });
    const answer = await identify({ member_id: member.mbkMemberId.toLowerCase() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { member_id: member.mbkMemberId, display_name: 'Anan' } });
  });

  it('accepts the code of the step before, and refuses an older one as CODE_EXPIRED', async () => {
    const member = await createMember(context.db);
    const step = Math.floor(Date.now() / MEMBER_STEP_MS);
    expect((await identify({ member_code: memberCodeAt(KEY, member.id, step - 1) })).status).toBe(200);
    expect(refusal(await identify({ member_code: memberCodeAt(KEY, member.id, step - 5) }))).toEqual({
      status: 409,
      code: 'CODE_EXPIRED',
      envelope: 'error',
      http_status: 409,
    });
  });

  it('accepts a card’s counter code without spending it: counter verify still accepts it afterwards', async () => {
    const company = await createCompany(context.db);
    const template = await createTemplate(context.db, company.id);
    const member = await createMember(context.db, { firstName: 'Malee', lastName: 'Dee' });
    const cardId = await giveCard(context.db, member.id, { templateId: template.id, expiresAt: daysFromNow(100) });
    const { code } = await getCounterCode(context.db, { memberId: member.id, clock: Date.now }, cardId);
    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await identify({ member_code: code });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ data: { member_id: member.mbkMemberId, display_name: 'Malee D.' } });
    }
    const staff = await signInOperator(context.app, 'staff');
    const verified = await callAdmin(context.app, adminVerifyCounterCode, { input: { code } }, { as: staff });
    expect(verified.status).toBe(200);
  });

  it('refuses a counter code of three minutes ago as CODE_EXPIRED', async () => {
    const company = await createCompany(context.db);
    const template = await createTemplate(context.db, company.id);
    const member = await createMember(context.db);
    const cardId = await giveCard(context.db, member.id, { templateId: template.id, expiresAt: daysFromNow(100) });
    // The code of three steps ago, as if the member had shown a screenshot.
    const old = await getCounterCode(context.db, { memberId: member.id, clock: () => Date.now() - 3 * 60_000 }, cardId);
    expect(refusal(await identify({ member_code: old.code })).code).toBe('CODE_EXPIRED');
  });

  it('refuses garbled codes, another member’s digits and other programmes’ codes as CODE_INVALID', async () => {
    const member = await createMember(context.db);
    const other = await createMember(context.db);
    const code = memberCodeOf(member.id);
    const tampered = `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;
    for (const garbled of [
      tampered,
      `M${other.id}${code.slice(-8)}`,
      'M999999999912345678',
      'hello',
      '12345678',
      '8850999320014',
      'CR00000001',
      member.mbkMemberId,
      'QR:LOYALTY:12345',
    ]) {
      expect(refusal(await identify({ member_code: garbled })), garbled).toMatchObject({
        status: 400,
        code: 'CODE_INVALID',
      });
    }
  });

  it('refuses members who are not active as NOT_ELIGIBLE, by code and by number', async () => {
    for (const status of ['suspended', 'blocked', 'canceled', 'pending'] as const) {
      const member = await createMember(context.db, { status });
      expect(refusal(await identify({ member_code: memberCodeOf(member.id) })), status).toMatchObject({
        status: 403,
        code: 'NOT_ELIGIBLE',
      });
      expect(refusal(await identify({ member_id: member.mbkMemberId })).code).toBe('NOT_ELIGIBLE');
    }
  });

  it('answers NOT_FOUND for a member number that names nobody', async () => {
    expect(refusal(await identify({ member_id: 'CR99999999' }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses a code sent as a number, a boolean, an array or an object as VALIDATION_FAILED', async () => {
    for (const member_code of [4212345678, true, ['M112345678'], { code: 'M112345678' }, null]) {
      const answer = await identify({ member_code });
      expect(refusal(answer), JSON.stringify(member_code)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect((answer.body as { errors?: { field: string }[] }).errors?.[0]?.field).toBe('member_code');
    }
  });

  it('refuses neither or both of member_code and member_id, and a malformed member number', async () => {
    const member = await createMember(context.db);
    for (const input of [
      {},
      { member_code: memberCodeOf(member.id), member_id: member.mbkMemberId },
      { member_id: 'CR123' },
      { member_id: 12345678 },
      { member_code: '' },
    ]) {
      expect(refusal(await identify(input)), JSON.stringify(input)).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('refuses NUL and other control characters in a code', async () => {
    const member = await createMember(context.db);
    const code = memberCodeOf(member.id);
    for (const sneaky of [`${code}\u0000`, `M\u0000${code.slice(1)}`, `${code}\u0007`]) {
      expect(refusal(await identify({ member_code: sneaky })).code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a body over 1 MB as PAYLOAD_TOO_LARGE before reading it, and a code too long as VALIDATION_FAILED', async () => {
    const huge = await callPartner(
      context.app,
      identifyMember,
      { input: { member_code: 'M'.repeat(1024 * 1024 + 10) } },
      { key: apiKey },
    );
    expect(refusal(huge)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', envelope: 'error' });
    expect(refusal(await identify({ member_code: `M1${'1'.repeat(200)}` })).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a call without a key before reading the body', async () => {
    const answer = await callPartner(context.app, identifyMember, { input: { member_code: 42 } });
    expect(refusal(answer)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

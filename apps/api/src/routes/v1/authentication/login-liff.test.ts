import { randomBytes } from 'node:crypto';
import { getCustomerInfo, loginLiff as loginLiffCall, register, requestOtp, verifyOtp } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { badInput, callContract } from '../../../../test/call-contract.js';
import { createMember, latestMessage, uniqueMobile, validThaiIdCard } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { createLineVerifier } from '../../../adapters/line/line-verifier.js';

const context = useTestApp();

/** A fresh LINE user for the local verifier (the LIFF mock's token naming its user). */
function lineToken(userId = `U${randomBytes(16).toString('hex')}`) {
  return { userId, token: `mock-id-token:${userId}` };
}

function loginLiff(idToken: string, target: FastifyInstance = context.app) {
  return callContract(target, loginLiffCall, { Id_Token: idToken });
}

async function verifySms(registerToken: string, mobile: string) {
  const requested = await callContract(
    context.app,
    requestOtp,
    { Mobile_No: mobile },
    { as: { token: registerToken } },
  );
  const message = await latestMessage(context.database.orm, mobile);
  const verified = await callContract(context.app, verifyOtp, {
    Mobile_No: mobile,
    Ref_Id: requested.data.ref_id,
    Otp: message?.otp ?? '',
  });
  return verified.data;
}

describe('authentication/LoginLiff', () => {
  it('answers a new LINE user a bcrm-register session, then a member session once registered', async () => {
    const line = lineToken();
    const first = await loginLiff(line.token);
    expect(first.statusCode, first.text).toBe(200);
    expect(first.data.scope).toBe('bcrm-register');
    const again = (await loginLiff(line.token)).data;
    expect(again.scope).toBe('bcrm-register');
    const mobile = uniqueMobile();
    const verified = await verifySms(again.token, mobile);
    expect(verified.scope).toBe('bcrm-register');
    const registered = await callContract(
      context.app,
      register,
      {
        National_Type: 'thai',
        Gov_Id_Ref: validThaiIdCard(),
        First_Name: 'สมหญิง',
        Last_Name: 'รักไทย',
        Gender: 'female',
        Birth_Year: 1995,
        Accept_Consentandpolicy: true,
      },
      { as: { token: verified.token ?? '' } },
    );
    expect(registered.statusCode, registered.text).toBe(200);
    const member = (await loginLiff(line.token)).data;
    expect(member.scope).toBe('bcrm-member');
    const info = await callContract(context.app, getCustomerInfo, {}, { as: member });
    expect(info.data).toMatchObject({ mobile_no: mobile, login_type: 2, first_name: 'สมหญิง' });
  });

  it('links a new LINE user to the existing member whose mobile code is verified', async () => {
    const mobile = uniqueMobile();
    await createMember(context.database.orm, { loginType: 2, email: null, mobileNo: mobile });
    const line = lineToken();
    const pending = (await loginLiff(line.token)).data;
    const verified = await verifySms(pending.token, mobile);
    expect(verified.scope).toBe('bcrm-member');
    expect((await loginLiff(line.token)).data.scope).toBe('bcrm-member');
  });

  it('gives a linked suspended member the suspended scope and refuses a merged one', async () => {
    const suspended = lineToken();
    await createMember(context.database.orm, { status: 'suspended', lineUserId: suspended.userId });
    expect((await loginLiff(suspended.token)).data.scope).toBe('bcrm-suspended');
    const merged = lineToken();
    await createMember(context.database.orm, { status: 'merged', lineUserId: merged.userId });
    const response = await loginLiff(merged.token);
    expect(response.statusCode).toBe(401);
    expect(response.code).toBe('MEMBER_MERGED');
  });

  it('answers LINE_TOKEN_INVALID for a token the verifier refuses and VALIDATION_FAILED without one', async () => {
    const refused = await loginLiff('eyJhbGciOiJIUzI1NiJ9.forged.token');
    expect(refused.statusCode).toBe(400);
    expect(refused.code).toBe('LINE_TOKEN_INVALID');
    const queries: Record<string, string>[] = [{}, { Id_Token: '' }, { Id_Token: 'x'.repeat(5000) }];
    for (const query of queries) {
      const response = await callContract(context.app, loginLiffCall, badInput(query));
      expect(response.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers SERVICE_UNAVAILABLE, not a 500, when the real verifier cannot reach LINE', async () => {
    const offline = await context.buildApp({
      adapters: { line: createLineVerifier({ apiBase: 'http://127.0.0.1:9', channelId: '1' }) },
    });
    try {
      const response = await loginLiff('any-token', offline);
      expect(response.statusCode).toBe(503);
      expect(response.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await offline.close();
    }
  });
});

import { getMemberCode, memberCodeSchema } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { callContract } from '../../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { TEST_SESSION_SECRET } from '../../../../test/helper.js';
import { useTestApp } from '../../../../test/test-app.js';
import { checkMemberCode, memberCodeKeyOf, parseMemberCode } from '../../../modules/till/member-code.js';

const context = useTestApp();

describe('Customer/GetMemberCode', () => {
  it('answers the member’s code of this step, which a till accepts', async () => {
    const member = await createMember(context.db);
    const before = Date.now();
    const answer = await callContract(
      context.app,
      getMemberCode,
      {},
      { as: { token: await sessionTokenFor(context.db, member) } },
    );
    expect(answer.statusCode).toBe(200);
    const data = answer.data;
    expect(memberCodeSchema.strict().safeParse(data).success).toBe(true);
    expect(data.code).toMatch(new RegExp(`^M${member.id}\\d{8}$`));
    expect(data.step_seconds).toBe(60);
    expect(data.expires_in_ms).toBeGreaterThan(0);
    expect(data.expires_in_ms).toBeLessThanOrEqual(60_000);
    const expiresAt = Date.parse(data.expires_at);
    expect(expiresAt % 60_000).toBe(0);
    expect(expiresAt).toBeGreaterThan(before);
    const parsed = parseMemberCode(data.code);
    expect(parsed?.memberId).toBe(member.id);
    const check = checkMemberCode(memberCodeKeyOf(TEST_SESSION_SECRET), member.id, parsed?.digits ?? '', Date.now);
    expect(check.outcome).toBe('valid');
  });

  it('refuses a call without a session', async () => {
    const answer = await callContract(context.app, getMemberCode, {});
    expect(answer.statusCode).toBe(401);
    expect(answer.code).toBe('UNAUTHORIZED');
  });

  it('refuses a suspended member: a code would identify them at a till', async () => {
    const member = await createMember(context.db, { status: 'suspended' });
    const answer = await callContract(
      context.app,
      getMemberCode,
      {},
      { as: { token: await sessionTokenFor(context.db, member) } },
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.code).toBe('FORBIDDEN');
  });
});

import { type CallInput, getConsentHistory, updateConsent } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { callContract } from '../../../../test/call-contract.js';
import { signedInMember } from '../../../../test/fixtures/members.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();

async function memberToken() {
  return (await signedInMember(context.db)).token;
}

function consent(token: string, news: boolean, preference: boolean) {
  const input: CallInput<typeof updateConsent> = {
    Accept_Consentandpolicy: true,
    Accept_Newsandpromotions: news,
    Accept_Preferenceandinterest: preference,
    Policy_Version: '1.0',
    Terms_Version: '1.0',
  };
  return callContract(context.app, updateConsent, input, { as: { token } });
}

describe('Privacy/GetConsentHistory (DESIGN §16)', () => {
  it('derives each purpose given or withdrawn from the snapshots, newest first, paged', async () => {
    const token = await memberToken();
    await consent(token, true, false);
    await consent(token, true, false);
    await consent(token, false, true);
    const first = await callContract(context.app, getConsentHistory, { page: 1, limit: 3 }, { as: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.data.items.map((entry) => [entry.purpose, entry.given])).toEqual([
      ['newsandpromotions', false],
      ['preferenceandinterest', true],
      ['consentandpolicy', true],
    ]);
    expect(first.data).toMatchObject({ total: 4, end_page: false });
    const second = await callContract(context.app, getConsentHistory, { page: 2, limit: 3 }, { as: { token } });
    expect(second.data.items).toMatchObject([{ purpose: 'newsandpromotions', given: true, policy_version: '1.0' }]);
    expect(second.data.end_page).toBe(true);
  });

  it('shows a member only their own history', async () => {
    await consent(await memberToken(), true, true);
    const token = await memberToken();
    const response = await callContract(context.app, getConsentHistory, { page: 1, limit: 20 }, { as: { token } });
    expect(response.data).toMatchObject({ items: [], total: 0, end_page: true });
  });

  it('needs a session', async () => {
    const response = await callContract(context.app, getConsentHistory, { page: 1, limit: 20 });
    expect(response.statusCode).toBe(401);
  });
});

import { identifyMember } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { callPartner, createTestApiClient } from '../../../test/partner-kit.js';
import { useTestApp } from '../../../test/test-app.js';

const PARTNER_MAX = 5;
const lines: string[] = [];
const context = useTestApp({
  config: {
    rateLimit: {
      globalMax: 2,
      loginMax: 50,
      checkEmailMax: 50,
      otpMax: 50,
      recipientLookupMax: 30,
      partnerMax: PARTNER_MAX,
    },
  },
  logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
});
let key: string;
let clientId: number;
let memberId: string;

beforeAll(async () => {
  const created = await createTestApiClient(context.db);
  key = created.key;
  clientId = created.client.id;
  memberId = (await createMember(context.db)).mbkMemberId;
});

describe('partner calls', () => {
  it('have their own per-address limit instead of the global one, refused past it with RATE_LIMITED', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < PARTNER_MAX; call += 1) {
      statuses.push(
        (await callPartner(context.app, identifyMember, { input: { member_id: memberId } }, { key })).status,
      );
    }
    // Past the global limit of 2, short of the partner limit of 5: still answered.
    expect(statuses).toEqual(Array(PARTNER_MAX).fill(200));
    const refused = await callPartner(context.app, identifyMember, { input: { member_id: memberId } }, { key });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
  });

  it('log the client each call comes from, never its key', () => {
    const completed = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request completed');
    expect(completed.some((entry) => entry.apiClientId === clientId && entry.statusCode === 200)).toBe(true);
    expect(lines.join('\n')).not.toContain(key);
  });
});

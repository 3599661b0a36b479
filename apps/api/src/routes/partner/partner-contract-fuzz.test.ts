import { type PartnerCallContract, partnerApiCalls, partnerCallPath } from '@loyalty/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberToken } from '../../../test/admin-kit.js';
import { bearer } from '../../../test/factories.js';
import { expectEnvelope, inputsFor, NOT_OBJECT_INPUTS, queryStringOf } from '../../../test/hostile-inputs.js';
import { createTestApiClient } from '../../../test/partner-kit.js';
import { useTestApp } from '../../../test/test-app.js';

/**
 * Contract fuzzing of the partner API (as issue 13 does for the others): every partner call gets hostile
 * inputs with a good key, with a member's token and with none. Whatever it is sent, the server answers
 * the DESIGN §5 envelope and never a 5xx.
 */

const context = useTestApp();
const CALLS = Object.values(partnerApiCalls as Record<string, PartnerCallContract>).map(
  (call) => [`${call.method} ${call.path}`, call] as const,
);
const SENDERS = ['key', 'member', 'none'] as const;
const tokens: Record<(typeof SENDERS)[number], string | undefined> = {
  key: undefined,
  member: undefined,
  none: undefined,
};

beforeAll(async () => {
  tokens.key = (await createTestApiClient(context.db)).key;
  tokens.member = await memberToken(context.app);
});

function send(call: PartnerCallContract, input: unknown, token: string | undefined) {
  const headers = token ? bearer(token) : {};
  const url = partnerCallPath(call);
  if (call.method === 'GET')
    return context.app.inject({ method: 'GET', url: `${url}${queryStringOf(input)}`, headers });
  return context.app.inject({
    method: call.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
}

describe('every partner call under hostile input', () => {
  it.each(CALLS)('%s answers the envelope and never a 5xx', async (_name, call) => {
    await fc.assert(
      fc.asyncProperty(inputsFor(call.input), fc.constantFrom(...SENDERS), async (input, sender) => {
        const response = await send(call, input, tokens[sender]);
        expectEnvelope(response);
        if (sender !== 'key') expect(response.statusCode).toBe(401);
      }),
      { numRuns: 40 },
    );
  });

  it.each(CALLS)('%s refuses a body that is not an object', async (_name, call) => {
    for (const input of NOT_OBJECT_INPUTS) {
      const response = await send(call, input, tokens.key);
      expectEnvelope(response);
      if (call.method !== 'GET') expect(response.statusCode, JSON.stringify(input)).toBe(400);
    }
  });

  it('accepts each call’s documented example as valid input', () => {
    for (const [name, call] of CALLS) expect(call.input.safeParse(call.example).success, name).toBe(true);
  });
});

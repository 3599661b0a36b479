import { PARTNER_API_PREFIX, type PartnerCallContract, partnerApiCalls } from '@loyalty/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberToken } from '../../../test/admin-kit.js';
import { bearer } from '../../../test/factories.js';
import {
  expectEnvelope,
  inputsFor,
  NOT_OBJECT_INPUTS,
  queryStringOf,
  urlTextOf,
} from '../../../test/hostile-inputs.js';
import { createTestApiClient } from '../../../test/partner-kit.js';
import { useTestApp } from '../../../test/test-app.js';
import { arbitraryOf } from '../../../test/zod-arbitrary.js';

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

/** The call's path with `params` put in as text, whatever their type. */
function pathOf(call: PartnerCallContract, params: unknown): string {
  const values = params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  return `${PARTNER_API_PREFIX}${call.path}`.replace(/\{([a-z_]+)\}/g, (_, name: string) => urlTextOf(values[name]));
}

function send(call: PartnerCallContract, params: unknown, input: unknown, token: string | undefined) {
  const headers = token ? bearer(token) : {};
  const url = pathOf(call, params);
  if (call.method === 'GET')
    return context.app.inject({ method: 'GET', url: `${url}${queryStringOf(input)}`, headers });
  return context.app.inject({
    method: call.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
}

const paramsOf = (call: PartnerCallContract) =>
  /\{[a-z_]+\}/.test(call.path) ? inputsFor(call.params) : fc.constant({});

describe('every partner call under hostile input', () => {
  it.each(CALLS)('%s answers the envelope and never a 5xx', async (_name, call) => {
    await fc.assert(
      fc.asyncProperty(
        paramsOf(call),
        inputsFor(call.input),
        fc.constantFrom(...SENDERS),
        async (params, input, sender) => {
          const response = await send(call, params, input, tokens[sender]);
          expectEnvelope(response);
          // Without a key: 401, unless the URL itself cannot be read (a path id with a lone surrogate), which the
          // router refuses with 400 before any hook runs.
          if (sender !== 'key') expect([400, 401]).toContain(response.statusCode);
        },
      ),
      { numRuns: 40 },
    );
  });

  it.each(CALLS)('%s refuses a body that is not an object', async (_name, call) => {
    const [params] = fc.sample(arbitraryOf(call.params), 1);
    for (const input of NOT_OBJECT_INPUTS) {
      const response = await send(call, params, input, tokens.key);
      expectEnvelope(response);
      if (call.method !== 'GET') expect(response.statusCode, JSON.stringify(input)).toBe(400);
    }
  });

  it('accepts each call’s documented example as valid input', () => {
    for (const [name, call] of CALLS) expect(call.input.safeParse(call.example).success, name).toBe(true);
  });
});

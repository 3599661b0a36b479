import { type CallContract, calls } from '@loyalty/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, sessionTokenFor } from '../../test/factories.js';
import { expectEnvelope, inputsFor, NOT_OBJECT_INPUTS, queryStringOf } from '../../test/hostile-inputs.js';
import { useTestApp } from '../../test/test-app.js';
import { API_V1_PREFIX } from './call-route.js';

/**
 * Contract fuzzing (issue 13): every member call of the registry gets hostile inputs
 * (`test/hostile-inputs.ts`), signed in and out. Whatever it is sent, the server answers the DESIGN §5
 * envelope and never a 5xx.
 */

const context = useTestApp();
let memberToken: string;
let registerToken: string;

beforeAll(async () => {
  memberToken = await sessionTokenFor(context.database.orm, await createMember(context.database.orm));
  registerToken = await sessionTokenFor(
    context.database.orm,
    await createMember(context.database.orm, { status: 'pending' }),
  );
});

async function send(call: CallContract, input: unknown, token: string | undefined) {
  const headers = {
    ...(token ? bearer(token) : {}),
    ...(call.idempotent ? { 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}` } : {}),
  };
  const url = `${API_V1_PREFIX}${call.path}`;
  if (call.method === 'GET')
    return context.app.inject({ method: 'GET', url: `${url}${queryStringOf(input)}`, headers });
  return context.app.inject({
    method: call.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
}

/** A session the call lets in, so its input is read: a registration session for Register, else a member's. */
function sessionFor(call: CallContract): string {
  return Array.isArray(call.access) && !call.access.includes('bcrm-member') ? registerToken : memberToken;
}

const RUNS_PER_CALL = 25;
const CALLS = Object.values(calls).map((call) => [call.name, call] as const);

describe('every call under hostile input', () => {
  it.each(CALLS)('%s answers the envelope and never a 5xx', async (_name, call) => {
    await fc.assert(
      fc.asyncProperty(inputsFor(call.input), fc.boolean(), async (input, isSignedIn) => {
        const response = await send(call, input, isSignedIn ? sessionFor(call) : undefined);
        expectEnvelope(response);
        if (response.statusCode < 400) expect(response.json().status).toBe('success');
      }),
      { numRuns: RUNS_PER_CALL },
    );
  });

  // A GET's input is its query string, always named fields: there the value goes as an unknown field.
  it.each(CALLS)('%s refuses a body that is not an object, signed in and out', async (_name, call) => {
    for (const input of NOT_OBJECT_INPUTS) {
      for (const token of [sessionFor(call), undefined]) {
        const response = await send(call, input, token);
        expectEnvelope(response);
        if (call.method !== 'GET')
          expect(response.statusCode, `${JSON.stringify(input)}: ${response.body}`).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

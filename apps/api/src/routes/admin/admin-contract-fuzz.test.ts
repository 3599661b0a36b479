import * as contracts from '@loyalty/contracts';
import { ADMIN_API_PREFIX, type AdminCallContract, operatorMe } from '@loyalty/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInOperator, signInOperator } from '../../../test/admin-kit.js';
import { bearer } from '../../../test/factories.js';
import {
  expectEnvelope,
  inputsFor,
  NOT_OBJECT_INPUTS,
  queryStringOf,
  urlTextOf,
} from '../../../test/hostile-inputs.js';
import { useTestApp } from '../../../test/test-app.js';
import { arbitraryOf } from '../../../test/zod-arbitrary.js';

/**
 * Contract fuzzing of the back-office (issue 13): every admin call gets hostile path parameters and
 * inputs (`test/hostile-inputs.ts`) as an admin, as staff and signed out. Whatever it is sent, the server
 * answers the DESIGN §5 envelope (a stream only on success) and never a 5xx.
 */

const context = useTestApp();
const signedIn: Partial<Record<'admin' | 'staff', SignedInOperator>> = {};

const isAdminCall = (value: unknown): value is AdminCallContract =>
  typeof value === 'object' && value !== null && 'path' in value && 'params' in value && 'access' in value;
const ADMIN_CALLS = Object.values(contracts as Record<string, unknown>).filter(isAdminCall);

/** An operator of `role` whose session still works: a fuzzed sign-out or account change may have ended it. */
async function operatorOf(role: 'admin' | 'staff'): Promise<SignedInOperator> {
  const current = signedIn[role];
  if (current) {
    const me = await context.app.inject({
      url: `${ADMIN_API_PREFIX}${operatorMe.path}`,
      headers: bearer(current.token),
    });
    if (me.statusCode === 200) return current;
  }
  const fresh = await signInOperator(context.app, role);
  signedIn[role] = fresh;
  return fresh;
}

/** The call's path with `params` put in as text, whatever their type. */
function pathOf(call: AdminCallContract, params: unknown): string {
  const values = params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  return `${ADMIN_API_PREFIX}${call.path}`.replace(/\{([a-z_]+)\}/g, (_, name: string) => urlTextOf(values[name]));
}

function send(call: AdminCallContract, params: unknown, input: unknown, token: string | undefined) {
  const headers = {
    ...(token ? bearer(token) : {}),
    ...(call.idempotent ? { 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}` } : {}),
  };
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

const RUNS_PER_CALL = 20;
const SENDERS = ['admin', 'staff', 'signed out'] as const;

beforeAll(() => {
  if (ADMIN_CALLS.length < 50) throw new Error(`Only ${ADMIN_CALLS.length} admin calls found in the contracts`);
});

const CALLS = ADMIN_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const);

describe('every back-office call under hostile input', () => {
  it.each(CALLS)('%s answers the envelope and never a 5xx', async (_name, call) => {
    const tokens = { admin: (await operatorOf('admin')).token, staff: (await operatorOf('staff')).token };
    const params = call.path.includes('{') ? inputsFor(call.params) : fc.constant({});
    await fc.assert(
      fc.asyncProperty(params, inputsFor(call.input), fc.constantFrom(...SENDERS), async (path, input, sender) => {
        const token = sender === 'signed out' ? undefined : tokens[sender];
        expectEnvelope(await send(call, path, input, token));
      }),
      { numRuns: RUNS_PER_CALL },
    );
  });

  // Good path parameters, so the body is what is read; a GET's input is its query string (named fields).
  it.each(CALLS)(
    '%s refuses a body that is not an object, as an admin, as staff and signed out',
    async (_name, call) => {
      const tokens = { admin: (await operatorOf('admin')).token, staff: (await operatorOf('staff')).token };
      const [params] = fc.sample(arbitraryOf(call.params), 1);
      for (const input of NOT_OBJECT_INPUTS) {
        for (const sender of SENDERS) {
          const response = await send(call, params, input, sender === 'signed out' ? undefined : tokens[sender]);
          expectEnvelope(response);
          if (call.method !== 'GET')
            expect(response.statusCode, `${sender} ${JSON.stringify(input)}: ${response.body}`).toBeGreaterThanOrEqual(
              400,
            );
        }
      }
    },
  );
});

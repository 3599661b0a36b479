import { type CallContract, calls } from '@loyalty/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, sessionTokenFor } from '../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../test/helper.js';
import { expectEnvelope, inputsFor, queryStringOf } from '../../test/hostile-inputs.js';
import { API_V1_PREFIX } from './call-route.js';

/**
 * Contract fuzzing (issue 13): every member call of the registry gets hostile inputs
 * (`test/hostile-inputs.ts`), signed in and out. Whatever it is sent, the server answers the DESIGN §5
 * envelope and never a 5xx.
 */

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(async () => {
  await app.close();
});

async function send(call: CallContract, input: unknown, token: string | undefined) {
  const headers = {
    ...(token ? bearer(token) : {}),
    ...(call.idempotent ? { 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}` } : {}),
  };
  const url = `${API_V1_PREFIX}${call.path}`;
  if (call.method === 'GET') return app.inject({ method: 'GET', url: `${url}${queryStringOf(input)}`, headers });
  return app.inject({
    method: call.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
}

const RUNS_PER_CALL = 25;

describe('every call under hostile input', () => {
  it.each(Object.values(calls).map((call) => [call.name, call] as const))(
    '%s answers the envelope and never a 5xx',
    async (_name, call) => {
      const member = await createMember(context.database.orm);
      const token = await sessionTokenFor(context.database.orm, member);
      await fc.assert(
        fc.asyncProperty(inputsFor(call.input), fc.boolean(), async (input, isSignedIn) => {
          const response = await send(call, input, isSignedIn ? token : undefined);
          expectEnvelope(response);
          if (response.statusCode < 400) expect(response.json().status).toBe('success');
        }),
        { numRuns: RUNS_PER_CALL },
      );
    },
  );
});

import { type CallContract, calls, errorEnvelopeSchema } from '@loyalty/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, sessionTokenFor } from '../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../test/helper.js';
import { arbitraryOf, fieldNamesOf } from '../../test/zod-arbitrary.js';
import { API_V1_PREFIX } from './call-route.js';

/**
 * Contract fuzzing (issue 13): every call of the registry gets inputs built from its own field names with
 * hostile values (wrong types, missing and unknown fields, NUL, lone surrogates, right-to-left marks,
 * emoji, 20,000-character strings, odd numbers), signed in and out. Whatever it is sent, the server
 * answers the DESIGN §5 envelope and never a 5xx.
 */

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(async () => {
  await app.close();
});

const oddText = fc.constantFrom(
  '',
  ' ',
  '   ',
  'fu\u0000zz',
  '\u0000',
  '\u202eevil\u202c',
  '\uD800',
  '😀'.repeat(40),
  'x'.repeat(20_000),
  '1e3',
  '0x10',
  ' 1 ',
  '-1',
  '01',
  'true',
  'null',
  '../../etc/passwd',
  "'; drop table members; --",
  '<script>alert(1)</script>',
  'ทดสอบ',
  'a@b',
  '0812345678',
  'CR10000001',
  '2026-02-30',
);
const oddNumber = fc.constantFrom(0, -1, 1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -0);
const hostileValue = fc.oneof(
  oddText,
  oddNumber,
  fc.constantFrom(null, true, false),
  fc.constantFrom({}, [], ['x', 1], { nested: '\u0000' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** A field's value turned hostile: another type, or odd characters inside what would be a good string. */
function corrupted(value: unknown): fc.Arbitrary<unknown> {
  const inside =
    typeof value === 'string'
      ? [
          fc.constantFrom(
            `${value}\u0000`,
            `\u0000${value}`,
            `${value}\uD800`,
            ` ${value} `,
            `${value}${'x'.repeat(20_000)}`,
          ),
        ]
      : [];
  return fc.oneof(hostileValue, ...inside);
}

/**
 * An input for a call: a valid-looking input (derived from its schema) with one field corrupted, a field
 * dropped or an unknown one added; sometimes fields chosen at random, or no object at all.
 */
function inputsFor(call: CallContract) {
  const fields = fieldNamesOf(call.input);
  const randomFields = fc.record(Object.fromEntries(fields.map((name) => [name, hostileValue])), { requiredKeys: [] });
  const valid = arbitraryOf(call.input).map((input) =>
    input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {},
  );
  const oneFieldCorrupted = valid.chain((input) => {
    const names = Object.keys(input);
    if (names.length === 0) return fc.constant(input);
    return fc.constantFrom(...names).chain((name) =>
      fc.oneof(
        corrupted(input[name]).map((value) => ({ ...input, [name]: value })),
        fc.constant(Object.fromEntries(Object.entries(input).filter(([key]) => key !== name))),
      ),
    );
  });
  const unknownField = fc
    .tuple(valid, fc.constantFrom('Unknown_Field', '__proto__', 'constructor'), hostileValue)
    .map(([input, name, value]) => ({ ...input, [name]: value }));
  return fc.oneof(
    { weight: 6, arbitrary: oneFieldCorrupted },
    { weight: 2, arbitrary: randomFields },
    { weight: 1, arbitrary: unknownField },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], 'text', 42) },
  );
}

function queryStringOf(input: unknown): string {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return `?value=${encodeURIComponent(String(input))}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return `?${params.toString()}`;
}

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
        fc.asyncProperty(inputsFor(call), fc.boolean(), async (input, isSignedIn) => {
          const response = await send(call, input, isSignedIn ? token : undefined);
          expect(response.statusCode, response.body).toBeLessThan(500);
          const body = response.json();
          if (response.statusCode >= 400) {
            expect(errorEnvelopeSchema.safeParse(body).success, response.body).toBe(true);
            expect(body.http_status).toBe(response.statusCode);
          } else {
            expect(body.status).toBe('success');
          }
        }),
        { numRuns: RUNS_PER_CALL },
      );
    },
  );
});

import { errorEnvelopeSchema } from '@loyalty/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { arbitraryOf, fieldNamesOf } from './zod-arbitrary.js';

/**
 * Hostile inputs for the contract fuzzing (issue 13) of the member and back-office APIs: inputs built
 * from a call's own field names with hostile values (wrong types, missing and unknown fields, NUL, lone
 * surrogates, right-to-left marks, emoji, 20,000-character strings, odd numbers), and what every answer
 * to them must be (test helper).
 */

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

/**
 * Whole inputs that are not an object: top-level JSON a client can send instead of the input's fields.
 * Every call is sent each of them, whoever asks (the fuzz suites), besides drawing them at random.
 */
export const NOT_OBJECT_INPUTS: readonly unknown[] = [null, [], ['x', 1], [{}], 0, 42, -1.5, '', 'text', true, false];

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
 * An input for a call (its query string, body or path parameters, by their schema): a valid-looking input (derived from its schema) with one field corrupted, a field
 * dropped or an unknown one added; sometimes fields chosen at random, or no object at all.
 */
export function inputsFor(schema: z.ZodType) {
  const fields = fieldNamesOf(schema);
  const randomFields = fc.record(Object.fromEntries(fields.map((name) => [name, hostileValue])), { requiredKeys: [] });
  const valid = arbitraryOf(schema).map((input) =>
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
    { weight: 1, arbitrary: fc.constantFrom(...NOT_OBJECT_INPUTS) },
  );
}

/**
 * `text` percent-encoded as a hostile client sends it: a lone surrogate, which `encodeURIComponent`
 * refuses and URLSearchParams turns into U+FFFD, goes out as its three bytes (`%ED%A0%80`), invalid UTF-8.
 */
export function percentEncoded(text: string): string {
  let encoded = '';
  for (const character of text) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

/** A value as text in a URL: an object or array as its JSON. */
export const urlTextOf = (value: unknown): string =>
  percentEncoded(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

/** An input as a query string: each field as text, an array's items as repeated keys. */
export function queryStringOf(input: unknown): string {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return `?value=${urlTextOf(input)}`;
  const pairs = Object.entries(input).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${percentEncoded(name)}=${urlTextOf(item)}`),
  );
  return `?${pairs.join('&')}`;
}

/**
 * What any answer to any input must be: never a 5xx; a refusal is the DESIGN §5 envelope with its status,
 * and its field messages are whole sentences (no placeholder left unfilled, no "undefined").
 */
export function expectEnvelope(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = response.json();
  expect(errorEnvelopeSchema.safeParse(body).success, response.body).toBe(true);
  expect(body.http_status).toBe(response.statusCode);
  for (const error of body.errors ?? []) {
    expect(`${error.message} ${error.message_th}`, response.body).not.toMatch(/undefined|NaN|\{\w+\}/);
  }
}

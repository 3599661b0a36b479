import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AdminCallContract } from './admin/admin-call.js';
import * as adminContracts from './admin/index.js';
import type { CallContract } from './call.js';
import { calls } from './calls.js';
import { fieldErrorMap } from './field-messages.js';

/** Each field of a call's input with its schema (union inputs: the fields of every option). */
function inputFields(call: CallContract): [string, z.ZodType][] {
  const input = call.input as { shape?: Record<string, z.ZodType>; options?: { shape: Record<string, z.ZodType> }[] };
  const shapes = input.shape ? [input.shape] : (input.options ?? []).map((option) => option.shape);
  return shapes.flatMap((shape) => Object.entries(shape));
}

function accepts(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/** The message key of the first issue `value` raises in `schema`, or undefined when it passes. */
function firstKey(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value, { error: fieldErrorMap }).error?.issues[0]?.message;
}

/** A field takes free text when a plain word is refused, if at all, for its form, not for being text. */
function isTextField(schema: z.ZodType): boolean {
  const key = firstKey(schema, 'fuzz');
  return key === undefined || !['text', 'choice', 'id', 'wholeNumber', 'invalid', 'yesNo', 'mustAccept'].includes(key);
}

const allCalls = Object.values(calls) as CallContract[];

const isAdminCall = (value: unknown): value is AdminCallContract =>
  typeof value === 'object' && value !== null && 'path' in value && 'params' in value && 'access' in value;
const adminCalls = Object.values(adminContracts as Record<string, unknown>).filter(isAdminCall);

/** Top-level JSON values a client can send instead of the input object. */
const NOT_OBJECTS: unknown[] = [null, [], ['x', 1], 0, 42, '', 'text', true];

describe('every call input', () => {
  it('refuses a NUL, a bidirectional override and half a surrogate pair in every text field, through the shared checks', () => {
    const textFields = allCalls.flatMap((call) =>
      inputFields(call)
        .filter(([, schema]) => isTextField(schema))
        .map(([name, schema]) => [`${call.name}.${name}`, schema] as const),
    );
    expect(textFields.length).toBeGreaterThan(40);
    for (const [name, schema] of textFields) {
      expect(firstKey(schema, 'fu\u0000zz'), name).toBe('controlCharacters');
      expect(firstKey(schema, 'fu\u202ezz'), name).toBe('controlCharacters');
      expect(firstKey(schema, 'fu\ud800zz'), name).toBe('unreadableCharacters');
    }
  });

  it('takes JSON body fields exactly as their type: no number from text, no id from true', () => {
    for (const call of allCalls.filter((each) => each.method !== 'GET')) {
      for (const [name, schema] of inputFields(call)) {
        if (accepts(schema, 1)) {
          expect(accepts(schema, '1'), `${call.name}.${name}`).toBe(false);
          expect(accepts(schema, ' 1 '), `${call.name}.${name}`).toBe(false);
        }
        const fromTrue = schema.safeParse(true);
        if (fromTrue.success) expect(fromTrue.data, `${call.name}.${name}`).toBe(true);
      }
    }
  });

  it('parses query numbers only from canonical decimal digits', () => {
    const numericQueryFields = allCalls
      .filter((call) => call.method === 'GET')
      .flatMap((call) => inputFields(call).map(([name, schema]) => [`${call.name}.${name}`, schema] as const))
      .filter(([, schema]) => typeof schema.safeParse('5').data === 'number');
    expect(numericQueryFields.length).toBeGreaterThan(10);
    for (const [name, schema] of numericQueryFields) {
      for (const loose of [' 5 ', '0x5', '5e0', '05', '5.0', '+5', 'true'])
        expect(accepts(schema, loose), `${name} ${loose}`).toBe(false);
    }
  });

  it('refuses an input that is not an object without throwing, for every member and back-office call', () => {
    const inputs = [
      ...allCalls.map((call) => [call.name, call.input] as const),
      ...adminCalls.flatMap((call) => [
        [`${call.method} ${call.path} input`, call.input] as const,
        [`${call.method} ${call.path} params`, call.params] as const,
      ]),
    ];
    expect(adminCalls.length).toBeGreaterThan(50);
    for (const [name, schema] of inputs) {
      for (const value of NOT_OBJECTS) {
        const parse = () => schema.safeParse(value, { error: fieldErrorMap });
        expect(parse, `${name} ${JSON.stringify(value)}`).not.toThrow();
      }
    }
  });
});

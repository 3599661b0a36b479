import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES, fieldError, fieldErrorMap, fieldErrorOfIssue } from './field-messages.js';

const THAI = /[\u0E00-\u0E7F]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The key the map gives the first issue of `value` under `schema`. */
function keyOf(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value, { error: fieldErrorMap }).error?.issues[0]?.message;
}

describe('field messages', () => {
  it('words every message in English and Thai with the same placeholders', () => {
    for (const [key, { en, th }] of Object.entries(FIELD_MESSAGES)) {
      expect(en.trim(), key).not.toBe('');
      expect(th, key).toMatch(THAI);
      expect(placeholders(th), key).toEqual(placeholders(en));
    }
  });

  it('fills the limits of a failed check into both languages', () => {
    const issue = z.string().max(3).safeParse('abcd', { error: fieldErrorMap }).error?.issues[0];
    expect(fieldErrorOfIssue('Note', issue ?? { message: '' })).toEqual({
      field: 'Note',
      message: 'Too long: at most 3 characters',
      message_th: 'ยาวเกินไป: ไม่เกิน 3 ตัวอักษร',
    });
  });

  it('reads a message that is not a key as a generic sentence, never the validator’s words', () => {
    expect(fieldErrorOfIssue('X', { message: 'Invalid input: expected number, received NaN' }).message).toBe(
      FIELD_MESSAGES.invalid.en,
    );
    expect(fieldError('X', 'required').message_th).toBe(FIELD_MESSAGES.required.th);
  });
});

describe('the error map names a sentence for every unworded issue', () => {
  it('calls a missing value required, whatever its type', () => {
    expect(keyOf(z.object({ A: z.string() }), {})).toBe('required');
    expect(keyOf(z.object({ A: z.enum(['x', 'y']) }), {})).toBe('required');
    expect(keyOf(z.object({ A: z.union([z.int(), z.string()]) }), {})).toBe('required');
    expect(keyOf(z.string().trim().min(1), '   ')).toBe('required');
    expect(keyOf(z.object({ A: z.iso.datetime({ offset: true }) }), { A: null })).toBe('required');
    expect(keyOf(z.object({ A: z.int() }), { A: null })).toBe('required');
  });

  it('says what kind of value a field wants', () => {
    expect(keyOf(z.int(), 'x')).toBe('wholeNumber');
    expect(keyOf(z.int(), 1.5)).toBe('wholeNumber');
    expect(keyOf(z.boolean(), 'yes')).toBe('yesNo');
    expect(keyOf(z.string(), 1)).toBe('text');
    expect(keyOf(z.enum(['a', 'b']), 'c')).toBe('choice');
    expect(keyOf(z.literal(true), false)).toBe('mustAccept');
    expect(keyOf(z.email(), 'not-an-email')).toBe('email');
    expect(keyOf(z.iso.date(), '2024-02-30')).toBe('date');
    expect(keyOf(z.object({}).strict(), { extra: 1 })).toBe('unexpected');
  });

  it('tells lengths and bounds', () => {
    expect(keyOf(z.string().min(3), 'ab')).toBe('tooShort');
    expect(keyOf(z.string().max(3), 'abcd')).toBe('tooLong');
    expect(keyOf(z.int().min(5), 4)).toBe('tooSmall');
    expect(keyOf(z.int().max(5), 6)).toBe('tooBig');
  });
});

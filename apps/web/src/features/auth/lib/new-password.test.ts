import { newPasswordField } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem, parseResetIdentity } from './new-password';

describe('newPasswordProblem', () => {
  it.each([
    ['', '', 'required'],
    ['abc123', 'abc123', 'tooShort'],
    [`a1${'x'.repeat(127)}`, '', 'tooLong'],
    ['12345678', '12345678', 'needsLetter'],
    ['abcdefgh', 'abcdefgh', 'needsDigit'],
    ['abcd1234', 'abcd1235', 'mismatch'],
  ] as const)('tells %j / %j: %s', (password, confirmation, problem) => {
    expect(newPasswordProblem(password, confirmation)).toBe(problem);
  });

  it('accepts exactly what the contracts accept', () => {
    for (const sample of ['abcd1234', 'Demo1234!', 'รหัสผ่านa1xx', '1234567a', `${'a'.repeat(127)}1`, 'abc', '']) {
      const isAccepted = newPasswordProblem(sample, sample) === null;
      expect(isAccepted, sample).toBe(newPasswordField.safeParse(sample).success);
    }
  });
});

describe('parseResetIdentity', () => {
  it('takes an e-mail, lower-cased, or a Thai mobile number', () => {
    expect(parseResetIdentity(' Demo@Example.com ')).toBe('demo@example.com');
    expect(parseResetIdentity('0812345678')).toBe('0812345678');
  });

  it('refuses anything else', () => {
    expect(parseResetIdentity('')).toBeNull();
    expect(parseResetIdentity('081234')).toBeNull();
    expect(parseResetIdentity('not an address')).toBeNull();
  });
});

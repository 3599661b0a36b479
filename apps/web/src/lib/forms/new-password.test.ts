import { describe, expect, it } from 'vitest';
import { confirmationProblem, parseResetIdentity } from './new-password';

describe('confirmationProblem', () => {
  it('tells a confirmation that differs from an acceptable password', () => {
    expect(confirmationProblem({ New_Password: 'abcd1234', Confirmation: 'abcd1235' })).toBe('mismatch');
    expect(confirmationProblem({ New_Password: 'abcd1234', Confirmation: 'abcd1234' })).toBe(false);
  });

  it('waits while the password itself is not acceptable (one problem at a time)', () => {
    expect(confirmationProblem({ New_Password: 'abc1', Confirmation: '' })).toBe(false);
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

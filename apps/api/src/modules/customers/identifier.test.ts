import { describe, expect, it } from 'vitest';
import { asThaiMobile } from './identifier.js';

describe('sign-in identifier', () => {
  it('reads Thai mobile numbers as members type them', () => {
    expect(asThaiMobile('0812345678')).toBe('0812345678');
    expect(asThaiMobile('081-234-5678')).toBe('0812345678');
    expect(asThaiMobile('+66812345678')).toBe('0812345678');
    expect(asThaiMobile('66 81 234 5678')).toBe('0812345678');
  });

  it('leaves e-mails and other strings alone', () => {
    expect(asThaiMobile('demo@example.com')).toBeUndefined();
    expect(asThaiMobile('12345')).toBeUndefined();
    expect(asThaiMobile('081234567890')).toBeUndefined();
  });
});

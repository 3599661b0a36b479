import { describe, expect, it } from 'vitest';
import { codeFromScan } from './scanned-code';

describe('codeFromScan', () => {
  it('takes a plain code, trimmed and in upper case', () => {
    expect(codeFromScan('  welcome100 ')).toBe('WELCOME100');
  });

  it('takes the code query value of a link', () => {
    expect(codeFromScan('https://rewards.example.com/scancode?code=summer-25&utm=qr')).toBe('SUMMER-25');
  });

  it('answers null for a link without a code', () => {
    expect(codeFromScan('https://rewards.example.com/promo?id=4')).toBeNull();
  });

  it('answers null for text that cannot be a code', () => {
    expect(codeFromScan('no spaces allowed')).toBeNull();
    expect(codeFromScan('AB')).toBeNull();
    expect(codeFromScan('')).toBeNull();
  });
});

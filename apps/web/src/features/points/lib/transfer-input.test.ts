import { describe, expect, it } from 'vitest';
import { checkAmount, recipientQueryOf } from './transfer-input';

describe('the recipient field', () => {
  it('reads a Thai mobile, with or without the dashes people type and the country code', () => {
    expect(recipientQueryOf('0812345678')).toEqual({ Mobile_No: '0812345678' });
    expect(recipientQueryOf(' 081-234-5678 ')).toEqual({ Mobile_No: '0812345678' });
    expect(recipientQueryOf('+66812345678')).toEqual({ Mobile_No: '0812345678' });
    expect(recipientQueryOf('+66 81 234 5678')).toEqual({ Mobile_No: '0812345678' });
  });

  it('reads a member id in any case', () => {
    expect(recipientQueryOf('cr12345678')).toEqual({ Member_Id: 'CR12345678' });
  });

  it('refuses anything else', () => {
    for (const text of ['', '081234567', '0212345678', 'CR1234567', 'demo@example.com']) {
      expect(recipientQueryOf(text), text).toBeNull();
    }
  });
});

describe('the amount field', () => {
  it('accepts whole points from 1 to what can be sent', () => {
    expect(checkAmount('1', 500)).toEqual({ points: 1 });
    expect(checkAmount(' 500 ', 500)).toEqual({ points: 500 });
  });

  it('names what is wrong', () => {
    expect(checkAmount('', 500).problem).toBe('required');
    expect(checkAmount('2.5', 500).problem).toBe('whole');
    expect(checkAmount('-3', 500).problem).toBe('whole');
    expect(checkAmount('0', 500).problem).toBe('tooLow');
    expect(checkAmount('501', 500).problem).toBe('tooHigh');
  });
});

import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './card-number.js';
import { deleteVirtualCard, getVirtualCardDetail } from './virtual-card.js';

describe('card ids', () => {
  it('reads a query id only from plain decimal digits', () => {
    expect(getVirtualCardDetail.input.parse({ card_Id: '42' })).toEqual({ card_Id: 42 });
    for (const text of [' 42 ', '042', '4.2', '-4', 'true', '', '1e3', '99999999999999999']) {
      expect(getVirtualCardDetail.input.safeParse({ card_Id: text }).success, text).toBe(false);
    }
  });

  it('takes a body id only as a JSON integer', () => {
    expect(deleteVirtualCard.input.parse({ Card_Id: 42 })).toEqual({ Card_Id: 42 });
    for (const value of ['42', true, 4.2, 0, -1, null]) {
      expect(deleteVirtualCard.input.safeParse({ Card_Id: value }).success, String(value)).toBe(false);
    }
  });
});

describe('card numbers', () => {
  it('masks all but the last four characters', () => {
    expect(maskCardNumber('7001234567890123')).toBe('•••• 0123');
  });
});

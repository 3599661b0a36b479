import { describe, expect, it } from 'vitest';
import { formatShippingAddress, stateOf } from './redemption-presenter.js';

const now = new Date('2026-11-22T05:00:00Z');
const later = new Date('2026-11-23T05:00:00Z');
const earlier = new Date('2026-11-21T05:00:00Z');

describe('stateOf', () => {
  it.each([
    [{ status: 'issued', expiresAt: later }, 'active'],
    [{ status: 'issued', expiresAt: now }, 'expired'],
    [{ status: 'issued', expiresAt: earlier }, 'expired'],
    [{ status: 'used', expiresAt: earlier }, 'used'],
    [{ status: 'ordered', expiresAt: null }, 'ordered'],
    [{ status: 'shipped', expiresAt: null }, 'shipped'],
    [{ status: 'delivered', expiresAt: null }, 'delivered'],
  ] as const)('reads %j as %s', (redemption, state) => {
    expect(stateOf(redemption, now)).toBe(state);
  });
});

describe('formatShippingAddress', () => {
  const snapshot = {
    address_id: 1,
    recipient_name: 'Somsri Jaidee',
    mobile_no: '0812345678',
    address: '99/1 Phra Athit Road',
    province_id: 10,
    province_th: 'กรุงเทพมหานคร',
    province_en: 'Bangkok',
    district_id: 1001,
    district_th: 'พระนคร',
    district_en: 'Phra Nakhon',
    sub_district_id: 100109,
    sub_district_th: 'ชนะสงคราม',
    sub_district_en: 'Chana Songkhram',
    postal_code: '10200',
    is_default: true,
  };

  it('writes the recipient, the street and the place in the member’s language', () => {
    expect(formatShippingAddress(snapshot, 'en')).toBe(
      'Somsri Jaidee 0812345678\n99/1 Phra Athit Road\nChana Songkhram Phra Nakhon Bangkok 10200',
    );
    expect(formatShippingAddress(snapshot, 'th')).toContain('ชนะสงคราม พระนคร กรุงเทพมหานคร 10200');
  });

  it('answers an empty text for a missing snapshot', () => {
    expect(formatShippingAddress(null, 'en')).toBe('');
  });
});

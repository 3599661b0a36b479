import { describe, expect, it } from 'vitest';
import { COUPON_CODE_LENGTH, newCouponCode } from './coupon-code.js';

describe('newCouponCode', () => {
  it('draws 12 readable characters, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newCouponCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[ACDEFGHJKMNPQRTUVWXY34679]{${COUPON_CODE_LENGTH}}$`));
  });
});

import { describe, expect, it } from 'vitest';
import type { MemberRow } from '../customers/member-repository.js';
import { COUPON_CODE_LENGTH, newCouponCode } from './coupon-code.js';
import { isRedeemProfileComplete } from './redeem-eligibility.js';

/** Only the columns the redemption gate reads; the rest of a member row does not matter here. */
function member(fields: Partial<MemberRow>): MemberRow {
  return {
    loginType: 1,
    mobileNo: '0812345678',
    govIdRef: 'AB1234567',
    gender: 'female',
    firstName: 'Somsri',
    lastName: 'Jaidee',
    dateOfBirth: '1990-04-01',
    email: null,
    address: null,
    postalCode: null,
    ...fields,
  } as MemberRow;
}

describe('isRedeemProfileComplete (SPEC §4 redeemProfileFilled)', () => {
  it('needs neither e-mail, address nor the personal-detail fields', () => {
    expect(isRedeemProfileComplete(member({}))).toBe(true);
  });

  it.each([['govIdRef'], ['gender'], ['firstName'], ['lastName'], ['dateOfBirth']] as const)(
    'is false without %s',
    (column) => {
      expect(isRedeemProfileComplete(member({ [column]: null }))).toBe(false);
      expect(isRedeemProfileComplete(member({ [column]: '  ' }))).toBe(false);
    },
  );

  it('asks login type 1 for the mobile number and login type 2 for no contact', () => {
    expect(isRedeemProfileComplete(member({ mobileNo: null }))).toBe(false);
    expect(isRedeemProfileComplete(member({ loginType: 2, mobileNo: null, email: null }))).toBe(true);
  });
});

describe('newCouponCode', () => {
  it('draws 12 readable characters, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newCouponCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[ACDEFGHJKMNPQRTUVWXY34679]{${COUPON_CODE_LENGTH}}$`));
  });
});

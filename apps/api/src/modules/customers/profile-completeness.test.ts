import { describe, expect, it } from 'vitest';
import type { MemberRow } from '../members/member-service.js';
import { isProfileComplete, isRedeemProfileComplete } from './profile-completeness.js';

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

describe('isProfileComplete (SPEC §4 filled, the rule of the contracts)', () => {
  const full = member({
    loginType: 2,
    email: 'somsri@example.com',
    address: '99 Rama I Road',
    province: 'Bangkok',
    provinceId: 10,
    district: 'Pathum Wan',
    districtId: 1007,
    subDistrict: 'Wang Mai',
    subDistrictId: 100701,
    postalCode: '10330',
    relationshipStatus: 'single',
    nationality: 'thai',
    education: 'bachelor',
    career: 'employee',
    income: '30000-50000',
    pictureUrl: null,
    govIdType: null,
    homeConsentNotifyAt: null,
    profileConsentNotifyAt: null,
  });

  it('holds for a member who filled every field, without picture, id type or consent times', () => {
    expect(isProfileComplete(full)).toBe(true);
  });

  it.each([
    ['email'],
    ['address'],
    ['provinceId'],
    ['subDistrict'],
    ['postalCode'],
    ['relationshipStatus'],
    ['income'],
  ] as const)('reads the stored %s', (column) => {
    expect(isProfileComplete({ ...full, [column]: null })).toBe(false);
  });
});

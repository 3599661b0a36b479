import { describe, expect, it } from 'vitest';
import { type CustomerInfo, customerInfoSchema } from './customer.js';
import {
  EMPTIABLE_PROFILE_FIELDS,
  isFilledValue,
  isProfileFilled,
  isRedeemProfileFilled,
  missingRedeemFields,
  TIER_FIGURE_FIELDS,
} from './profile-completeness.js';

/** A member with every field SPEC §3 lists filled in, as GetCustomerInfo answers it. */
const complete: CustomerInfo = {
  member_tier_desc: 'Gold',
  member_tier_criteria: 'Spend ฿100,000 more to reach Platinum',
  spending: 50_000,
  spend_to_next_tier: 100_000,
  tier_expires_at: '2027-12-31T16:59:59.999Z',
  spend_to_keep_tier: 12_300,
  spent_to_keep_tier: 37_700,
  point_balance: 12_000,
  picture_url: 'https://example.com/me.png',
  login_type: 1,
  login_type_desc_th: 'ชาวต่างชาติ',
  login_type_desc_en: 'Foreigner',
  mbk_member_id: 'CR00000123',
  gov_id_ref: '1101700230705',
  gov_id_type: 'id_card',
  is_set_password: true,
  email: 'demo@example.com',
  mobile_no: '0812345678',
  gender: 'male',
  first_name: 'Somchai',
  last_name: 'Jaidee',
  date_of_birth: '1990-01-31',
  birth_year: 1990,
  address: '99 Rama I Road',
  province: 'Bangkok',
  province_id: 10,
  district: 'Pathum Wan',
  district_id: 1007,
  sub_district: 'Wang Mai',
  sub_district_id: 100701,
  postal_code: '10330',
  relationship_status: 'single',
  nationality: 'thai',
  education: 'bachelor',
  career: 'employee',
  income: '30000-50000',
  home_consent_notify: false,
  home_consent_notify_dt: null,
  profile_consent_notify: false,
  profile_consent_notify_dt: null,
  accept_consentandpolicy: true,
  accept_newsandpromotions: false,
  accept_preferenceandinterest: false,
};

describe('the fields completeness reads', () => {
  it('are exactly the customer-info fields that can be empty', () => {
    const nullable = Object.entries(customerInfoSchema.shape)
      .filter(([, schema]) => schema.safeParse(null).success)
      .map(([field]) => field);
    expect([...EMPTIABLE_PROFILE_FIELDS, ...TIER_FIGURE_FIELDS].sort()).toEqual(nullable.sort());
  });
});

const type1 = { ...complete, login_type: 1 } as const;
const type2 = { ...complete, login_type: 2 } as const;

describe('isFilledValue', () => {
  it('counts zero and false as filled and missing or blank text as empty', () => {
    expect(isFilledValue(0)).toBe(true);
    expect(isFilledValue(false)).toBe(true);
    expect(isFilledValue('x')).toBe(true);
    expect(isFilledValue(null)).toBe(false);
    expect(isFilledValue(undefined)).toBe(false);
    expect(isFilledValue('')).toBe(false);
    expect(isFilledValue('   ')).toBe(false);
  });
});

describe('profile completeness (SPEC §4)', () => {
  it('is filled for a complete member of either login type', () => {
    expect(isProfileFilled(type1)).toBe(true);
    expect(isProfileFilled(type2)).toBe(true);
  });

  it('counts zero points, zero spending and false flags as filled', () => {
    const nothingYet: CustomerInfo = { ...type2, point_balance: 0, spending: 0, is_set_password: false };
    expect(isProfileFilled(nothingYet)).toBe(true);
  });

  it('ignores consent timestamps and flags, tier criteria, picture and id type for both types', () => {
    const ignored = {
      home_consent_notify_dt: null,
      profile_consent_notify_dt: null,
      member_tier_criteria: '',
      picture_url: null,
      gov_id_type: null,
    };
    expect(isProfileFilled({ ...type1, ...ignored })).toBe(true);
    expect(isProfileFilled({ ...type2, ...ignored })).toBe(true);
  });

  it('login type 2 does not need mobile_no but needs the e-mail', () => {
    expect(isProfileFilled({ ...type2, mobile_no: null })).toBe(true);
    expect(isProfileFilled({ ...type2, email: null })).toBe(false);
  });

  it('login type 1 does not need the e-mail but needs mobile_no', () => {
    expect(isProfileFilled({ ...type1, email: null })).toBe(true);
    expect(isProfileFilled({ ...type1, mobile_no: null })).toBe(false);
  });

  it.each([
    'gov_id_ref',
    'first_name',
    'last_name',
    'gender',
    'date_of_birth',
    'address',
    'province_id',
    'postal_code',
    'income',
  ] as const)('is not filled while %s is empty', (field) => {
    expect(isProfileFilled({ ...type1, [field]: null })).toBe(false);
    expect(isProfileFilled({ ...type2, [field]: null })).toBe(false);
  });
});

describe('redeem completeness (SPEC §4)', () => {
  const withoutAddressAndDetails = {
    email: null,
    address: null,
    province: null,
    province_id: null,
    district: null,
    district_id: null,
    sub_district: null,
    sub_district_id: null,
    postal_code: null,
    relationship_status: null,
    nationality: null,
    education: null,
    career: null,
    income: null,
    picture_url: null,
  };

  it('does not need the e-mail, the address or the personal details', () => {
    expect(isRedeemProfileFilled({ ...type1, ...withoutAddressAndDetails })).toBe(true);
    expect(isRedeemProfileFilled({ ...type2, ...withoutAddressAndDetails, mobile_no: null })).toBe(true);
    expect(isProfileFilled({ ...type2, ...withoutAddressAndDetails })).toBe(false);
  });

  it('still needs the names, gender, birth date and id card', () => {
    for (const field of ['first_name', 'last_name', 'gender', 'date_of_birth', 'gov_id_ref'] as const) {
      expect(isRedeemProfileFilled({ ...type2, ...withoutAddressAndDetails, [field]: '' }), field).toBe(false);
    }
  });

  it('login type 1 still needs mobile_no to redeem; login type 2 does not', () => {
    expect(isRedeemProfileFilled({ ...type1, mobile_no: null })).toBe(false);
    expect(isRedeemProfileFilled({ ...type2, mobile_no: null })).toBe(true);
  });
});

describe('what redeeming still asks for', () => {
  it('names nothing for a complete member and the empty fields the rule reads otherwise', () => {
    expect(missingRedeemFields(type1)).toEqual([]);
    // A new foreigner: registration proved the e-mail and never asked for the full birth date.
    const newMember = { ...type1, mobile_no: null, date_of_birth: null, address: null, income: null };
    expect(missingRedeemFields(newMember)).toEqual(['mobile_no', 'date_of_birth']);
    expect(isRedeemProfileFilled(newMember)).toBe(false);
  });

  it('never asks for the registration year, which only prefills the date', () => {
    expect(missingRedeemFields({ ...type2, birth_year: null })).toEqual([]);
    expect(isProfileFilled({ ...type2, birth_year: null })).toBe(true);
  });
});

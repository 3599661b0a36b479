import { type CustomerInfo, LOGIN_TYPE } from '@loyalty/contracts';

type Field = keyof CustomerInfo;

/** SPEC §4: fields `filled` never asks for, whatever the login type. */
const ALWAYS_EXCLUDED: readonly Field[] = [
  'home_consent_notify_dt',
  'profile_consent_notify_dt',
  'home_consent_notify',
  'profile_consent_notify',
  'accept_consentandpolicy',
  'accept_newsandpromotions',
  'accept_preferenceandinterest',
  'member_tier_criteria',
  'picture_url',
  'gov_id_type',
];

/** SPEC §4: login type 2 (mobile) leaves out mobile_no, login type 1 (e-mail) the e-mail instead. */
export function filledExclusions(loginType: CustomerInfo['login_type']): readonly Field[] {
  return [...ALWAYS_EXCLUDED, loginType === LOGIN_TYPE.thai ? 'mobile_no' : 'email'];
}

/** SPEC §4: redeeming asks for less; contact, address and personal-detail fields are left out too. */
const REDEEM_EXTRA_EXCLUSIONS: readonly Field[] = [
  'email',
  'address',
  'province',
  'province_id',
  'district',
  'district_id',
  'sub_district',
  'sub_district_id',
  'postal_code',
  'relationship_status',
  'nationality',
  'education',
  'career',
  'income',
  'picture_url',
];

export function redeemExclusions(loginType: CustomerInfo['login_type']): readonly Field[] {
  return [...filledExclusions(loginType), ...REDEEM_EXTRA_EXCLUSIONS];
}

/** SPEC §4: zero and false count as filled; only missing values and blank text are empty. */
export function isFilledValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

function isCompleteWithout(customer: CustomerInfo, excluded: readonly Field[]): boolean {
  return (Object.keys(customer) as Field[])
    .filter((field) => !excluded.includes(field))
    .every((field) => isFilledValue(customer[field]));
}

/** SPEC §4 `filled`: every returned field outside the login type's exclusion list is non-empty. */
export function isProfileFilled(customer: CustomerInfo): boolean {
  return isCompleteWithout(customer, filledExclusions(customer.login_type));
}

/** SPEC §4 `redeemProfileFilled`: the same test with the redemption exclusion list. */
export function isRedeemProfileFilled(customer: CustomerInfo): boolean {
  return isCompleteWithout(customer, redeemExclusions(customer.login_type));
}

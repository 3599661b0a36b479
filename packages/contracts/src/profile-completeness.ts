import { LOGIN_TYPE } from './constants.js';
import type { CustomerInfo } from './customer.js';

type Field = keyof CustomerInfo;

/**
 * The customer-info fields that can be empty (nullable in `customerInfoSchema`; a test keeps the two
 * equal). Every other field the server always returns with a value, and SPEC §4 counts zero and false
 * as filled, so `filled` and `redeemProfileFilled` are decided on these alone. Both the API (on the
 * stored member, before it answers customer-info) and the web (on the answer) apply the rule below.
 */
export const EMPTIABLE_PROFILE_FIELDS = [
  'picture_url',
  'gov_id_ref',
  'gov_id_type',
  'email',
  'mobile_no',
  'gender',
  'first_name',
  'last_name',
  'date_of_birth',
  'birth_year',
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
  'home_consent_notify_dt',
  'profile_consent_notify_dt',
] as const satisfies readonly Field[];

type EmptiableField = (typeof EMPTIABLE_PROFILE_FIELDS)[number];

/**
 * Customer-info fields that can be empty but are the programme's figures, not the member's profile (null
 * at the top tier or the lowest, DESIGN §14): completeness never reads them.
 */
export const TIER_FIGURE_FIELDS = [
  'spend_to_next_tier',
  'tier_expires_at',
  'spend_to_keep_tier',
  'spent_to_keep_tier',
] as const satisfies readonly Field[];

/** What the completeness rule reads: the login type and every field that can be empty. */
export type ProfileFields = Pick<CustomerInfo, 'login_type'> & Record<EmptiableField, unknown>;

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
  // The registration's year only prefills the birth date, which is what completeness asks for.
  'birth_year',
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

function missingWithout(profile: ProfileFields, excluded: readonly Field[]): EmptiableField[] {
  return EMPTIABLE_PROFILE_FIELDS.filter((field) => !excluded.includes(field) && !isFilledValue(profile[field]));
}

function isCompleteWithout(profile: ProfileFields, excluded: readonly Field[]): boolean {
  return missingWithout(profile, excluded).length === 0;
}

/** SPEC §4 `filled`: every returned field outside the login type's exclusion list is non-empty. */
export function isProfileFilled(profile: ProfileFields): boolean {
  return isCompleteWithout(profile, filledExclusions(profile.login_type));
}

/**
 * What SPEC §4 `redeemProfileFilled` still waits for, in customer-info order: the redeem flow asks the
 * member for these fields alone (issue 34), so the question and the rule can never disagree.
 */
export function missingRedeemFields(profile: ProfileFields): EmptiableField[] {
  return missingWithout(profile, redeemExclusions(profile.login_type));
}

/** SPEC §4 `redeemProfileFilled`: the same test with the redemption exclusion list. */
export function isRedeemProfileFilled(profile: ProfileFields): boolean {
  return missingRedeemFields(profile).length === 0;
}

import type { MemberRow } from './member-repository.js';

/**
 * SPEC §4 `filled`, on the stored member: every customer-info field outside the exclusion list is
 * non-empty. Tier, points, member code, login type and is_set_password are always present; the
 * columns below are what a member fills. Login type 2 leaves out mobile_no, type 1 the e-mail.
 */
const FILLED_COLUMNS = [
  'govIdRef',
  'gender',
  'firstName',
  'lastName',
  'dateOfBirth',
  'address',
  'province',
  'provinceId',
  'district',
  'districtId',
  'subDistrict',
  'subDistrictId',
  'postalCode',
  'relationshipStatus',
  'nationality',
  'education',
  'career',
  'income',
] as const satisfies readonly (keyof MemberRow)[];

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

export function isProfileComplete(member: MemberRow): boolean {
  const contact = member.loginType === 2 ? member.email : member.mobileNo;
  return isFilled(contact) && FILLED_COLUMNS.every((column) => isFilled(member[column]));
}

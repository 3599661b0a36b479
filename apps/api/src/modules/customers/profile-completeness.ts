import { isProfileFilled, isRedeemProfileFilled, type ProfileFields } from '@loyalty/contracts';
import type { MemberRow } from '../members/member-service.js';

/**
 * The stored member as the SPEC §4 completeness rule reads it (the customer-info fields that can be
 * empty). The rule itself is the contracts' one, which the web applies to GetCustomerInfo's answer.
 */
export function profileFieldsOf(member: MemberRow): ProfileFields {
  return {
    login_type: member.loginType === 2 ? 2 : 1,
    picture_url: member.pictureUrl,
    gov_id_ref: member.govIdRef,
    gov_id_type: member.govIdType,
    email: member.email,
    mobile_no: member.mobileNo,
    gender: member.gender,
    first_name: member.firstName,
    last_name: member.lastName,
    date_of_birth: member.dateOfBirth,
    birth_year: member.birthYear,
    address: member.address,
    province: member.province,
    province_id: member.provinceId,
    district: member.district,
    district_id: member.districtId,
    sub_district: member.subDistrict,
    sub_district_id: member.subDistrictId,
    postal_code: member.postalCode,
    relationship_status: member.relationshipStatus,
    nationality: member.nationality,
    education: member.education,
    career: member.career,
    income: member.income,
    home_consent_notify_dt: member.homeConsentNotifyAt,
    profile_consent_notify_dt: member.profileConsentNotifyAt,
  };
}

/** SPEC §4 `filled` on the stored member: the profile-completion reward is paid when it first holds. */
export function isProfileComplete(member: MemberRow): boolean {
  return isProfileFilled(profileFieldsOf(member));
}

/** SPEC §4 `redeemProfileFilled` on the stored member: redeeming needs it (PROFILE_INCOMPLETE). */
export function isRedeemProfileComplete(member: MemberRow): boolean {
  return isRedeemProfileFilled(profileFieldsOf(member));
}

import {
  type CustomerInfo,
  DEFAULT_POINT_BALANCE,
  isFilledValue,
  isProfileFilled,
  isRedeemProfileFilled,
  LOGIN_TYPE,
} from '@loyalty/contracts';

export type NationalityType = 'thai' | 'foreigner' | '';

/** SPEC §3 "Profile as held in the app": the customer-info answer in the names the screens use. */
export interface AppProfile {
  imageUrl: string;
  nationalityType: NationalityType;
  loginType: CustomerInfo['login_type'] | null;
  memberId: string;
  idCard: string;
  passport: string;
  email: string;
  mobile: string;
  gender: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  address: string;
  postalcode: string;
  province: string;
  provinceId: number | null;
  district: string;
  districtId: number | null;
  subdistrict: string;
  subdistrictId: number | null;
  status: string;
  nationality: string;
  educationLevel: string;
  occupation: string;
  salary: string;
  point: number;
  tier: string;
  tierCriteria: string;
  spending: number;
  /** No partner card is linked through this programme; the field stays for SPEC §3's shape. */
  linkRabbitCard: boolean;
  consentNotification: boolean;
  acceptConsent: boolean;
  acceptNewsAndPromotion: boolean;
  acceptPreferenceAndInterest: boolean;
  isSetPassword: boolean;
  idCardFilled: boolean;
  birthDateFilled: boolean;
  homeConsentNotification: boolean;
  profileConsentNotification: boolean;
  filled: boolean;
  redeemProfileFilled: boolean;
  /** The server's copies, so an edit can tell whether the contact changed (SPEC §5). */
  emailDB: string;
  mobileDB: string;
}

/** The government id type a passport carries; any other stored type is a Thai id card. */
export const PASSPORT_ID_TYPE = 'passport';

const text = (value: string | null) => value ?? '';

export function toAppProfile(customer: CustomerInfo): AppProfile {
  const isPassport = customer.gov_id_type === PASSPORT_ID_TYPE;
  const govId = text(customer.gov_id_ref);
  return {
    imageUrl: text(customer.picture_url),
    nationalityType: customer.login_type === LOGIN_TYPE.thai ? 'thai' : 'foreigner',
    loginType: customer.login_type,
    memberId: customer.mbk_member_id,
    idCard: isPassport ? '' : govId,
    passport: isPassport ? govId : '',
    email: text(customer.email),
    mobile: text(customer.mobile_no),
    gender: text(customer.gender),
    firstName: text(customer.first_name),
    lastName: text(customer.last_name),
    birthDate: text(customer.date_of_birth),
    address: text(customer.address),
    postalcode: text(customer.postal_code),
    province: text(customer.province),
    provinceId: customer.province_id,
    district: text(customer.district),
    districtId: customer.district_id,
    subdistrict: text(customer.sub_district),
    subdistrictId: customer.sub_district_id,
    status: text(customer.relationship_status),
    nationality: text(customer.nationality),
    educationLevel: text(customer.education),
    occupation: text(customer.career),
    salary: text(customer.income),
    point: customer.point_balance ?? DEFAULT_POINT_BALANCE,
    tier: customer.member_tier_desc,
    tierCriteria: customer.member_tier_criteria,
    spending: customer.spending,
    linkRabbitCard: false,
    consentNotification: customer.home_consent_notify || customer.profile_consent_notify,
    acceptConsent: customer.accept_consentandpolicy,
    acceptNewsAndPromotion: customer.accept_newsandpromotions,
    acceptPreferenceAndInterest: customer.accept_preferenceandinterest,
    isSetPassword: customer.is_set_password,
    // SPEC §4: the id card and the birth date lock once the server holds them.
    idCardFilled: isFilledValue(customer.gov_id_ref),
    birthDateFilled: isFilledValue(customer.date_of_birth),
    homeConsentNotification: customer.home_consent_notify,
    profileConsentNotification: customer.profile_consent_notify,
    filled: isProfileFilled(customer),
    redeemProfileFilled: isRedeemProfileFilled(customer),
    emailDB: text(customer.email),
    mobileDB: text(customer.mobile_no),
  };
}

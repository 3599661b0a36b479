import { type CustomerInfo, type Language, LOGIN_TYPE_LABELS, TIER_CRITERIA_TEXT } from '@loyalty/contracts';
import { thaiTier } from '../../thai-tier.js';
import type { TierStanding } from '../tiers/tier-service.js';
import type { CustomerInfoMember, PlaceName, ProfilePlaceNames } from './customer-repository.js';

const LOCALES: Record<Language, string> = { en: 'en-GB', th: 'th-TH' };

// Intl formatters are costly to build; one per language serves every request.
const AMOUNT_FORMATS = {
  en: new Intl.NumberFormat(LOCALES.en, { maximumFractionDigits: 0 }),
  th: new Intl.NumberFormat(LOCALES.th, { maximumFractionDigits: 0 }),
};
// Thai dates use the Buddhist era, as th-TH formats them (31 ธ.ค. 2569).
const DATE_OPTIONS = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' } as const;
const DATE_FORMATS = {
  en: new Intl.DateTimeFormat(LOCALES.en, DATE_OPTIONS),
  th: new Intl.DateTimeFormat(LOCALES.th, DATE_OPTIONS),
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

/** A tier's name as the criteria text holds it: in Thai with its "ระดับ", set apart when in Latin letters. */
const tierWordsIn = (language: Language, tier: TierStanding['current']) =>
  language === 'th' ? thaiTier(tier.nameTh).words : tier.nameEn;

/**
 * The deadline as each language writes it, for the last deadline formatted: every member's deadline is
 * the end of the same tier window, and formatting a date in a time zone cost a profile read ~3 µs.
 */
const lastDeadlineText = new Map<Language, { time: number; text: string }>();

function deadlineText(language: Language, deadline: Date): string {
  const time = deadline.getTime();
  const last = lastDeadlineText.get(language);
  if (last?.time === time) return last.text;
  const text = DATE_FORMATS[language].format(deadline);
  lastDeadlineText.set(language, { time, text });
  return text;
}

/**
 * "Spend ฿30,000 more by 31 Dec 2026 to reach Platinum", or the top-tier note, in the member's language.
 * No closure is made per call: under tsx (`npm start`) each named one is renamed as it is made.
 */
export function describeTierCriteria(standing: TierStanding, language: Language): string {
  const texts = TIER_CRITERIA_TEXT[language];
  if (!standing.next) return fill(texts.top, { tier: tierWordsIn(language, standing.current) });
  const amount = AMOUNT_FORMATS[language].format(Math.ceil(standing.next.amount));
  const date = deadlineText(language, standing.next.deadline);
  return fill(texts.next, { amount, date, tier: tierWordsIn(language, standing.next.tier) });
}

/** The date's year once there is a date (it may differ from what registration was told), else registration's year. */
const birthYearOf = (member: Pick<CustomerInfoMember, 'dateOfBirth' | 'birthYear'>) =>
  member.dateOfBirth ? Number(member.dateOfBirth.slice(0, 4)) : member.birthYear;

/** A place in the member's language; the stored text only when the id is not in the data list. */
const placeIn = (language: Language, place: PlaceName, stored: string | null) =>
  place ? (language === 'th' ? place.th : place.en) : stored;

/**
 * SPEC §3 customer-info, every field, from the member row, the balance, the tier standing and the
 * names of the address's places (shown in the member's language, whatever language they were stored in).
 */
export function presentCustomerInfo(
  member: CustomerInfoMember,
  places: ProfilePlaceNames,
  pointBalance: number,
  standing: TierStanding,
  language: Language,
): CustomerInfo {
  const loginType = member.loginType === 2 ? 2 : 1;
  return {
    member_tier_desc: language === 'th' ? standing.current.nameTh : standing.current.nameEn,
    member_tier_criteria: describeTierCriteria(standing, language),
    spending: standing.spending,
    spend_to_next_tier: standing.next ? Math.ceil(standing.next.amount) : null,
    tier_expires_at: standing.expiresAt?.toISOString() ?? null,
    spend_to_keep_tier: standing.keep ? Math.ceil(standing.keep.amount) : null,
    spent_to_keep_tier: standing.keep ? Math.floor(standing.keep.spent) : null,
    point_balance: pointBalance,
    picture_url: member.pictureUrl,
    login_type: loginType,
    login_type_desc_th: LOGIN_TYPE_LABELS[loginType].th,
    login_type_desc_en: LOGIN_TYPE_LABELS[loginType].en,
    mbk_member_id: member.mbkMemberId,
    gov_id_ref: member.govIdRef,
    gov_id_type: member.govIdType,
    is_set_password: member.isSetPassword,
    email: member.email,
    mobile_no: member.mobileNo,
    gender: member.gender,
    first_name: member.firstName,
    last_name: member.lastName,
    date_of_birth: member.dateOfBirth,
    birth_year: birthYearOf(member),
    address: member.address,
    province: placeIn(language, places.province, member.province),
    province_id: member.provinceId,
    district: placeIn(language, places.district, member.district),
    district_id: member.districtId,
    sub_district: placeIn(language, places.subDistrict, member.subDistrict),
    sub_district_id: member.subDistrictId,
    postal_code: member.postalCode,
    relationship_status: member.relationshipStatus,
    nationality: member.nationality,
    education: member.education,
    career: member.career,
    income: member.income,
    home_consent_notify: member.homeConsentNotify,
    home_consent_notify_dt: member.homeConsentNotifyAt?.toISOString() ?? null,
    profile_consent_notify: member.profileConsentNotify,
    profile_consent_notify_dt: member.profileConsentNotifyAt?.toISOString() ?? null,
    accept_consentandpolicy: member.acceptConsentAndPolicy,
    accept_newsandpromotions: member.acceptNewsAndPromotions,
    accept_preferenceandinterest: member.acceptPreferenceAndInterest,
  };
}

import { z } from 'zod';
import { defineCall } from './call.js';

/** DESIGN §6 login types and their labels (the customer-info `login_type_desc_*` fields). */
export const LOGIN_TYPE_LABELS = {
  1: { en: 'Foreigner', th: 'ชาวต่างชาติ' },
  2: { en: 'Thai', th: 'คนไทย' },
} as const;

/**
 * `member_tier_criteria` wording (DESIGN §6): what is left to reach the next tier, or the top-tier note.
 * Placeholders: `{amount}` (baht, formatted, after the one currency sign the app writes), `{date}` (the deadline, formatted), `{tier}` (the tier's name; in Thai with its "ระดับ" before it, set apart by a space when the name is in Latin letters).
 */
export const TIER_CRITERIA_TEXT = {
  en: {
    next: 'Spend ฿{amount} more by {date} to reach {tier}',
    top: 'You are at our highest tier, {tier}. Enjoy every privilege!',
  },
  th: {
    next: 'ใช้จ่ายเพิ่มอีก ฿{amount} ภายใน {date} เพื่อเลื่อนเป็น{tier}',
    top: 'คุณอยู่ใน{tier} ซึ่งเป็นระดับสูงสุดแล้ว เพลิดเพลินกับสิทธิพิเศษทั้งหมดได้เลย',
  },
} as const;

const text = z.string().nullable();
const id = z.number().int().nullable();

/** The member profile exactly as SPEC §3 lists the customer-info fields. */
export const customerInfoSchema = z.object({
  member_tier_desc: z.string(),
  member_tier_criteria: z.string(),
  spending: z.number(),
  /** THB still to spend in the tier window to reach the next tier (DESIGN §14); null at the top tier. */
  spend_to_next_tier: z.number().nullable(),
  /** The last instant the member's tier is held (31 December, Bangkok; DESIGN §14); null at the lowest tier. */
  tier_expires_at: z.iso.datetime().nullable(),
  /**
   * THB still to spend by `tier_expires_at` (inside the twelve months closing then) to keep the tier; 0 when
   * already spent, null at the lowest tier (DESIGN §14).
   */
  spend_to_keep_tier: z.number().nullable(),
  /**
   * THB already spent inside the twelve months closing at `tier_expires_at`, toward keeping the tier (what
   * a progress bar measures against `spend_to_keep_tier`); null at the lowest tier (decision 053).
   */
  spent_to_keep_tier: z.number().nullable(),
  point_balance: z.number().int(),
  picture_url: text,
  login_type: z.union([z.literal(1), z.literal(2)]),
  login_type_desc_th: z.string(),
  login_type_desc_en: z.string(),
  mbk_member_id: z.string(),
  gov_id_ref: text,
  gov_id_type: text,
  is_set_password: z.boolean(),
  email: text,
  mobile_no: text,
  gender: text,
  first_name: text,
  last_name: text,
  date_of_birth: text.describe('YYYY-MM-DD'),
  /**
   * The Christian-era year of birth: the date's year once there is a date, else the year registration
   * asked for (`Birth_Year`), so a form asking for the date can start from it (issue 34). Never a date.
   */
  birth_year: id,
  address: text,
  province: text,
  province_id: id,
  district: text,
  district_id: id,
  sub_district: text,
  sub_district_id: id,
  postal_code: text,
  relationship_status: text,
  nationality: text,
  education: text,
  career: text,
  income: text,
  home_consent_notify: z.boolean(),
  home_consent_notify_dt: z.iso.datetime().nullable(),
  profile_consent_notify: z.boolean(),
  profile_consent_notify_dt: z.iso.datetime().nullable(),
  accept_consentandpolicy: z.boolean(),
  accept_newsandpromotions: z.boolean(),
  accept_preferenceandinterest: z.boolean(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const getCustomerInfo = defineCall({
  name: 'GetCustomerInfo',
  method: 'GET',
  path: '/Customer/GetCustomerInfo',
  summary: 'The signed-in member’s profile, tier and point balance',
  access: ['bcrm-member', 'bcrm-canceled', 'bcrm-suspended', 'bcrm-blocked'],
  input: z.object({}),
  output: customerInfoSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'],
});

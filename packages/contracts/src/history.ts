import { z } from 'zod';
import { defineCall } from './call.js';
import type { Language } from './constants.js';
import { pagedList, pageQuery } from './envelope.js';
import { POINT_HISTORY_TYPES } from './list-filters.js';

/** What a ledger entry did to the balance; the API's ledger table stores exactly these (issue 4). */
export const POINT_ENTRY_KINDS = [
  'earn',
  'spend',
  'transfer_in',
  'transfer_out',
  'expire',
  'adjust',
  'reverse',
  // An operator merged two accounts (DESIGN §11): the merged member's points leave and arrive at the survivor.
  'merge_out',
  'merge_in',
  // A till payment (DESIGN §13): held points leave the balance at once and come back when the hold is released.
  'hold',
  'release',
  // Points a refund left owing, taken from a later earn.
  'repay',
  // What was left when the member asked for their data to be erased (DESIGN §16): the membership ends.
  'forfeit',
] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/** Where the points of a ledger entry came from or went; the API's ledger table stores exactly these. */
export const POINT_ENTRY_SOURCES = [
  'receipt',
  'code',
  'article',
  'referral',
  'redemption',
  'transfer',
  'operator',
  'profile',
  // The expiry sweep: no person or request moved these points (DESIGN §6 expiry).
  'expiry',
  // Points that came from, or went to, another account of the same person when an operator merged them.
  'merge',
  // A sale, refund or payment at one of the group's tills (DESIGN §13).
  'till',
  // The yearly bonus in the member's birth month (DESIGN §14).
  'birthday',
  // The member ended their membership (a deletion request, DESIGN §16).
  'membership',
] as const;
export type PointEntrySource = (typeof POINT_ENTRY_SOURCES)[number];

/**
 * Member-facing labels of history entries in both languages (SPEC §1 languages): the label of the
 * source, except for kinds whose meaning matters more than where the points came from.
 */
const sourceLabels: Record<PointEntrySource, Record<Language, string>> = {
  receipt: { en: 'Receipt points', th: 'คะแนนจากใบเสร็จ' },
  code: { en: 'Code points', th: 'คะแนนจากโค้ด' },
  article: { en: 'Article reward', th: 'คะแนนจากการอ่านบทความ' },
  referral: { en: 'Friend referral', th: 'คะแนนแนะนำเพื่อน' },
  redemption: { en: 'Reward redemption', th: 'แลกของรางวัล' },
  transfer: { en: 'Point transfer', th: 'โอนคะแนน' },
  operator: { en: 'Point adjustment', th: 'ปรับปรุงคะแนน' },
  profile: { en: 'Profile completion', th: 'คะแนนจากการกรอกข้อมูลส่วนตัว' },
  expiry: { en: 'Points expired', th: 'คะแนนหมดอายุ' },
  merge: { en: 'Account merge', th: 'รวมบัญชีสมาชิก' },
  till: { en: 'In-store purchase', th: 'ซื้อสินค้าที่ร้าน' },
  birthday: { en: 'Birthday bonus', th: 'โบนัสวันเกิด' },
  membership: { en: 'Membership ended', th: 'สิ้นสุดการเป็นสมาชิก' },
};

const kindLabels: Partial<Record<PointEntryKind, Record<Language, string>>> = {
  transfer_in: { en: 'Points received', th: 'ได้รับคะแนนโอน' },
  transfer_out: { en: 'Points transferred', th: 'โอนคะแนนให้เพื่อน' },
  expire: { en: 'Points expired', th: 'คะแนนหมดอายุ' },
  reverse: { en: 'Points reversed', th: 'ยกเลิกรายการคะแนน' },
  merge_out: { en: 'Points moved to your merged account', th: 'ย้ายคะแนนไปยังบัญชีที่รวมแล้ว' },
  merge_in: { en: 'Points from your merged account', th: 'คะแนนจากบัญชีที่รวมเข้ามา' },
  hold: { en: 'Paid with points in store', th: 'ใช้คะแนนแทนเงินสดที่ร้าน' },
  release: { en: 'Points returned from a cancelled payment', th: 'คืนคะแนนจากการชำระที่ยกเลิก' },
  repay: { en: 'Points owed from a refund', th: 'หักคะแนนค้างจากการคืนสินค้า' },
  forfeit: { en: 'Points forfeited when the account was deleted', th: 'คะแนนถูกยกเลิกเมื่อขอลบบัญชี' },
};

/** A till refund's reversal says what it was: a refund, not an operator's correction (DESIGN §13). */
const tillKindLabels: Partial<Record<PointEntryKind, Record<Language, string>>> = {
  reverse: { en: 'Points taken back for a refund', th: 'หักคะแนนคืนจากการคืนสินค้า' },
};

/** The label of an entry in `language`; the kind's label wins over the source's. */
export function pointEntryLabel(kind: PointEntryKind, source: PointEntrySource, language: Language): string {
  const tillLabel = source === 'till' ? tillKindLabels[kind] : undefined;
  return (tillLabel ?? kindLabels[kind] ?? sourceLabels[source])[language];
}

/**
 * One reason an earn gave points (DESIGN §14 "Explained points"): `rule_id` is `base`, `birthday` or the
 * campaign's id, with its name in Thai (`name`) and English as the entry recorded them. The till's answer,
 * the member's history and the console's ledger carry this one shape.
 */
export const pointAwardSchema = z.object({
  rule_id: z.string(),
  name: z.string(),
  name_en: z.string(),
  points: z.number().int(),
});
export type PointAward = z.infer<typeof pointAwardSchema>;

/** One ledger entry as the member sees it; `points` is signed (negative when points left). */
export const pointHistoryItemSchema = z.object({
  entry_id: z.number().int(),
  kind: z.enum(POINT_ENTRY_KINDS),
  source: z.enum(POINT_ENTRY_SOURCES),
  points: z.number().int(),
  description: z.string(),
  /** What an earn's points were made of, base first; null for an entry recorded without awards. */
  awards: z.array(pointAwardSchema).nullable(),
  expires_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type PointHistoryItem = z.infer<typeof pointHistoryItemSchema>;

/** Remaining points that expire on one Asia/Bangkok calendar day. */
export const expireTimelineItemSchema = z.object({
  expires_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  points: z.number().int(),
});

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;
/** Read-only calls stay open to restricted members, as GetCustomerInfo does. */
const readAccess = ['bcrm-member', 'bcrm-canceled', 'bcrm-suspended', 'bcrm-blocked'] as const;

/** The member's point movements, newest first; `earn` keeps arrivals (positive), `spend` departures. */
export const getPointHistory = defineCall({
  name: 'GetPointHistory',
  method: 'GET',
  path: '/History/GetPointHistory',
  summary: 'The signed-in member’s point history, newest first, paged',
  access: readAccess,
  input: pageQuery(20).extend({ type: z.enum(POINT_HISTORY_TYPES).default('all') }),
  output: pagedList(pointHistoryItemSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

/** Unexpired remaining points by expiry day, soonest first; `total` equals GetCustomerInfo's balance. */
export const getPointExpireTimeline = defineCall({
  name: 'GetPointExpireTimeline',
  method: 'GET',
  path: '/History/GetPointExpireTimeline',
  summary: 'The signed-in member’s remaining points grouped by expiry date',
  access: readAccess,
  input: z.object({}),
  output: z.object({ items: z.array(expireTimelineItemSchema), total: z.number().int() }),
  errors: [...memberErrors],
});

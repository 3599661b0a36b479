import type { Language } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { type DescribedEntry, describeEntry } from './entry-description.js';

/** An entry as the history and the console read it, with nothing joined unless told. */
function entry(fields: Partial<DescribedEntry> & Pick<DescribedEntry, 'kind' | 'source'>): DescribedEntry {
  return {
    reason: 'internal',
    reasonTh: null,
    reference: null,
    subjectTitleEn: null,
    subjectTitleTh: null,
    receiptAmount: null,
    ...fields,
  };
}

const inBoth = (described: DescribedEntry) =>
  Object.fromEntries(
    (['en', 'th'] as const satisfies Language[]).map((language) => [language, describeEntry(described, language)]),
  );

describe('describeEntry (DESIGN §6 "point history speaks")', () => {
  it.each<[string, DescribedEntry, { en: string; th: string }]>([
    [
      'a redemption names the privilege redeemed',
      entry({
        kind: 'spend',
        source: 'redemption',
        reason: 'redeem',
        reference: 'privilege:12',
        subjectTitleEn: 'Starbucks ฿100 voucher',
        subjectTitleTh: 'บัตรกำนัล Starbucks ฿100',
      }),
      { en: 'Reward redemption: Starbucks ฿100 voucher', th: 'แลกของรางวัล: บัตรกำนัล Starbucks ฿100' },
    ],
    [
      'a code names the code used',
      entry({ kind: 'earn', source: 'code', reason: 'promo-code', reference: 'code:WELCOME100' }),
      { en: 'Code points: WELCOME100', th: 'คะแนนจากโค้ด: WELCOME100' },
    ],
    [
      'an approved receipt upload names its number and total, satang only when there are some',
      entry({ kind: 'earn', source: 'receipt', reference: 'receipt:41', receiptAmount: 391 }),
      { en: 'Receipt points: receipt #41, ฿391', th: 'คะแนนจากใบเสร็จ: ใบเสร็จ #41 ยอด ฿391' },
    ],
    [
      'a receipt of a larger total',
      entry({ kind: 'earn', source: 'receipt', reference: 'receipt:7', receiptAmount: 12500.5 }),
      { en: 'Receipt points: receipt #7, ฿12,500.50', th: 'คะแนนจากใบเสร็จ: ใบเสร็จ #7 ยอด ฿12,500.50' },
    ],
    [
      'an article names its title',
      entry({
        kind: 'earn',
        source: 'article',
        reference: 'article:3',
        subjectTitleEn: 'Saving with points',
        subjectTitleTh: 'ออมด้วยคะแนน',
      }),
      { en: 'Article reward: Saving with points', th: 'คะแนนจากการอ่านบทความ: ออมด้วยคะแนน' },
    ],
    [
      'a transfer names both members and the note',
      entry({ kind: 'transfer_out', source: 'transfer', reason: 'M000001 → M000002: lunch', reference: 'member:2' }),
      { en: 'Points transferred: M000001 → M000002: lunch', th: 'โอนคะแนนให้เพื่อน: M000001 → M000002: lunch' },
    ],
    [
      'a received transfer',
      entry({ kind: 'transfer_in', source: 'transfer', reason: 'M000001 → M000002', reference: 'member:1' }),
      { en: 'Points received: M000001 → M000002', th: 'ได้รับคะแนนโอน: M000001 → M000002' },
    ],
    [
      'an adjustment gives its reason in the reader’s language',
      entry({ kind: 'adjust', source: 'operator', reason: 'Missing receipt 42', reasonTh: 'ใบเสร็จ 42 ที่ตกหล่น' }),
      { en: 'Point adjustment: Missing receipt 42', th: 'ปรับปรุงคะแนน: ใบเสร็จ 42 ที่ตกหล่น' },
    ],
    [
      'an adjustment with an English reason alone shows it in Thai too',
      entry({ kind: 'adjust', source: 'operator', reason: 'Goodwill' }),
      { en: 'Point adjustment: Goodwill', th: 'ปรับปรุงคะแนน: Goodwill' },
    ],
    [
      'a till sale names the store and the receipt',
      entry({
        kind: 'earn',
        source: 'till',
        reason: 'Siam branch, receipt R-77',
        reasonTh: 'สาขาสยาม, ใบเสร็จ R-77',
        reference: 'till_sale:5',
      }),
      { en: 'In-store purchase: Siam branch, receipt R-77', th: 'ซื้อสินค้าที่ร้าน: สาขาสยาม, ใบเสร็จ R-77' },
    ],
  ])('%s', (_case, described, expected) => {
    expect(inBoth(described)).toEqual(expected);
  });

  it.each<[string, DescribedEntry, { en: string; th: string }]>([
    [
      'an expiry',
      entry({ kind: 'expire', source: 'expiry', reason: 'expiry', reference: 'lot:9' }),
      { en: 'Points expired', th: 'คะแนนหมดอายุ' },
    ],
    [
      'a profile’s reward',
      entry({ kind: 'earn', source: 'profile', reason: 'profile' }),
      { en: 'Profile completion', th: 'คะแนนจากการกรอกข้อมูลส่วนตัว' },
    ],
    [
      'a merge (its reason is the operator’s, not for members)',
      entry({ kind: 'merge_in', source: 'merge', reason: 'twin', reference: 'member:3' }),
      { en: 'Points from your merged account', th: 'คะแนนจากบัญชีที่รวมเข้ามา' },
    ],
    [
      'a redemption whose privilege was not found',
      entry({ kind: 'spend', source: 'redemption', reason: 'redeem', reference: 'privilege:404' }),
      { en: 'Reward redemption', th: 'แลกของรางวัล' },
    ],
    [
      'a receipt entry naming no approved upload',
      entry({ kind: 'earn', source: 'receipt', reason: 'receipt' }),
      { en: 'Receipt points', th: 'คะแนนจากใบเสร็จ' },
    ],
    [
      'a code entry without its reference',
      entry({ kind: 'earn', source: 'code', reason: 'promo-code', reference: null }),
      { en: 'Code points', th: 'คะแนนจากโค้ด' },
    ],
  ])('keeps the bare label where the entry names nothing more: %s', (_case, described, expected) => {
    expect(inBoth(described)).toEqual(expected);
  });
});

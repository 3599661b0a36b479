import { describe, expect, it } from 'vitest';
import type { LedgerRow } from '../points/ledger-read-service.js';
import { presentLedgerItem } from './member-admin-presenter.js';

const row: LedgerRow = {
  id: 41,
  memberId: 7,
  kind: 'spend',
  source: 'redemption',
  delta: -300,
  reason: 'redeem',
  reasonTh: null,
  reference: 'privilege:12',
  subjectTitleEn: 'Starbucks ฿100 voucher',
  subjectTitleTh: 'บัตรกำนัล Starbucks ฿100',
  receiptAmount: null,
  expiresAt: null,
  createdAt: new Date('2026-11-22T03:00:00Z'),
  awards: null,
};

describe('presentLedgerItem (issue 35: ledger reasons in words)', () => {
  it('words an entry in both of the console’s languages as the member’s history does, naming what it was for', () => {
    expect(presentLedgerItem(row, 'M000007')).toEqual({
      entry_id: 41,
      member_id: 'M000007',
      kind: 'spend',
      source: 'redemption',
      points: -300,
      reason: 'redeem',
      reason_th: null,
      label_en: 'Reward redemption: Starbucks ฿100 voucher',
      label_th: 'แลกของรางวัล: บัตรกำนัล Starbucks ฿100',
      awards: null,
      reference: 'privilege:12',
      expires_at: null,
      created_at: '2026-11-22T03:00:00.000Z',
    });
  });

  it('names the code, the receipt and the adjustment’s reason in the console’s language', () => {
    const code = presentLedgerItem(
      {
        ...row,
        kind: 'earn',
        source: 'code',
        delta: 50,
        reference: 'code:WELCOME100',
        subjectTitleEn: null,
        subjectTitleTh: null,
      },
      'M000007',
    );
    const receipt = presentLedgerItem(
      {
        ...row,
        kind: 'earn',
        source: 'receipt',
        delta: 15,
        reference: 'receipt:41',
        receiptAmount: 391,
        subjectTitleEn: null,
        subjectTitleTh: null,
      },
      'M000007',
    );
    const adjustment = presentLedgerItem(
      {
        ...row,
        kind: 'adjust',
        source: 'operator',
        delta: 5,
        reason: 'Goodwill',
        reasonTh: 'น้ำใจ',
        reference: 'adjustment:3',
      },
      'M000007',
    );
    expect([code, receipt, adjustment].map((item) => [item.label_en, item.label_th])).toEqual([
      ['Code points: WELCOME100', 'คะแนนจากโค้ด: WELCOME100'],
      ['Receipt points: receipt #41, ฿391', 'คะแนนจากใบเสร็จ: ใบเสร็จ #41 ยอด ฿391'],
      ['Point adjustment: Goodwill', 'ปรับปรุงคะแนน: น้ำใจ'],
    ]);
  });

  it('lists an earn’s awards as recorded, names in both languages, for the console to explain the points', () => {
    const awards = [
      { rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points: 40 },
      { rule_id: '12', name: 'คะแนนสองเท่า', name_en: 'Double points weekend', points: 40 },
    ];
    const sale = presentLedgerItem(
      { ...row, kind: 'earn', source: 'till', delta: 80, reference: 'sale:9', awards },
      'M000007',
    );
    expect(sale.awards).toEqual(awards);
  });
});

import { type Language, pointEntryLabel } from '@loyalty/contracts';
import type { HistoryRow } from './history-repository.js';

/** What the description of an entry reads: the entry with what it was for (`EntrySubject`). */
export type DescribedEntry = Pick<
  HistoryRow,
  'kind' | 'source' | 'reason' | 'reasonTh' | 'reference' | 'subjectTitleEn' | 'subjectTitleTh' | 'receiptAmount'
>;

/**
 * An operator's adjustment says why in its reason, a transfer's names both members and the sender's note;
 * a till's sale, refund, payment or release names the store and the receipt or reference in both
 * languages (DESIGN §13); other reasons are internal references, not for members (a repayment's label
 * says all there is).
 */
const KINDS_SHOWING_REASON: ReadonlySet<string> = new Set(['adjust', 'transfer_in', 'transfer_out']);
const TILL_KINDS_SHOWING_REASON: ReadonlySet<string> = new Set(['earn', 'reverse', 'hold', 'release']);

function showsReason(entry: DescribedEntry): boolean {
  return KINDS_SHOWING_REASON.has(entry.kind) || (entry.source === 'till' && TILL_KINDS_SHOWING_REASON.has(entry.kind));
}

/** The reason in the reader's language: an adjustment and a till entry carry a Thai one, a transfer's note is one text. */
function reasonIn(entry: DescribedEntry, language: Language): string {
  return language === 'th' && entry.reasonTh ? entry.reasonTh : entry.reason;
}

// One formatter per precision serves every entry; both languages write baht alike ("฿1,250.50").
const BAHT = {
  whole: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }),
  satang: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }),
};

/** Baht with satang only when there are some ("฿391", "฿1,250.50"), as the app writes a receipt's total. */
function formatBaht(amount: number): string {
  return (Number.isInteger(amount) ? BAHT.whole : BAHT.satang).format(amount);
}

/** The text after `prefix:` of an entry's reference (`code:WELCOME100` → `WELCOME100`), if it has that prefix. */
function referenced(entry: DescribedEntry, prefix: string): string | null {
  const start = `${prefix}:`;
  return entry.reference?.startsWith(start) ? entry.reference.slice(start.length) || null : null;
}

const RECEIPT_TEXT: Record<Language, (number: string, amount: string) => string> = {
  en: (number, amount) => `receipt #${number}, ${amount}`,
  th: (number, amount) => `ใบเสร็จ #${number} ยอด ${amount}`,
};

/**
 * What the entry was for, in `language` (DESIGN §6 "point history speaks"): the privilege redeemed, the
 * article read, the code used, the receipt approved (its number and total), or the reason of an
 * adjustment, a transfer and a till entry; null when the label says all there is (an expiry, a merge, a
 * repayment, a profile's reward) or the entry names nothing more.
 */
function entryDetail(entry: DescribedEntry, language: Language): string | null {
  if (showsReason(entry)) return reasonIn(entry, language) || null;
  switch (entry.source) {
    case 'redemption':
    case 'article':
      return (language === 'th' ? entry.subjectTitleTh : entry.subjectTitleEn) ?? null;
    case 'code':
      return referenced(entry, 'code');
    case 'receipt': {
      // The total is there when the reference named an approved upload (the repository found its row).
      const number = referenced(entry, 'receipt');
      return number && entry.receiptAmount !== null
        ? RECEIPT_TEXT[language](number, formatBaht(entry.receiptAmount))
        : null;
    }
    default:
      return null;
  }
}

/**
 * The one description of a ledger entry, for the member's history and the console's member ledger alike:
 * the contracts' label (`pointEntryLabel`) and, after ": ", what the entry was for (`entryDetail`), in
 * `language` ("Reward redemption: Starbucks ฿100 voucher", "แลกของรางวัล: บัตรกำนัล Starbucks ฿100").
 */
export function describeEntry(entry: DescribedEntry, language: Language): string {
  const label = pointEntryLabel(entry.kind, entry.source, language);
  const detail = entryDetail(entry, language);
  return detail ? `${label}: ${detail}` : label;
}

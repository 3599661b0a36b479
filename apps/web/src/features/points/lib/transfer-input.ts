import type { CallInput, searchMember as searchMemberCall } from '@loyalty/contracts';

export type SearchMemberInput = CallInput<typeof searchMemberCall>;

const MOBILE = /^0[689]\d{8}$/;
const MEMBER_ID = /^CR\d{8}$/;

/**
 * What the member typed into the recipient field, as SearchMember's one key (DESIGN §6 transfer: by
 * mobile or member id). Spaces and dashes people type into phone numbers are dropped; member ids are
 * matched in capitals. Null when it is neither.
 */
export function recipientQueryOf(text: string): SearchMemberInput | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  if (MOBILE.test(compact)) return { Mobile_No: compact };
  if (MEMBER_ID.test(compact)) return { Member_Id: compact };
  return null;
}

export type AmountProblem = 'required' | 'whole' | 'tooLow' | 'tooHigh';
export type AmountCheck = { points: number; problem?: undefined } | { points?: undefined; problem: AmountProblem };

/** DESIGN §6 transfer: whole points, at least 1, at most what the member can send now. */
export function checkAmount(text: string, transferable: number): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'required' };
  if (!/^\d+$/.test(trimmed)) return { problem: 'whole' };
  const points = Number(trimmed);
  if (points < 1) return { problem: 'tooLow' };
  if (points > transferable) return { problem: 'tooHigh' };
  return { points };
}

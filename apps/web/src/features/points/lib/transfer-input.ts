import { type CallInput, type searchMember as searchMemberCall, thaiMobileOf } from '@loyalty/contracts';

export type SearchMemberInput = CallInput<typeof searchMemberCall>;

const MEMBER_ID = /^CR\d{8}$/;

/**
 * What the member typed into the recipient field, as SearchMember's one key (DESIGN §6 transfer: by
 * mobile or member id). A mobile is read as every mobile field reads it (`+66`, spaces, dashes); member
 * ids are matched in capitals, spaces and dashes dropped. Null when it is neither.
 */
export function recipientQueryOf(text: string): SearchMemberInput | null {
  const mobile = thaiMobileOf(text);
  if (mobile) return { Mobile_No: mobile };
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
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

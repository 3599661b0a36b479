import type { TransferRecipient } from '@loyalty/contracts';
import type { MemberRow } from '../members/member-repository.js';

/** Thai vowels written before the consonant they follow in speech; an initial is that consonant. */
const THAI_LEADING_VOWELS = new Set(['เ', 'แ', 'โ', 'ใ', 'ไ']);

function initialOf(lastName: string): string {
  const letters = Array.from(lastName.trim());
  const first = letters[0] && THAI_LEADING_VOWELS.has(letters[0]) ? letters[1] : letters[0];
  return first ? `${first.toUpperCase()}.` : '';
}

/** "Somchai K.": enough for the sender to recognise a friend, not the full name (Point/SearchMember). */
export function displayNameOf(member: Pick<MemberRow, 'firstName' | 'lastName' | 'mbkMemberId'>): string {
  const name = [member.firstName?.trim(), member.lastName ? initialOf(member.lastName) : '']
    .filter((part) => part)
    .join(' ');
  return name || member.mbkMemberId;
}

/** "081-xxx-5678": the first three and last four digits, as members recognise their friends' numbers. */
export function maskMobile(mobileNo: string | null): string | null {
  if (!mobileNo) return null;
  return `${mobileNo.slice(0, 3)}-xxx-${mobileNo.slice(-4)}`;
}

export function presentRecipient(member: MemberRow): TransferRecipient {
  return {
    member_id: member.mbkMemberId,
    display_name: displayNameOf(member),
    masked_mobile: maskMobile(member.mobileNo),
    picture_url: member.pictureUrl,
  };
}

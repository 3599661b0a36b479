import { hkdfSync } from 'node:crypto';
import { MEMBER_CODE_PREFIX, MEMBER_CODE_STEP_SECONDS } from '@loyalty/contracts';
import {
  type Clock,
  type CodeCheck,
  type CurrentStep,
  checkRotatingDigits,
  compactCode,
  currentStepOf,
  hmacDigits,
} from '../../rotating-code.js';

/**
 * The member code (DESIGN §13): made like a card's counter code (decision 014, `rotating-code.ts`), for the
 * member rather than a card. `M`, the member's id, then eight digits of
 * HMAC-SHA256(member-code key, "member|<member id>|<time step>"). Pure, the clock passed in.
 *
 * The key is derived from the session secret with HKDF and a label of its own, so no column holds a secret
 * per member and the session signatures and the codes never share a key: a new session secret changes
 * every member's codes, which live a minute anyway.
 */

export type { Clock, CodeCheck };

export const MEMBER_STEP_MS = MEMBER_CODE_STEP_SECONDS * 1000;

/** The HKDF `info` of the member-code key: changing it changes every code, so it is fixed. */
const MEMBER_CODE_KEY_LABEL = 'loyalty/member-code/v1';

/** The key member codes are signed with, derived from the app's session secret. */
export function memberCodeKeyOf(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, '', MEMBER_CODE_KEY_LABEL, 32));
}

function memberDigits(key: Buffer, memberId: number, step: number): string {
  return hmacDigits(key, `member|${memberId}|${step}`);
}

export function memberCodeAt(key: Buffer, memberId: number, step: number): string {
  return `${MEMBER_CODE_PREFIX}${memberId}${memberDigits(key, memberId, step)}`;
}

export interface IssuedMemberCode extends CurrentStep {
  code: string;
}

/** The member's code of the step `clock` is in, and when that step ends. */
export function issueMemberCode(key: Buffer, memberId: number, clock: Clock): IssuedMemberCode {
  const current = currentStepOf(clock, MEMBER_STEP_MS);
  return { code: memberCodeAt(key, memberId, current.step), ...current };
}

/** Whether a typed or scanned text is meant as a member code: it starts with the letter, in either case. */
export function isMemberCodeShaped(text: string): boolean {
  return compactCode(text).toUpperCase().startsWith(MEMBER_CODE_PREFIX);
}

const MEMBER_CODE = new RegExp(`^${MEMBER_CODE_PREFIX}([1-9]\\d{0,15})(\\d{8})$`);

/**
 * The member a code names and its HMAC digits; null when it cannot be a member code. The letter may be
 * lower-case, and spaces and dashes are forgiven, as in counter codes: staff type codes in groups.
 */
export function parseMemberCode(text: string): { memberId: number; digits: string } | null {
  const match = MEMBER_CODE.exec(compactCode(text).toUpperCase());
  if (!match?.[1] || !match[2]) return null;
  const memberId = Number(match[1]);
  if (!Number.isSafeInteger(memberId)) return null;
  return { memberId, digits: match[2] };
}

/**
 * Whether `digits` are the member's code now: this step or the one before; an older one of this member
 * (an hour back) is "expired", anything else, another member's digits included, "invalid".
 */
export function checkMemberCode(key: Buffer, memberId: number, digits: string, clock: Clock): CodeCheck {
  return checkRotatingDigits((step) => memberDigits(key, memberId, step), digits, clock, MEMBER_STEP_MS);
}

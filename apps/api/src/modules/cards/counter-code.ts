import { COUNTER_CODE_STEP_SECONDS } from '@loyalty/contracts';
import {
  type Clock,
  type CodeCheck,
  checkRotatingDigits,
  compactCode,
  currentStepOf,
  hmacDigits,
  timeStepAt as stepAt,
} from '../../rotating-code.js';

/**
 * The rotating counter code of a member card (DESIGN §12, decision 014): the card id followed by eight
 * digits of HMAC-SHA256(card secret, "card_id|member_id|time_step"), truncated as RFC 4226 does
 * (`rotating-code.ts`, shared with the member code of §13). Generation and verification live here, with
 * the clock passed in; storage is the caller's.
 */

export type { Clock, CodeCheck };

export const COUNTER_STEP_MS = COUNTER_CODE_STEP_SECONDS * 1000;

/** What a code is made of: the card, its holder and the card's own secret. */
export interface CodeCard {
  cardId: number;
  memberId: number;
  secret: Buffer;
}

export function timeStepAt(ms: number): number {
  return stepAt(ms, COUNTER_STEP_MS);
}

function cardDigits(card: CodeCard, step: number): string {
  return hmacDigits(card.secret, `${card.cardId}|${card.memberId}|${step}`);
}

export function counterCodeAt(card: CodeCard, step: number): string {
  return `${card.cardId}${cardDigits(card, step)}`;
}

export interface IssuedCode {
  code: string;
  step: number;
  stepEndsAt: Date;
  expiresInMs: number;
}

/** The code of the step `clock` is in, and when that step ends. */
export function issueCounterCode(card: CodeCard, clock: Clock): IssuedCode {
  const current = currentStepOf(clock, COUNTER_STEP_MS);
  return { code: counterCodeAt(card, current.step), ...current };
}

/**
 * The card a typed or scanned code names, and its HMAC digits; null when it cannot be a code.
 * Spaces and dashes are forgiven: staff type codes read off a screen in groups.
 */
export function parseCounterCode(text: string): { cardId: number; digits: string } | null {
  const compact = compactCode(text);
  const match = /^([1-9]\d{0,15})(\d{8})$/.exec(compact);
  if (!match?.[1] || !match[2]) return null;
  const cardId = Number(match[1]);
  if (!Number.isSafeInteger(cardId)) return null;
  return { cardId, digits: match[2] };
}

/**
 * Whether `digits` are the card's code now: the current step or the previous one (a code shown in
 * the last seconds of its step still works while it is typed). An older code of this card is
 * "expired"; anything else, including another card's or another member's code, is "invalid".
 */
export function checkCounterCode(card: CodeCard, digits: string, clock: Clock): CodeCheck {
  return checkRotatingDigits((step) => cardDigits(card, step), digits, clock, COUNTER_STEP_MS);
}

/** The card a code names, as the verifier needs it. */
export interface VerifiableCard extends CodeCard {
  expiresAt: Date;
  isDeleted: boolean;
}

/** Where a code's card is found: the card the code names, by its id. */
export interface CounterCodeMatcher<Card extends VerifiableCard> {
  clock: Clock;
  findCard(cardId: number): Promise<Card | undefined>;
}

export interface CounterCodeVerifier<Card extends VerifiableCard> extends CounterCodeMatcher<Card> {
  /**
   * Records the code of (card, step) as spent; true only for the one caller that recorded it (an
   * `INSERT … ON CONFLICT DO NOTHING` decides), so parallel verifications of one code cannot both pass.
   */
  spend(cardId: number, step: number): Promise<boolean>;
}

export type CodeMatch<Card> = { outcome: 'valid'; card: Card; step: number } | { outcome: 'invalid' | 'expired' };

/**
 * Whose good code this is, spending nothing (a till's calls, DESIGN §13, may all use one code while it is
 * valid). A card that has expired makes its codes "expired"; a card its member deleted has no codes at all.
 */
export async function matchCounterCode<Card extends VerifiableCard>(
  text: string,
  matcher: CounterCodeMatcher<Card>,
): Promise<CodeMatch<Card>> {
  const parsed = parseCounterCode(text);
  if (!parsed) return { outcome: 'invalid' };
  const card = await matcher.findCard(parsed.cardId);
  if (!card || card.isDeleted) return { outcome: 'invalid' };
  const check = checkCounterCode(card, parsed.digits, matcher.clock);
  if (check.outcome !== 'valid') return check;
  if (card.expiresAt.getTime() <= matcher.clock()) return { outcome: 'expired' };
  return { outcome: 'valid', card, step: check.step };
}

export type Verification<Card> =
  | { outcome: 'accepted'; card: Card; step: number }
  | { outcome: 'invalid' | 'expired' | 'used' };

/** Counter verify (DESIGN §11, §12): a good code of an active card (`matchCounterCode`) is accepted once. */
export async function verifyCounterCode<Card extends VerifiableCard>(
  text: string,
  verifier: CounterCodeVerifier<Card>,
): Promise<Verification<Card>> {
  const match = await matchCounterCode(text, verifier);
  if (match.outcome !== 'valid') return match;
  if (!(await verifier.spend(match.card.cardId, match.step))) return { outcome: 'used' };
  return { outcome: 'accepted', card: match.card, step: match.step };
}

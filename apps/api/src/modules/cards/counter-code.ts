import { createHmac, timingSafeEqual } from 'node:crypto';
import { COUNTER_CODE_STEP_SECONDS } from '@loyalty/contracts';

/**
 * The rotating counter code of a member card (DESIGN §12, decision 014): the card id followed by eight
 * digits of HMAC-SHA256(card secret, "card_id|member_id|time_step"), truncated as RFC 4226 does.
 * Generation and verification live here, with the clock passed in; storage is the caller's.
 */

export const COUNTER_STEP_MS = COUNTER_CODE_STEP_SECONDS * 1000;
const HMAC_DIGITS = 8;
/** How far back a code of the right card still answers "expired" rather than "invalid": one hour. */
const EXPIRED_LOOKBACK_STEPS = 60;

/** Milliseconds since the Unix epoch, as `Date.now()` answers; tests pass a fake one. */
export type Clock = () => number;

/** What a code is made of: the card, its holder and the card's own secret. */
export interface CodeCard {
  cardId: number;
  memberId: number;
  secret: Buffer;
}

export function timeStepAt(ms: number): number {
  return Math.floor(ms / COUNTER_STEP_MS);
}

function hmacDigits(card: CodeCard, step: number): string {
  const mac = createHmac('sha256', card.secret).update(`${card.cardId}|${card.memberId}|${step}`).digest();
  // RFC 4226 §5.3 dynamic truncation: 31 bits from the offset the last nibble names.
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** HMAC_DIGITS).padStart(HMAC_DIGITS, '0');
}

export function counterCodeAt(card: CodeCard, step: number): string {
  return `${card.cardId}${hmacDigits(card, step)}`;
}

export interface IssuedCode {
  code: string;
  step: number;
  stepEndsAt: Date;
  expiresInMs: number;
}

/** The code of the step `clock` is in, and when that step ends. */
export function issueCounterCode(card: CodeCard, clock: Clock): IssuedCode {
  const now = clock();
  const step = timeStepAt(now);
  const stepEnd = (step + 1) * COUNTER_STEP_MS;
  return { code: counterCodeAt(card, step), step, stepEndsAt: new Date(stepEnd), expiresInMs: stepEnd - now };
}

/**
 * The card a typed or scanned code names, and its HMAC digits; null when it cannot be a code.
 * Spaces and dashes are forgiven: staff type codes read off a screen in groups.
 */
export function parseCounterCode(text: string): { cardId: number; digits: string } | null {
  const compact = text.replace(/[\s-]/g, '');
  const match = /^([1-9]\d{0,15})(\d{8})$/.exec(compact);
  if (!match?.[1] || !match[2]) return null;
  const cardId = Number(match[1]);
  if (!Number.isSafeInteger(cardId)) return null;
  return { cardId, digits: match[2] };
}

function sameDigits(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export type CodeCheck = { outcome: 'valid'; step: number } | { outcome: 'expired' } | { outcome: 'invalid' };

/**
 * Whether `digits` are the card's code now: the current step or the previous one (a code shown in
 * the last seconds of its step still works while it is typed). An older code of this card is
 * "expired"; anything else, including another card's or another member's code, is "invalid".
 */
export function checkCounterCode(card: CodeCard, digits: string, clock: Clock): CodeCheck {
  const current = timeStepAt(clock());
  for (const step of [current, current - 1]) {
    if (sameDigits(hmacDigits(card, step), digits)) return { outcome: 'valid', step };
  }
  for (let step = current - 2; step >= current - EXPIRED_LOOKBACK_STEPS; step -= 1) {
    if (sameDigits(hmacDigits(card, step), digits)) return { outcome: 'expired' };
  }
  return { outcome: 'invalid' };
}

/** The card a code names, as the verifier needs it. */
export interface VerifiableCard extends CodeCard {
  expiresAt: Date;
  isDeleted: boolean;
}

export interface CounterCodeVerifier<Card extends VerifiableCard> {
  clock: Clock;
  findCard(cardId: number): Promise<Card | undefined>;
  /**
   * Records the code of (card, step) as spent; true only for the one caller that recorded it (an
   * `INSERT … ON CONFLICT DO NOTHING` decides), so parallel verifications of one code cannot both pass.
   */
  spend(cardId: number, step: number): Promise<boolean>;
}

export type Verification<Card> =
  | { outcome: 'accepted'; card: Card; step: number }
  | { outcome: 'invalid' | 'expired' | 'used' };

/**
 * Counter verify (DESIGN §11, §12): a good code of an active card is accepted once. A card that has
 * expired makes its codes "expired"; a card its member deleted no longer has codes at all.
 */
export async function verifyCounterCode<Card extends VerifiableCard>(
  text: string,
  verifier: CounterCodeVerifier<Card>,
): Promise<Verification<Card>> {
  const parsed = parseCounterCode(text);
  if (!parsed) return { outcome: 'invalid' };
  const card = await verifier.findCard(parsed.cardId);
  if (!card || card.isDeleted) return { outcome: 'invalid' };
  const check = checkCounterCode(card, parsed.digits, verifier.clock);
  if (check.outcome !== 'valid') return check;
  if (card.expiresAt.getTime() <= verifier.clock()) return { outcome: 'expired' };
  if (!(await verifier.spend(card.cardId, check.step))) return { outcome: 'used' };
  return { outcome: 'accepted', card, step: check.step };
}

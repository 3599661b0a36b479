import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the rotating codes have in common (decision 014): a card's counter code (DESIGN §12) and a
 * member's code (§13) are each an id followed by eight digits of HMAC-SHA256 over a message naming the
 * time step, truncated as RFC 4226 (HOTP) does; good for the current step and the one before, "expired"
 * up to an hour back. Each code's owner (cards, till) says what the message and the key are.
 */

/** Milliseconds since the Unix epoch, as `Date.now()` answers; tests pass a fake one. */
export type Clock = () => number;

/** How many HMAC digits end a code: what Code 128 packs in set C and staff can still type. */
export const ROTATING_CODE_DIGITS = 8;

/** How far back a code of the right owner still answers "expired" rather than "invalid": one hour. */
const EXPIRED_LOOKBACK_MS = 3_600_000;

export function timeStepAt(ms: number, stepMs: number): number {
  return Math.floor(ms / stepMs);
}

/** Eight digits of HMAC-SHA256(key, message), by RFC 4226 §5.3 dynamic truncation. */
export function hmacDigits(key: Buffer, message: string): string {
  const mac = createHmac('sha256', key).update(message).digest();
  // 31 bits from the offset the last nibble names.
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** ROTATING_CODE_DIGITS).padStart(ROTATING_CODE_DIGITS, '0');
}

/** The step `clock` is in, when it ends and how long is left of it. */
export interface CurrentStep {
  step: number;
  stepEndsAt: Date;
  expiresInMs: number;
}

export function currentStepOf(clock: Clock, stepMs: number): CurrentStep {
  const now = clock();
  const step = timeStepAt(now, stepMs);
  const stepEnd = (step + 1) * stepMs;
  return { step, stepEndsAt: new Date(stepEnd), expiresInMs: stepEnd - now };
}

/** A typed or scanned code without the spaces and dashes staff type between groups of digits. */
export function compactCode(text: string): string {
  return text.replace(/[\s-]/g, '');
}

function sameDigits(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export type CodeCheck = { outcome: 'valid'; step: number } | { outcome: 'expired' } | { outcome: 'invalid' };

/**
 * Whether `digits` are the owner's code now (`digitsAt` makes the owner's digits of a step): the current
 * step or the previous one, so a code shown in the last seconds of its step still works while it is typed.
 * An older code of this owner, up to an hour back, is "expired"; anything else "invalid".
 */
export function checkRotatingDigits(
  digitsAt: (step: number) => string,
  digits: string,
  clock: Clock,
  stepMs: number,
): CodeCheck {
  const current = timeStepAt(clock(), stepMs);
  for (const step of [current, current - 1]) {
    if (sameDigits(digitsAt(step), digits)) return { outcome: 'valid', step };
  }
  const oldest = current - Math.floor(EXPIRED_LOOKBACK_MS / stepMs);
  for (let step = current - 2; step >= oldest; step -= 1) {
    if (sameDigits(digitsAt(step), digits)) return { outcome: 'expired' };
  }
  return { outcome: 'invalid' };
}

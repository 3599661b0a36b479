import { randomInt } from 'node:crypto';

/** Letters and digits a member reads aloud at a counter without confusion: no 0/O, 1/I/L, 2/Z, 5/S, 8/B. */
const READABLE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const COUPON_CODE_LENGTH = 12;

/** A random coupon number (25^12 ≈ 6·10^16 possibilities); the unique index catches the rare collision. */
export function newCouponCode(): string {
  let code = '';
  for (let index = 0; index < COUPON_CODE_LENGTH; index += 1) {
    code += READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)];
  }
  return code;
}

import { randomBytes } from 'node:crypto';

/**
 * Letters and digits a person cannot confuse when typing a printed code: no 0 or O, no 1 or I. 32 symbols, so
 * each random byte's low five bits pick one without bias (256 is a multiple of 32).
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Ten symbols: 50 random bits, so guessing one of 100,000 live codes takes about 10^10 tries. */
export const CODE_RANDOM_LENGTH = 10;

if (CODE_ALPHABET.length !== 32) throw new Error('The code alphabet must have 32 symbols');

/** `count` codes `PREFIX-XXXXXXXXXX` from the operating system's random source. */
export function randomCodes(prefix: string, count: number): string[] {
  const bytes = randomBytes(count * CODE_RANDOM_LENGTH);
  const codes: string[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    let random = '';
    for (let offset = 0; offset < CODE_RANDOM_LENGTH; offset += 1) {
      random += CODE_ALPHABET[(bytes[index * CODE_RANDOM_LENGTH + offset] as number) & 31];
    }
    codes[index] = `${prefix}-${random}`;
  }
  return codes;
}

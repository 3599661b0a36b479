import { z } from 'zod';

/** Reusable field schemas; each limit says why it is there. */

/** RFC 5321 caps an address at 254 characters; trimmed and lower-cased so one mailbox is one member. */
export const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Thai mobile numbers: ten digits starting with 0 (06, 08, 09 ranges), as members type them. */
export const thaiMobileField = z
  .string()
  .trim()
  .regex(/^0[689]\d{8}$/, 'Enter a 10-digit Thai mobile number starting with 06, 08 or 09');

/** Argon2 hashes any length, but an unbounded password is a denial-of-service lever: 128 is plenty. */
export const passwordField = z.string().min(1).max(128);

/**
 * A password a member chooses: at least 8 characters with a letter and a digit (NIST SP 800-63B's
 * minimum length; the mix keeps out the commonest all-digit picks), at most 128 like `passwordField`.
 */
export const newPasswordField = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(128)
  .regex(/[A-Za-z]/, 'Use at least one letter')
  .regex(/\d/, 'Use at least one digit');

/** The six digits of a one-time code (issue 3), as typed: surrounding spaces are forgiven. */
export const otpField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

/** A one-time code's reference id, as the request answered it. */
export const otpRefField = z.string().trim().min(1).max(64);

/** Thai national id card: 13 digits whose last is the mod-11 check digit of the first twelve. */
export function isThaiIdCard(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(value[index]) * (13 - index);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** Id cards are typed with dashes or spaces (1-2345-67890-12-3); stored as the bare 13 digits. */
export const thaiIdCardField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine(isThaiIdCard, 'Enter a valid 13-digit Thai ID card number');

/** ICAO 9303 passport numbers are at most 9 characters; other travel documents run a little longer. */
export const passportField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,20}$/, 'Enter the passport number (6 to 20 letters or digits)');

/** Names: a long Thai or foreign full name fits comfortably in 100 characters. */
export const personNameField = z.string().trim().min(1).max(100);

/** A calendar date `YYYY-MM-DD` that exists (no 30 February). */
export const isoDateField = z.iso.date();

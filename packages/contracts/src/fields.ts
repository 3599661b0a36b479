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

import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { z } from 'zod';
import { rawTextField } from './fields.js';
import { THAI_MOBILE_METADATA } from './thai-mobile-metadata.js';

/**
 * Thai mobile numbers, the one parser for every mobile the app takes (sign-in, registration, one-time
 * codes, contact changes, addresses, transfers). Members type them as `081-234-5678`, `081 234 5678`,
 * `+66 81 234 5678` or `66812345678`; each is kept as the ten digits Thais write (`0812345678`) and handed
 * to an SMS provider in E.164 (`+66812345678`). libphonenumber-js's mobile metadata for Thailand says which
 * numbers are mobiles (landlines and unallocated ranges are refused).
 */

/** What a typed phone number may hold besides digits: a leading plus, spaces, dashes, dots, brackets. */
const TYPED_PHONE = /^\+?[\d\s.()-]+$/;

/** Longest mobile as typed: `+66 (0) 81-234-5678` is 19 characters; a little room beyond it. */
export const THAI_MOBILE_MAX_LENGTH = 24;

function parsedThaiMobile(text: string) {
  // libphonenumber-js reads digits out of any text ("call 0812345678 now"); a number is typed alone.
  if (text.length > THAI_MOBILE_MAX_LENGTH || !TYPED_PHONE.test(text.trim())) return undefined;
  const phone = parsePhoneNumberFromString(text, 'TH', THAI_MOBILE_METADATA);
  return phone?.country === 'TH' && phone.isValid() ? phone : undefined;
}

/** A typed Thai mobile as stored (`0812345678`), or undefined when it is not one. */
export function thaiMobileOf(text: string): string | undefined {
  const phone = parsedThaiMobile(text);
  return phone ? `0${phone.nationalNumber}` : undefined;
}

/** A Thai mobile (stored or typed) in E.164 as SMS providers take it (`+66812345678`), or undefined. */
export function e164OfThaiMobile(text: string): string | undefined {
  return parsedThaiMobile(text)?.number;
}

/**
 * A Thai mobile number as members type it (`+66`, spaces, dashes allowed), parsed once (`thaiMobileOf`)
 * and handed on as it is stored: `0812345678`. It lives here, not in fields.ts, so only the screens that
 * take a mobile load the parser.
 */
export const thaiMobileField = rawTextField().transform((text, context) => {
  const mobile = thaiMobileOf(text);
  if (mobile === undefined) context.addIssue({ code: 'custom', input: text, message: 'thaiMobile' });
  return mobile ?? z.NEVER;
});

import { z } from 'zod';

/** Reusable field schemas; each limit says why it is there. Messages are keys of FIELD_MESSAGES. */

/**
 * Control characters no member types: C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). PostgreSQL text
 * cannot hold U+0000 (a NUL answered 500, issue 13); the C0 and C1 ones are invisible and break the
 * one-line displays, SMS and CSV exports they end up in; a bidirectional override shown to another member
 * (a transfer's recipient name) turns the text around to spoof it. Right-to-left letters themselves are
 * text. Multi-line text keeps tab, line feed and carriage return. Regular expressions, so the OpenAPI
 * document carries each rule as the field's `pattern`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/u;
const MULTILINE_WITHOUT_CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/u;

/**
 * No half of a UTF-16 surrogate pair on its own (`"\ud800"` in JSON): no character at all, which the
 * database would silently store as U+FFFD. In Unicode mode a whole pair is one character outside this range.
 */
const WITHOUT_LONE_SURROGATES = /^[^\ud800-\udfff]*$/u;

/**
 * Any string a member sends, before its own rules: free of control characters and of broken surrogate
 * pairs (the one shared check).
 */
export function rawTextField(options: { isMultiline?: boolean } = {}) {
  return z
    .string()
    .regex(options.isMultiline ? MULTILINE_WITHOUT_CONTROL_CHARACTERS : WITHOUT_CONTROL_CHARACTERS, {
      error: 'controlCharacters',
    })
    .regex(WITHOUT_LONE_SURROGATES, { error: 'unreadableCharacters' });
}

/**
 * Spaces and the characters that show nothing, at either end: zero-width space, non-joiner and joiner,
 * the left-to-right, right-to-left and Arabic letter marks, the word joiner, and the blank "letters"
 * (Hangul fillers, the blank Braille pattern) that pass for a name while showing none.
 */
const BLANK = '\\s\\u200b-\\u200f\\u061c\\u2060\\u115f\\u1160\\u3164\\uffa0\\u2800';
const BLANK_EDGES = new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, 'g');
/** Nothing, or something besides blanks: a regular expression, so the OpenAPI document shows it. */
const EMPTY_OR_NOT_BLANK = new RegExp(`^$|[^${BLANK}]`, 'u');

/** Text without its blank edges: text made only of blanks (a name of zero-width joiners) is empty. */
function trimBlank(value: string): string {
  return value.replace(BLANK_EDGES, '');
}

/**
 * Free text: trimmed of blanks (`trimBlank`), so a value of spaces or invisible characters is empty and
 * refused while `min` is at least 1 (the default: required). Every contract's text field is built here
 * or on `rawTextField`.
 */
export function textField(options: { max: number; min?: number; isMultiline?: boolean }) {
  return rawTextField(options)
    .overwrite(trimBlank)
    .min(options.min ?? 1)
    .max(options.max);
}

/**
 * Optional free text of a form that sends every field: `''` means "not given" (null); text must hold
 * something besides spaces (`"   "` is a mistake, not a value).
 */
export function blankableTextField(max: number) {
  return rawTextField()
    .regex(EMPTY_OR_NOT_BLANK, { error: 'blank' })
    .overwrite(trimBlank)
    .max(max)
    .transform((value) => value || null);
}

/** Ids are database serials: whole numbers from 1 within JavaScript's exact range. */
const idLimits = { min: 1, max: Number.MAX_SAFE_INTEGER } as const;
/** Id errors say `id`, except a missing id, which the error map calls required. */
const idError = (issue: { input?: unknown }) => (issue.input === undefined ? undefined : 'id');

/** An id in a JSON body: exactly a JSON number (no `true`, `"1"`, `" 1 "` or `1.5`); `z.int` keeps it safe. */
export const idField = z.int({ error: idError }).min(idLimits.min);

/** Canonical decimal digits: what `String(n)` writes for a whole number (no sign, spaces, `0x`, `1e3`). */
const CANONICAL_DIGITS = /^(0|[1-9]\d*)$/;

/**
 * A whole number in a query string, where every value is text: parsed only from canonical decimal
 * digits within the safe range. A number is taken as is for the typed web client, which writes it
 * with `String()`; over HTTP it always arrives as text.
 */
export function queryIntField(limits: { min: number; max: number }, error: 'id' | undefined = undefined) {
  const key = (issue: { input?: unknown }) => (issue.input === undefined ? undefined : (error ?? 'wholeNumber'));
  const bounded = () =>
    z
      .int({ error: key })
      .min(limits.min, error ? { error } : undefined)
      .max(limits.max, error ? { error } : undefined);
  // The bounds sit on the number branch too, so the OpenAPI document shows them.
  return z.union([bounded(), z.string().regex(CANONICAL_DIGITS).transform(Number)], { error: key }).pipe(bounded());
}

/** An id in a query string: canonical digits from 1 within the safe range. */
export const queryIdField = () => queryIntField(idLimits, 'id');

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address, trimmed and lower-cased so one mailbox is one member. */
export const emailField = rawTextField().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

/** Argon2 hashes any length, but an unbounded password is a denial-of-service lever: 128 is plenty. */
export const PASSWORD_MAX_LENGTH = 128;

/** A password as typed. Not trimmed: spaces are part of a password. */
export const passwordField = rawTextField().min(1).max(PASSWORD_MAX_LENGTH);

/**
 * A password a member chooses: at least 8 characters with a letter and a digit (NIST SP 800-63B's
 * minimum length; the mix keeps out the commonest all-digit picks), at most 128 like `passwordField`.
 */
export const newPasswordField = rawTextField()
  .min(8, { error: 'newPasswordLength' })
  .max(PASSWORD_MAX_LENGTH)
  .regex(/[A-Za-z]/, { error: 'newPasswordLetter' })
  .regex(/\d/, { error: 'newPasswordDigit' });

/** How many digits a one-time code has (issue 3). */
export const OTP_LENGTH = 6;

/** The digits of a one-time code, as typed: surrounding spaces are forgiven. */
export const otpField = rawTextField()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'otp' });

/** A one-time code's reference id, as the request answered it. */
export const otpRefField = textField({ max: 64 });

/** Thai national id card: 13 digits whose last is the mod-11 check digit of the first twelve. */
export function isThaiIdCard(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(value[index]) * (13 - index);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/**
 * Id cards are typed with dashes or spaces (1-2345-67890-12-3); stored as the bare 13 digits. The pattern
 * tells a client the form; the check digit is in the description, as no pattern can compute it.
 */
export const thaiIdCardField = rawTextField()
  .trim()
  .regex(/^(?:\d[\s-]*){12}\d$/, { error: 'thaiIdCard' })
  .meta({ description: '13 digits, spaces or dashes between them; the last is the mod-11 check digit of the others' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine(isThaiIdCard, { error: 'thaiIdCard' });

/** ICAO 9303 passport numbers are at most 9 characters; other travel documents run a little longer. */
export const passportField = rawTextField()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,20}$/, { error: 'passport' });

/** Names: a long Thai or foreign full name fits comfortably in 100 characters. */
export const PERSON_NAME_MAX_LENGTH = 100;
export const personNameField = textField({ max: PERSON_NAME_MAX_LENGTH });

/** A Thai id card or passport number as stored (`gov_id_ref`). */
export const GOV_ID_MAX_LENGTH = 32;

/** The street part of an address (a delivery address's or the profile's). */
export const ADDRESS_MAX_LENGTH = 300;

/** A Thai postal code: five digits (the address forms send it as text). */
export const postalCodeField = rawTextField()
  .trim()
  .regex(/^\d{5}$/, { error: 'postalCode' });

/** Member codes (`mbk_member_id`): CR and eight digits, typed in any case. */
function memberCodeField(error: 'memberId' | 'referralCode') {
  return rawTextField()
    .trim()
    .toUpperCase()
    .regex(/^CR\d{8}$/, { error });
}

/** The member id a transfer or search names (SearchMember, TransferPoint). */
export const memberIdField = memberCodeField('memberId');

/** Friend referral codes are member codes (`mbk_member_id`, CR and eight digits). */
export const referralCodeField = memberCodeField('referralCode');

/** A calendar date `YYYY-MM-DD` that exists (no 30 February). */
export const isoDateField = rawTextField().pipe(z.iso.date());

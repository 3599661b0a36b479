import mobileMetadata from 'libphonenumber-js/metadata.mobile.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, fieldErrorMap } from './field-messages.js';
import { e164OfThaiMobile, thaiMobileField, thaiMobileOf } from './thai-mobile.js';
import { THAI_MOBILE_METADATA } from './thai-mobile-metadata.js';

describe('Thai mobile numbers', () => {
  it.each([
    '0812345678',
    '+66812345678',
    '66812345678',
    '081-234-5678',
    '081 234 5678',
    '+66 81 234 5678',
    '+66-81-234-5678',
    '081.234.5678',
    '(081) 234-5678',
    ' 0812345678 ',
  ])('reads %j as 0812345678', (typed) => {
    expect(thaiMobileOf(typed)).toBe('0812345678');
    expect(thaiMobileField.parse(typed)).toBe('0812345678');
  });

  it('takes the 06, 08 and 09 mobile ranges', () => {
    expect(thaiMobileOf('0612345678')).toBe('0612345678');
    expect(thaiMobileOf('+66 91 234 5678')).toBe('0912345678');
  });

  it.each([
    ['a Bangkok landline', '021234567'],
    ['a landline with the country code', '+66 2 123 4567'],
    ['a number outside the mobile ranges', '0712345678'],
    ['too short', '081234567'],
    ['too long', '08123456789'],
    ['another country', '+15551234567'],
    ['letters', '081234567O'],
    ['an e-mail', 'demo@example.com'],
    ['twelve digits', '081234567890'],
    ['a number inside text', 'call 0812345678'],
    ['empty', ''],
    ['a very long run of separators', `08${' '.repeat(40)}12345678`],
  ])('refuses %s with a sentence saying what to type', (_case, typed) => {
    expect(thaiMobileOf(typed)).toBeUndefined();
    const issue = thaiMobileField.safeParse(typed, { error: fieldErrorMap }).error?.issues[0];
    expect(issue?.message).toBe('thaiMobile');
    expect(FIELD_MESSAGES.thaiMobile.en).toMatch(/081-234-5678 or \+66 81 234 5678/);
  });

  it('writes a stored or typed mobile in E.164 for SMS providers', () => {
    expect(e164OfThaiMobile('0812345678')).toBe('+66812345678');
    expect(e164OfThaiMobile('081-234-5678')).toBe('+66812345678');
    expect(e164OfThaiMobile('021234567')).toBeUndefined();
  });

  it("reads with Thailand's entry of the installed library's mobile metadata, as it is now", () => {
    expect(THAI_MOBILE_METADATA).toEqual({
      version: mobileMetadata.version,
      country_calling_codes: { '66': mobileMetadata.country_calling_codes['66'] },
      countries: { TH: mobileMetadata.countries.TH },
      nonGeographic: {},
    });
  });
});

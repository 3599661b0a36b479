import { describe, expect, it } from 'vitest';
import { fieldErrorMap } from './field-messages.js';
import {
  blankableTextField,
  idField,
  isThaiIdCard,
  memberIdField,
  newPasswordField,
  otpField,
  postalCodeField,
  queryIdField,
  referralCodeField,
  textField,
  thaiIdCardField,
} from './fields.js';
import { registerInputSchema } from './registration.js';

describe('Thai id card', () => {
  it('accepts a number whose 13th digit is the mod-11 check digit', () => {
    expect(isThaiIdCard('1101700230708')).toBe(true);
    expect(thaiIdCardField.parse('1-1017-00230-70-8')).toBe('1101700230708');
  });

  it('refuses a wrong check digit, letters and other lengths', () => {
    expect(isThaiIdCard('1101700230705')).toBe(false);
    expect(isThaiIdCard('110170023070')).toBe(false);
    expect(isThaiIdCard('11017002307O8')).toBe(false);
  });
});

describe('member-chosen fields', () => {
  it('asks new passwords for eight characters with a letter and a digit', () => {
    expect(newPasswordField.safeParse('abcdefg1').success).toBe(true);
    expect(newPasswordField.safeParse('abcdefgh').success).toBe(false);
    expect(newPasswordField.safeParse('1234567').success).toBe(false);
  });

  it('takes one-time codes as exactly six digits', () => {
    expect(otpField.parse(' 012345 ')).toBe('012345');
    expect(otpField.safeParse('12345').success).toBe(false);
    expect(otpField.safeParse('12345a').success).toBe(false);
  });
});

describe('registration draft', () => {
  const thai = {
    National_Type: 'thai',
    Gov_Id_Ref: '1101700230708',
    First_Name: 'สมชาย',
    Last_Name: 'ใจดี',
    Gender: 'male',
    Birth_Year: 1990,
    Accept_Consentandpolicy: true,
  };

  it('checks the document by national type: id card for Thai, passport for foreigners', () => {
    expect(registerInputSchema.safeParse(thai).success).toBe(true);
    expect(registerInputSchema.safeParse({ ...thai, Gov_Id_Ref: 'AA1234567' }).success).toBe(false);
    expect(
      registerInputSchema.safeParse({ ...thai, National_Type: 'foreigner', Gov_Id_Ref: 'AA1234567' }).success,
    ).toBe(true);
  });

  it('names a wrong document together with the other fields to fix, in one answer', () => {
    const { Gender: _gender, ...withoutGender } = thai;
    const issues = registerInputSchema.safeParse(
      { ...withoutGender, Gov_Id_Ref: '1101700230700', Accept_Consentandpolicy: false },
      { error: fieldErrorMap },
    ).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['Gender', 'required'],
      ['Accept_Consentandpolicy', 'mustAccept'],
      ['Gov_Id_Ref', 'thaiIdCard'],
    ]);
  });

  it('checks no document while the national type is not known', () => {
    const issues = registerInputSchema.safeParse({ ...thai, National_Type: 'martian' }).error?.issues;
    expect(issues?.map((issue) => issue.path.join('.'))).toEqual(['National_Type']);
  });

  it('needs the policy accepted and a birth date inside the birth year', () => {
    expect(registerInputSchema.safeParse({ ...thai, Accept_Consentandpolicy: false }).success).toBe(false);
    expect(registerInputSchema.safeParse({ ...thai, Date_Of_Birth: '1991-01-01' }).success).toBe(false);
    expect(registerInputSchema.safeParse({ ...thai, Date_Of_Birth: '1990-02-28' }).success).toBe(true);
  });
});

/** The message keys a value raises, first issue first. */
function keysOf(
  schema: { safeParse: (value: unknown, params: object) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value, { error: fieldErrorMap }).error?.issues.map((issue) => issue.message) ?? [];
}

describe('text fields', () => {
  const note = textField({ max: 20 });

  it('refuses NUL, the other C0 controls, DEL and C1 controls anywhere in the text', () => {
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\t', '\n']) {
      expect(keysOf(note, `fu${control}zz`)[0], JSON.stringify(control)).toBe('controlCharacters');
    }
    expect(note.parse('  ไทย emoji 👨‍👩‍👧 שלום ')).toBe('ไทย emoji 👨‍👩‍👧 שלום');
  });

  it('refuses the bidirectional overrides, embeddings and isolates that turn text around', () => {
    for (const control of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(keysOf(note, `${control}oyhcmoS`), JSON.stringify(control)).toEqual(['controlCharacters']);
    }
  });

  it('refuses half a surrogate pair, which is no character at all', () => {
    for (const broken of ['\ud800x', 'x\udfff', 'x\ud83d']) {
      expect(keysOf(note, broken), JSON.stringify(broken)).toEqual(['unreadableCharacters']);
    }
    expect(note.parse('🎉')).toBe('🎉');
  });

  it('counts text of zero-width characters, direction marks and blank letters as empty, and trims them from the edges', () => {
    expect(keysOf(note, '\u200d\u200b \u2060\u200c')).toEqual(['required']);
    for (const blank of ['\u200e\u200f', '\u061c', '\u3164\u3164', '\u115f\u1160', '\uffa0', '\u2800']) {
      expect(keysOf(note, blank), JSON.stringify(blank)).toEqual(['required']);
    }
    expect(note.parse('\u200bสมชาย\u200d ')).toBe('สมชาย');
    expect(keysOf(blankableTextField(20), '\u200b')).toEqual(['blank']);
  });

  it('keeps tab and line breaks in multi-line text, and refuses NUL there too', () => {
    const reason = textField({ max: 50, isMultiline: true });
    expect(reason.parse('first line\r\n\tsecond')).toBe('first line\r\n\tsecond');
    expect(keysOf(reason, 'a\u0000b')).toEqual(['controlCharacters']);
    expect(reason.parse('a\nb')).toBe('a\nb');
  });

  it('refuses whitespace-only text where text is required, and says the limit when too long', () => {
    expect(keysOf(note, '   ')).toEqual(['required']);
    expect(keysOf(note, 'x'.repeat(21))).toEqual(['tooLong']);
    expect(keysOf(postalCodeField, '   ')).toEqual(['postalCode']);
  });
});

describe('ids', () => {
  it('takes a body id only as a JSON whole number from 1', () => {
    expect(idField.parse(42)).toBe(42);
    for (const loose of [true, '1', ' 1 ', 1.5, 0, -1, Number.MAX_SAFE_INTEGER + 1, null]) {
      expect(keysOf(idField, loose), JSON.stringify(loose)).toEqual(['id']);
    }
  });

  it('takes a query id only from canonical decimal digits within the safe range', () => {
    expect(queryIdField().parse('1')).toBe(1);
    expect(queryIdField().parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    for (const loose of [' 1 ', '0x10', '1e3', '01', '+1', '-1', '1.0', '', '0', '9007199254740992', 'fu\u0000zz']) {
      expect(keysOf(queryIdField(), loose)[0], JSON.stringify(loose)).toBe('id');
    }
  });
});

describe('member codes', () => {
  it('speaks of a member id for a member id and of a referral code for a referral code', () => {
    expect(memberIdField.parse(' cr00000001 ')).toBe('CR00000001');
    expect(keysOf(memberIdField, 'CR1')).toEqual(['memberId']);
    expect(keysOf(referralCodeField, 'CR1')).toEqual(['referralCode']);
  });
});

import { describe, expect, it } from 'vitest';
import { isThaiIdCard, newPasswordField, otpField, thaiIdCardField } from './fields.js';
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

  it('needs the policy accepted and a birth date inside the birth year', () => {
    expect(registerInputSchema.safeParse({ ...thai, Accept_Consentandpolicy: false }).success).toBe(false);
    expect(registerInputSchema.safeParse({ ...thai, Date_Of_Birth: '1991-01-01' }).success).toBe(false);
    expect(registerInputSchema.safeParse({ ...thai, Date_Of_Birth: '1990-02-28' }).success).toBe(true);
  });
});

import { z } from 'zod';
import { sessionSchema } from './authentication.js';
import { defineCall } from './call.js';
import {
  emailField,
  GOV_ID_MAX_LENGTH,
  isoDateField,
  newPasswordField,
  passportField,
  personNameField,
  referralCodeField,
  textField,
  thaiIdCardField,
} from './fields.js';
import { thaiMobileField } from './thai-mobile.js';

export const GENDERS = ['male', 'female', 'unspecified'] as const;
export const genderSchema = z.enum(GENDERS);

/** SPEC §3 draft `nationalType`: Thai members give the id card, foreigners the passport (DESIGN §6 login types). */
export const NATIONAL_TYPES = ['thai', 'foreigner'] as const;
export const nationalTypeSchema = z.enum(NATIONAL_TYPES);

const consentFlags = {
  /** PDPA: the privacy policy and terms must be accepted to become a member. */
  Accept_Consentandpolicy: z.literal(true),
  Accept_Newsandpromotions: z.boolean().default(false),
  Accept_Preferenceandinterest: z.boolean().default(false),
};

/** The document field of a nationality: the Thai id card or the passport (DESIGN §6 login types). */
export function documentFieldOf(nationalType: z.infer<typeof nationalTypeSchema>) {
  return nationalType === 'thai' ? thaiIdCardField : passportField;
}

const DOCUMENT_FIELDS = new Set(['National_Type', 'Gov_Id_Ref']);

/**
 * The registration draft of SPEC §3. The identity proven by OTP decides the login type: a verified
 * mobile makes a Thai member (login type 2, `National_Type` thai, id card), a verified e-mail a
 * foreigner (login type 1, passport). The other contact is optional and must not be taken.
 * `Birth_Year` is the draft's selectedYear; `Date_Of_Birth`, when given, must fall in it.
 */
export const registerInputSchema = z
  .object({
    National_Type: nationalTypeSchema,
    Gov_Id_Ref: textField({ max: GOV_ID_MAX_LENGTH }),
    First_Name: personNameField,
    Last_Name: personNameField,
    Gender: genderSchema,
    Birth_Year: z.int().min(1900).max(2100),
    Date_Of_Birth: isoDateField.optional(),
    Email: emailField.optional(),
    Mobile_No: thaiMobileField.optional(),
    Password: newPasswordField.optional(),
    Ref: referralCodeField.optional(),
    ...consentFlags,
  })
  .superRefine(
    (input, context) => {
      const parsed = documentFieldOf(input.National_Type).safeParse(input.Gov_Id_Ref);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', path: ['Gov_Id_Ref'], message: parsed.error.issues[0]?.message ?? '' });
      }
    },
    // The document is checked with the rest, so one answer names every field to fix (the form shows all);
    // an issue naming no field is the input itself, not an object (null, a list), which has none to read.
    {
      when: ({ issues }) =>
        !issues.some((issue) => issue.path?.[0] === undefined || DOCUMENT_FIELDS.has(String(issue.path[0]))),
    },
  )
  .superRefine((input, context) => {
    if (input.Date_Of_Birth && Number(input.Date_Of_Birth.slice(0, 4)) !== input.Birth_Year) {
      context.addIssue({ code: 'custom', path: ['Date_Of_Birth'], message: 'birthDateInYear' });
    }
  })
  .meta({
    description:
      '`Gov_Id_Ref` is a Thai id card number when `National_Type` is thai (13 digits, spaces or dashes between them, the last the mod-11 check digit of the others), a passport number otherwise (6 to 20 letters and digits); `Date_Of_Birth`, when given, falls in `Birth_Year`',
  });

export const register = defineCall({
  name: 'Register',
  method: 'POST',
  path: '/Customer/Register',
  summary: 'Finishes a registration (bcrm-register session) and answers a bcrm-member session',
  access: ['bcrm-register'],
  idempotent: true,
  input: registerInputSchema,
  output: sessionSchema.extend({ mbk_member_id: z.string() }),
  errors: [
    'VALIDATION_FAILED',
    'EMAIL_TAKEN',
    'MOBILE_TAKEN',
    'GOV_ID_TAKEN',
    'REFERRAL_INVALID',
    'IDEMPOTENCY_CONFLICT',
    'UNAUTHORIZED',
    'TOKEN_EXPIRED',
    'FORBIDDEN',
  ],
});
export type RegisterInput = z.output<typeof registerInputSchema>;

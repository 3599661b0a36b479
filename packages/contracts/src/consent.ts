import { z } from 'zod';
import { defineCall } from './call.js';
import { textField } from './fields.js';

/** One published version of the privacy policy or the terms and conditions, in both languages. */
export const consentDocumentSchema = z.object({
  kind: z.enum(['policy', 'terms']),
  version: z.string(),
  title_th: z.string(),
  title_en: z.string(),
  body_th: z.string().describe('HTML sanitised on the server (the article allow-list): safe to render as HTML'),
  body_en: z.string().describe('HTML sanitised on the server (the article allow-list): safe to render as HTML'),
  published_at: z.iso.datetime(),
});
export type ConsentDocument = z.infer<typeof consentDocumentSchema>;

/** The member's current choices (SPEC §3 consent flags) and the versions they last agreed to. */
export const memberConsentSchema = z.object({
  accept_consentandpolicy: z.boolean(),
  accept_newsandpromotions: z.boolean(),
  accept_preferenceandinterest: z.boolean(),
  policy_version: z.string().nullable(),
  terms_version: z.string().nullable(),
  consented_at: z.iso.datetime().nullable(),
});
export type MemberConsent = z.infer<typeof memberConsentSchema>;

/** Public (the policy and condition pages need no log-in); `member` is filled when a session is sent. */
export const getConsent = defineCall({
  name: 'GetConsent',
  method: 'GET',
  path: '/Customer/GetConsent',
  summary: 'The current privacy policy and terms, both languages, and the signed-in member’s choices',
  access: 'public',
  input: z.object({}),
  output: z.object({
    policy: consentDocumentSchema,
    terms: consentDocumentSchema,
    member: memberConsentSchema.nullable(),
  }),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'MEMBER_MERGED'],
});

export const checkConsent = defineCall({
  name: 'CheckConsent',
  method: 'GET',
  path: '/Customer/CheckConsent',
  summary: 'Whether the member must (re)consent because a newer policy or terms version was published',
  access: ['bcrm-member', 'bcrm-suspended', 'bcrm-blocked'],
  input: z.object({}),
  output: z.object({
    must_consent: z.boolean(),
    policy_version: z.string(),
    terms_version: z.string(),
    consented_policy_version: z.string().nullable(),
    consented_terms_version: z.string().nullable(),
  }),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'],
});

/**
 * Records the three PDPA choices against the versions shown (each change kept in the history).
 * The policy must be accepted: withdrawing it means cancelling the membership. A version that is not
 * the current one answers VALIDATION_FAILED on that field (the member saw an outdated text).
 */
export const updateConsent = defineCall({
  name: 'UpdateConsent',
  method: 'POST',
  path: '/Customer/UpdateConsent',
  summary: 'Records the member’s consent choices for the current policy and terms versions',
  access: ['bcrm-member'],
  input: z.object({
    Accept_Consentandpolicy: z.literal(true),
    Accept_Newsandpromotions: z.boolean(),
    Accept_Preferenceandinterest: z.boolean(),
    Policy_Version: textField({ max: 32 }),
    Terms_Version: textField({ max: 32 }),
  }),
  output: memberConsentSchema,
  errors: ['VALIDATION_FAILED', 'UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'],
});

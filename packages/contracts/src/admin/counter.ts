import { z } from 'zod';
import { textField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { instantField, noParams } from './admin-shapes.js';

/** The longest counter code the check reads (the card id, eight digits, and the spaces typed between). */
export const COUNTER_CODE_MAX_LENGTH = 64;

/** Whose card a rotating counter code is (DESIGN §11 counter, §12 counter code). */
export const counterVerificationSchema = z.object({
  member: z.object({
    member_id: z.number().int(),
    mbk_member_id: z.string(),
    name: z.string(),
    tier: z.string(),
  }),
  card: z.object({
    card_id: z.number().int(),
    card_number: z.string(),
    name: z.string(),
    level: z.string(),
    company: z.string(),
    expires_at: instantField,
  }),
});
export type CounterVerification = z.infer<typeof counterVerificationSchema>;

export const adminVerifyCounterCode = defineAdminCall({
  name: 'VerifyCounterCode',
  method: 'POST',
  path: '/counter/verify',
  summary: 'Checks a member card’s rotating code once: the member, tier and card it belongs to',
  access: 'till',
  params: noParams,
  // A code is the card id and eight digits; spaces and dashes typed between groups are forgiven.
  input: z.object({ code: textField({ max: COUNTER_CODE_MAX_LENGTH }) }),
  output: counterVerificationSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED', 'CODE_INVALID', 'CODE_EXPIRED', 'CODE_USED'],
});

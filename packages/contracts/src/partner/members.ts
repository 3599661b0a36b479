import { z } from 'zod';
import { memberIdField, textField } from '../fields.js';
import { definePartnerCall } from './partner-call.js';

/** The longest member or counter code a till sends (the id, eight digits, and the spaces typed between). */
export const TILL_CODE_MAX_LENGTH = 64;

/**
 * How a till names the member (DESIGN §13): a code the member shows, their member code (`M…`) or one of
 * their cards' counter codes (digits only), or the member number itself (`CR` and eight digits) when
 * the POS already knows the member. Till calls never spend a code: one visit may use it for each call.
 */
export const tillMemberFields = {
  member_code: textField({ max: TILL_CODE_MAX_LENGTH })
    .optional()
    .describe(
      'The code the member shows: their member code (M…) or a card’s counter code (digits); spaces and dashes are ignored',
    ),
  member_id: memberIdField.optional().describe('The member number (`mbk_member_id`, CR and eight digits)'),
};

/** Exactly one of `member_code` and `member_id`. */
export function oneTillMember<T extends { member_code?: string | undefined; member_id?: string | undefined }>(
  input: T,
): boolean {
  return (input.member_code === undefined) !== (input.member_id === undefined);
}

/** A member's tier as tills show it: its code and its name in both languages. */
export const tillTierSchema = z.object({ code: z.string(), name_en: z.string(), name_th: z.string() });
export type TillTier = z.infer<typeof tillTierSchema>;

export const identifiedMemberSchema = z.object({
  member_id: z.string().describe('The member number (`mbk_member_id`)'),
  display_name: z.string().describe('The first name and the initial of the last name, e.g. "Ploy S."'),
  tier: tillTierSchema,
  point_balance: z.number().int(),
  burn_thb_per_point: z.number().describe('What one point is worth in THB when paying with points'),
});
export type IdentifiedMember = z.infer<typeof identifiedMemberSchema>;

export const identifyMember = definePartnerCall({
  name: 'IdentifyMember',
  method: 'POST',
  path: '/members/identify',
  summary: 'Who the member at the till is: name, tier, balance and what a point is worth',
  description:
    'Reads a member code or a card’s counter code without spending it, so the sale or hold of the same visit may send it again while it is valid (its minute and the next). A code that is not one of ours is 400 CODE_INVALID, an old one 409 CODE_EXPIRED, a member whose membership is not active 403 NOT_ELIGIBLE, a member number that names nobody 404 NOT_FOUND.',
  params: z.object({}),
  input: z
    .object(tillMemberFields)
    .refine(oneTillMember, { error: 'memberCodeOrId', path: ['member_code'] })
    .meta({ description: 'Exactly one of `member_code` and `member_id`' }),
  output: identifiedMemberSchema,
  example: { member_code: 'M1042 1234 5678' },
  errors: ['VALIDATION_FAILED', 'CODE_INVALID', 'CODE_EXPIRED', 'NOT_ELIGIBLE', 'NOT_FOUND'],
});

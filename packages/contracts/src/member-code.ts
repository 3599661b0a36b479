import { z } from 'zod';
import { defineCall } from './call.js';
import { COUNTER_CODE_STEP_SECONDS } from './virtual-card.js';

/** A member code changes as often as a card's counter code (DESIGN §13 "made like §12's counter code"). */
export const MEMBER_CODE_STEP_SECONDS = COUNTER_CODE_STEP_SECONDS;

/**
 * A member code starts with this letter, so a till tells it from a card's counter code (digits only) and
 * from a member number (`CR` and eight digits) at a glance.
 */
export const MEMBER_CODE_PREFIX = 'M';

/**
 * The member's rotating code for the group's tills (DESIGN §13): it identifies the member for the whole
 * programme, valid for its step and the one before; till calls of one visit may all use it. Like the
 * counter code, the screen counts down from the answer's arrival (`expires_in_ms`) rather than trusting
 * the device's clock (decision 014).
 */
export const memberCodeSchema = z.object({
  code: z.string(),
  expires_at: z.iso.datetime(),
  step_seconds: z.number().int(),
  expires_in_ms: z.number().int(),
});
export type MemberCode = z.infer<typeof memberCodeSchema>;

export const getMemberCode = defineCall({
  name: 'GetMemberCode',
  method: 'GET',
  path: '/Customer/GetMemberCode',
  summary: 'The member’s code for the group’s tills, good for this step and the next',
  access: ['bcrm-member'],
  input: z.object({}),
  output: memberCodeSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'],
});

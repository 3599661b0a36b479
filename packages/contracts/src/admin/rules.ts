import { z } from 'zod';
import { defineAdminCall } from './admin-call.js';
import { instantField, noParams, revisionField } from './admin-shapes.js';

/**
 * The bounds of each programme rule (DESIGN §6 defaults, decision 012), the one home of them: the
 * back-office and the CLI validate with these. The lower bounds are the database's own checks; the
 * upper ones catch a slipped finger (an extra zero) before it reaches members.
 */
export const PROGRAMME_RULE_LIMITS = {
  transfer_daily_cap: { min: 1, max: 10_000_000 },
  referral_referrer_points: { min: 0, max: 100_000 },
  referral_referee_points: { min: 0, max: 100_000 },
  receipt_baht_per_point: { min: 1, max: 100_000 },
  receipt_daily_quota: { min: 0, max: 100 },
  // Uploads are capped at 10 MB by the multipart plugin (DESIGN §6 receipts): a larger rule could not apply.
  receipt_max_bytes: { min: 1024, max: 10 * 1024 * 1024 },
  point_expiry_years: { min: 0, max: 10 },
  adjust_approval_threshold: { min: 0, max: 1_000_000 },
  // DESIGN §13: what one point pays at a till, in THB (default 0.25); never 0, which would make points worthless.
  burn_thb_per_point: { min: 0.01, max: 1000 },
  // DESIGN §6: a transfer above this many points needs a one-time code; 0 asks for one on every transfer.
  transfer_otp_threshold: { min: 0, max: 10_000_000 },
  // DESIGN §14: a campaign with a budget above this many points (or none) is activated only by a second admin.
  campaign_approval_threshold: { min: 0, max: 1_000_000_000 },
  // DESIGN §15: a broadcast reaching more members than this waits for a second admin's approval.
  broadcast_approval_threshold: { min: 0, max: 10_000_000 },
  // DESIGN §14: points once a year in the member's birth month; 0 turns the bonus off.
  birthday_bonus_points: { min: 0, max: 100_000 },
  // DESIGN §16: days between a deletion request (or a cancellation) and the erasure; PDPA allows no more than a year's delay here.
  deletion_grace_days: { min: 0, max: 365 },
  // Issue 35: 1 makes a second factor compulsory for admins; an admin without one may only set it up.
  admin_second_factor_required: { min: 0, max: 1 },
} as const satisfies Record<string, { min: number; max: number }>;

export type ProgrammeRuleName = keyof typeof PROGRAMME_RULE_LIMITS;
export const PROGRAMME_RULE_NAMES = Object.keys(PROGRAMME_RULE_LIMITS) as ProgrammeRuleName[];

/** Rules that are THB with two decimals (`numeric(8, 2)`); every other rule is a whole number. */
export const DECIMAL_PROGRAMME_RULES: ReadonlySet<ProgrammeRuleName> = new Set(['burn_thb_per_point']);

/** Rules that are a switch, 0 (off) or 1 (on): the console shows a checkbox for them. */
export const SWITCH_PROGRAMME_RULES: ReadonlySet<ProgrammeRuleName> = new Set(['admin_second_factor_required']);

function ruleField(name: ProgrammeRuleName) {
  const { min, max } = PROGRAMME_RULE_LIMITS[name];
  if (DECIMAL_PROGRAMME_RULES.has(name)) return z.number().min(min).max(max).multipleOf(0.01, { error: 'twoDecimals' });
  return z.int().min(min).max(max);
}

/** Every rule within its limits, a whole number but for THB rules: the input of PUT /rules, one rule per field. */
export const programmeRulesInput = z.object({
  transfer_daily_cap: ruleField('transfer_daily_cap'),
  referral_referrer_points: ruleField('referral_referrer_points'),
  referral_referee_points: ruleField('referral_referee_points'),
  receipt_baht_per_point: ruleField('receipt_baht_per_point'),
  receipt_daily_quota: ruleField('receipt_daily_quota'),
  receipt_max_bytes: ruleField('receipt_max_bytes'),
  point_expiry_years: ruleField('point_expiry_years'),
  adjust_approval_threshold: ruleField('adjust_approval_threshold'),
  burn_thb_per_point: ruleField('burn_thb_per_point'),
  transfer_otp_threshold: ruleField('transfer_otp_threshold'),
  campaign_approval_threshold: ruleField('campaign_approval_threshold'),
  birthday_bonus_points: ruleField('birthday_bonus_points'),
  broadcast_approval_threshold: ruleField('broadcast_approval_threshold'),
  deletion_grace_days: ruleField('deletion_grace_days'),
  admin_second_factor_required: ruleField('admin_second_factor_required'),
});
export type ProgrammeRulesInput = z.infer<typeof programmeRulesInput>;

export const programmeRulesSchema = programmeRulesInput.extend({
  updated_at: instantField,
  /** A fingerprint of every rule's value: PUT /rules with an older one answers EDIT_CONFLICT. */
  revision: z.string(),
});
export type ProgrammeRulesView = z.infer<typeof programmeRulesSchema>;

export const getRules = defineAdminCall({
  name: 'GetRules',
  method: 'GET',
  path: '/rules',
  summary: 'The programme rules in force (DESIGN §6) and when they last changed',
  access: 'operator',
  params: noParams,
  input: z.object({}),
  output: programmeRulesSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED'],
});

export const putRules = defineAdminCall({
  name: 'PutRules',
  method: 'PUT',
  path: '/rules',
  summary:
    'Replaces the programme rules (every rule, each within its limits); applies everywhere within a minute. With the `revision` the form read, rules changed since answer EDIT_CONFLICT',
  access: 'admin',
  params: noParams,
  input: programmeRulesInput.extend({ revision: revisionField.optional() }),
  output: programmeRulesSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'VALIDATION_FAILED', 'EDIT_CONFLICT'],
});

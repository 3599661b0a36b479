import { z } from 'zod';
import { pagedList } from '../envelope.js';
import type { FieldMessageKey } from '../field-messages.js';
import { idField, textField } from '../fields.js';
import { storeCodeField } from '../redemption.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';

/**
 * Campaigns (DESIGN §14): earn rules operators run on top of the base earn. A `multiplier` campaign awards
 * (multiplier − 1) × the base points of a qualifying purchase, so 2 doubles them; a `bonus` campaign
 * awards `bonus_points` once per qualifying purchase. Overlapping campaigns all apply.
 */
export const CAMPAIGN_KINDS = ['multiplier', 'bonus'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** Where a purchase is earned: a till sale (DESIGN §13) or an approved receipt. */
export const EARN_CHANNELS = ['till', 'receipt'] as const;
export type EarnChannel = (typeof EARN_CHANNELS)[number];

/** draft → active (one admin, or a second admin's approval above the threshold) → ended. */
export const CAMPAIGN_STATUSES = ['draft', 'pending_approval', 'active', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Days of the week in Asia/Bangkok, ISO numbering: 1 Monday … 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const CAMPAIGN_LIMITS = {
  nameMax: 120,
  /** Above 1 (1 would award nothing, 0 would take points back) and at most ten times the base. */
  multiplierMax: 10,
  bonusPointsMax: 100_000,
  perMemberCapMax: 10_000_000,
  budgetPointsMax: 1_000_000_000,
  /** THB: a purchase condition beyond any till's total is a typing mistake. */
  amountMax: 10_000_000,
  partnersMax: 100,
  storesMax: 500,
  tiersMax: 20,
} as const;

const uniqueItems = <T>(items: readonly T[]) => new Set(items).size === items.length;
const eachOnce = <T extends z.ZodType<unknown[]>>(list: T) => list.refine(uniqueItems, { error: 'eachOnce' });
/** Whether `value` has at most two decimals (money in satang, a multiplier in hundredths). */
const hasTwoDecimals = (value: number) => Math.round(value * 100) / 100 === value;

/** THB with at most two decimals, 0 to `CAMPAIGN_LIMITS.amountMax`. */
const thbField = z
  .number()
  .min(0)
  .max(CAMPAIGN_LIMITS.amountMax)
  .refine(hasTwoDecimals, { error: 'twoDecimals' })
  .meta({ multipleOf: 0.01 });

const tierCodeField = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, { error: 'unknownChoice' });

/**
 * What a purchase must meet for a campaign to award. An empty list or a null bound puts no condition on
 * that dimension; `channels` always names at least one.
 */
export const campaignConditionsSchema = z
  .strictObject({
    channels: eachOnce(z.array(z.enum(EARN_CHANNELS)).min(1).max(EARN_CHANNELS.length)),
    partner_ids: eachOnce(z.array(idField).max(CAMPAIGN_LIMITS.partnersMax)),
    store_codes: eachOnce(z.array(storeCodeField).max(CAMPAIGN_LIMITS.storesMax)),
    tiers: eachOnce(z.array(tierCodeField).max(CAMPAIGN_LIMITS.tiersMax)),
    min_amount: thbField.nullable(),
    max_amount: thbField.nullable(),
    days_of_week: eachOnce(z.array(z.int().min(1).max(7)).max(ISO_WEEKDAYS.length)),
    birthday_month: z.boolean(),
    first_purchase: z.boolean(),
  })
  .refine(({ min_amount: min, max_amount: max }) => min === null || max === null || min <= max, {
    error: 'campaignAmounts',
    path: ['max_amount'],
  });
export type CampaignConditions = z.infer<typeof campaignConditionsSchema>;

/** Conditions that narrow nothing: every purchase on either channel qualifies. */
export const OPEN_CAMPAIGN_CONDITIONS: CampaignConditions = {
  channels: [...EARN_CHANNELS],
  partner_ids: [],
  store_codes: [],
  tiers: [],
  min_amount: null,
  max_amount: null,
  days_of_week: [],
  birthday_month: false,
  first_purchase: false,
};

const multiplierField = z
  .number({ error: 'campaignMultiplier' })
  .gt(1, { error: 'campaignMultiplier' })
  .max(CAMPAIGN_LIMITS.multiplierMax, { error: 'campaignMultiplier' })
  .refine(hasTwoDecimals, { error: 'campaignMultiplier' });

const bonusPointsField = z
  .int({ error: 'campaignBonus' })
  .min(1, { error: 'campaignBonus' })
  .max(CAMPAIGN_LIMITS.bonusPointsMax, { error: 'campaignBonus' });

/**
 * What an operator writes. The shape and what can never hold are checked here; that tiers, partners
 * and stores exist, against the database.
 */
export const campaignInputSchema = z
  .strictObject({
    name: textField({ max: CAMPAIGN_LIMITS.nameMax }),
    name_en: textField({ max: CAMPAIGN_LIMITS.nameMax }),
    kind: z.enum(CAMPAIGN_KINDS),
    multiplier: multiplierField.nullable(),
    bonus_points: bonusPointsField.nullable(),
    conditions: campaignConditionsSchema,
    starts_at: instantField,
    ends_at: instantField,
    per_member_cap: z.int().min(1).max(CAMPAIGN_LIMITS.perMemberCapMax).nullable(),
    budget_points: z.int().min(1).max(CAMPAIGN_LIMITS.budgetPointsMax).nullable(),
  })
  .superRefine((input, context) => {
    const fail = (path: string, error: FieldMessageKey) =>
      context.addIssue({ code: 'custom', path: [path], message: error });
    if ((input.kind === 'multiplier') !== (input.multiplier !== null)) fail('multiplier', 'campaignMultiplier');
    if ((input.kind === 'bonus') !== (input.bonus_points !== null)) fail('bonus_points', 'campaignBonus');
    if (Date.parse(input.ends_at) <= Date.parse(input.starts_at)) fail('ends_at', 'campaignEnd');
    const smallestAward = campaignSmallestAward(input);
    if (input.budget_points !== null && input.budget_points < smallestAward)
      fail('budget_points', 'campaignBelowOneAward');
    if (input.per_member_cap !== null && input.per_member_cap < smallestAward)
      fail('per_member_cap', 'campaignBelowOneAward');
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;

/**
 * The least a campaign awards when it awards at all: its bonus, or one point for a multiplier (a base of
 * one point doubled). A budget or cap below it could never be spent.
 */
export function campaignSmallestAward(campaign: { kind: CampaignKind; bonus_points: number | null }): number {
  return campaign.kind === 'bonus' ? (campaign.bonus_points ?? 1) : 1;
}

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  multiplier: z.number().nullable(),
  bonus_points: z.number().int().nullable(),
  conditions: campaignConditionsSchema,
  starts_at: instantField,
  ends_at: instantField,
  per_member_cap: z.number().int().nullable(),
  budget_points: z.number().int().nullable(),
  /** Points awarded so far; never above `budget_points`. */
  budget_used: z.number().int(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** The admin who made it, and the one who asked to activate it: neither may approve it. */
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  requested_by: z.number().int().nullable(),
  requested_by_name: z.string().nullable(),
  /** The second admin whose approval activated it (null when one admin could activate it alone). */
  approved_by: z.number().int().nullable(),
  approved_by_name: z.string().nullable(),
  activated_at: instantField.nullable(),
  ended_at: instantField.nullable(),
  created_at: instantField,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** The longest period a simulation replays: a year of sales and receipts, read in batches. */
export const SIMULATION_MAX_DAYS = 366;

export const simulationInputSchema = z
  .strictObject({ from: instantField, to: instantField })
  .superRefine(({ from, to }, context) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days <= 0) context.addIssue({ code: 'custom', path: ['to'], message: 'simulationOrder' });
    else if (days > SIMULATION_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: 'simulationTooLong' });
  });

/**
 * What a campaign would have awarded over a past period, replaying its sales and receipts in time order
 * with its cap and budget: the points, the members reached, and their cost in THB at `burn_thb_per_point`.
 */
export const simulationSchema = z.object({
  from: instantField,
  to: instantField,
  /** Purchases replayed, and those the campaign's conditions held for. */
  purchases: z.number().int(),
  qualifying_purchases: z.number().int(),
  points: z.number().int(),
  members: z.number().int(),
  cost_thb: z.number(),
  burn_thb_per_point: z.number(),
  /** Whether the budget ran out during the period (later purchases awarded nothing). */
  budget_exhausted: z.boolean(),
});
export type CampaignSimulation = z.infer<typeof simulationSchema>;

const ADMIN_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN'] as const;

export const listCampaigns = defineAdminCall({
  name: 'ListCampaigns',
  method: 'GET',
  path: '/campaigns',
  summary: 'Earn campaigns with their status and the budget used; `q` searches both names',
  access: 'operator',
  params: noParams,
  input: adminListQuery(['starts_at', 'ends_at', 'created_at', 'name_en'], '-starts_at').extend({
    status: z.enum(CAMPAIGN_STATUSES).optional(),
  }),
  output: pagedList(campaignSchema),
  errors: ['VALIDATION_FAILED', ...ADMIN_ERRORS],
});

export const getCampaign = defineAdminCall({
  name: 'GetCampaign',
  method: 'GET',
  path: '/campaigns/{id}',
  summary: 'One campaign with its conditions and the budget used',
  access: 'operator',
  params: z.object({ id: idParam }),
  input: z.object({}),
  output: campaignSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...ADMIN_ERRORS],
});

export const createCampaign = defineAdminCall({
  name: 'CreateCampaign',
  method: 'POST',
  path: '/campaigns',
  summary: 'A new campaign, as a draft: it awards nothing until it is activated',
  access: 'admin',
  params: noParams,
  input: campaignInputSchema,
  output: campaignSchema,
  errors: ['VALIDATION_FAILED', ...ADMIN_ERRORS],
});

export const updateCampaign = defineAdminCall({
  name: 'UpdateCampaign',
  method: 'PUT',
  path: '/campaigns/{id}',
  summary:
    'Changes a draft campaign (one waiting for approval goes back to draft); once it runs, only a later end and a larger budget are taken. An ended campaign is NOT_ACTIVE',
  access: 'admin',
  params: z.object({ id: idParam }),
  input: campaignInputSchema,
  output: campaignSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', ...ADMIN_ERRORS],
});

export const simulateCampaign = defineAdminCall({
  name: 'SimulateCampaign',
  method: 'POST',
  path: '/campaigns/{id}/simulate',
  summary: `Replays a past period (at most ${SIMULATION_MAX_DAYS} days) of sales and receipts through the campaign; changes nothing`,
  access: 'operator',
  params: z.object({ id: idParam }),
  input: simulationInputSchema,
  output: simulationSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...ADMIN_ERRORS],
});

export const activateCampaign = defineAdminCall({
  name: 'ActivateCampaign',
  method: 'POST',
  path: '/campaigns/{id}/activate',
  summary:
    'Activates a draft: at once when its budget is at most campaign_approval_threshold, else it waits (pending_approval) for a second admin',
  access: 'admin',
  params: z.object({ id: idParam }),
  input: z.object({}),
  output: campaignSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', ...ADMIN_ERRORS],
});

export const approveCampaign = defineAdminCall({
  name: 'ApproveCampaign',
  method: 'POST',
  path: '/campaigns/{id}/approve',
  summary: 'A second admin activates a campaign waiting for approval; never its maker nor the admin who asked',
  access: 'admin',
  params: z.object({ id: idParam }),
  input: z.object({}),
  output: campaignSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', 'SELF_APPROVAL', ...ADMIN_ERRORS],
});

export const endCampaign = defineAdminCall({
  name: 'EndCampaign',
  method: 'POST',
  path: '/campaigns/{id}/end',
  summary: 'Ends a campaign now: it awards nothing from here on (ending an ended one answers it as it is)',
  access: 'admin',
  params: z.object({ id: idParam }),
  input: z.object({}),
  output: campaignSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...ADMIN_ERRORS],
});

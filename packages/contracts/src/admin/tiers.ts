import { z } from 'zod';
import { textField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { noParams, revisionField } from './admin-shapes.js';

/**
 * The highest threshold a tier can take: the column is `numeric(12, 2)`, and a threshold in the billions
 * of THB is a slipped finger (an extra zero or three), not a tier any member reaches.
 */
export const MAX_TIER_THRESHOLD = 100_000_000;

/** A tier's code as the migrations name it (`member`, `silver`…): it names the tier in paths and the audit. */
export const tierCodeParam = z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/, { error: 'invalid' });

export const adminTierSchema = z.object({
  code: z.string(),
  name_en: z.string(),
  name_th: z.string(),
  /** THB of rolling 12-month spending that reaches the tier (DESIGN §6 tiers); 0 for the lowest. */
  min_spending: z.number(),
  /** A fingerprint of the tier's names and threshold: PUT /tiers/{code} with an older one answers EDIT_CONFLICT. */
  revision: z.string(),
});
export type AdminTier = z.infer<typeof adminTierSchema>;

export const listTiersCall = defineAdminCall({
  name: 'ListTiers',
  method: 'GET',
  path: '/tiers',
  summary: 'The tiers from the lowest up, with their names and spending thresholds (DESIGN §6 tiers)',
  access: 'admin',
  params: noParams,
  input: z.object({}),
  output: z.object({ items: z.array(adminTierSchema) }),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED'],
});

export const putTierCall = defineAdminCall({
  name: 'PutTier',
  method: 'PUT',
  path: '/tiers/{code}',
  summary:
    'Changes a tier’s names and threshold; members see it at once. Thresholds strictly increase from the lowest tier up and the lowest stays 0 (VALIDATION_FAILED on `min_spending`); with the `revision` the form read, a tier changed since answers EDIT_CONFLICT',
  access: 'admin',
  params: z.object({ code: tierCodeParam }),
  input: z.object({
    name_en: textField({ max: 40 }),
    name_th: textField({ max: 40 }),
    min_spending: z.number().min(0).max(MAX_TIER_THRESHOLD).multipleOf(0.01, { error: 'twoDecimals' }),
    revision: revisionField.optional(),
  }),
  output: adminTierSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'EDIT_CONFLICT'],
});

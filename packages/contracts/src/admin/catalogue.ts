import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { idField, queryIdField, textField } from '../fields.js';
import { PRIVILEGE_KINDS } from '../privilege.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, instantField, noParams, revisionField } from './admin-shapes.js';
import {
  byId,
  CATALOGUE_READ_ERRORS,
  CATALOGUE_WRITE_ERRORS,
  countField,
  MAX_CATALOGUE_NUMBER,
  sortField,
} from './catalogue-fields.js';
import { imageUrlField } from './content-fields.js';
import { defineImageUploadCall } from './media.js';

/** Where a privilege stands against its window, for the operators' filter. */
export const PRIVILEGE_STATES = ['upcoming', 'active', 'ended'] as const;
/** Stock filter: some left, or every unit redeemed. */
export const PRIVILEGE_STOCK_FILTERS = ['available', 'sold_out'] as const;
/** Where a flash sale stands: not started (it may still be removed), running, or over. */
export const FLASH_SALE_STATES = ['upcoming', 'live', 'over'] as const;
/** The tier codes the programme seeds (DESIGN §6); the API checks the code against the tiers table. */
export const TIER_CODES = ['member', 'silver', 'gold', 'platinum'] as const;

export { MAX_CATALOGUE_NUMBER };

/** What one stock change adds or withdraws at most. */
export const MAX_STOCK_CHANGE = 1_000_000;

export const adminPrivilegeSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name_en: z.string(),
  category_name_th: z.string(),
  subcategory_id: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  partner_id: z.number().int(),
  partner_name_en: z.string(),
  partner_name_th: z.string(),
  kind: z.enum(PRIVILEGE_KINDS),
  title_en: z.string(),
  title_th: z.string(),
  description_en: z.string(),
  description_th: z.string(),
  conditions_en: z.string(),
  conditions_th: z.string(),
  image_url: z.string(),
  point_cost: z.number().int(),
  stock_total: z.number().int(),
  stock_used: z.number().int(),
  stock_left: z.number().int(),
  per_member_limit: z.number().int(),
  /** The lowest tier that may redeem (an exclusive privilege), or null for every member. */
  min_tier: z.string().nullable(),
  starts_at: instantField,
  ends_at: instantField,
  coupon_valid_days: z.number().int(),
  sort: z.number().int(),
  state: z.enum(PRIVILEGE_STATES),
  created_at: instantField,
  /** A fingerprint of what an edit replaces (`PRIVILEGE_EDITED_FIELDS`); redemptions moving the stock leave it. */
  revision: z.string(),
});
export type AdminPrivilege = z.infer<typeof adminPrivilegeSchema>;

/**
 * Everything members see of a privilege, in both languages. The stock is set once here; afterwards it
 * moves only through `POST /privileges/{id}/stock`, so a top-up never races a redemption's count.
 */
const privilegeFields = z.object({
  category_id: idField,
  subcategory_id: idField.nullable(),
  group_id: idField.nullable(),
  partner_id: idField,
  kind: z.enum(PRIVILEGE_KINDS),
  title_en: textField({ max: 200 }),
  title_th: textField({ max: 200 }),
  description_en: textField({ max: 5000, isMultiline: true }),
  description_th: textField({ max: 5000, isMultiline: true }),
  conditions_en: textField({ max: 5000, isMultiline: true }),
  conditions_th: textField({ max: 5000, isMultiline: true }),
  image_url: imageUrlField,
  point_cost: countField(0),
  per_member_limit: countField(1),
  min_tier: z.enum(TIER_CODES).nullable(),
  starts_at: instantField,
  ends_at: instantField,
  coupon_valid_days: z.int().min(1).max(3650),
  sort: sortField,
});

const windowInOrder = (input: { starts_at: string; ends_at: string }) =>
  Date.parse(input.ends_at) > Date.parse(input.starts_at);
const windowCheck = { error: 'windowEndsBeforeStart', path: ['ends_at'] };
/** The window's rule in the OpenAPI document, which has no way to compare two fields. */
const windowDescription = { description: '`ends_at` must come after `starts_at`' };

/** What an edit of a privilege replaces, and so what its `revision` is taken over. */
export const PRIVILEGE_EDITED_FIELDS = privilegeFields.keyof().options;

export const privilegeInputSchema = privilegeFields
  .extend({ revision: revisionField.optional() })
  .refine(windowInOrder, windowCheck)
  .meta(windowDescription);
export type PrivilegeInput = z.input<typeof privilegeInputSchema>;
export const newPrivilegeInputSchema = privilegeFields
  .extend({ stock_total: countField(0) })
  .refine(windowInOrder, windowCheck)
  .meta(windowDescription);
export type NewPrivilegeInput = z.input<typeof newPrivilegeInputSchema>;

export const listAdminPrivileges = defineAdminCall({
  name: 'ListPrivileges',
  method: 'GET',
  path: '/privileges',
  summary:
    'The catalogue for operators: `q` searches both titles; filters by category, group, partner, state and stock',
  access: 'content',
  params: noParams,
  input: adminListQuery(['id', 'title_en', 'point_cost', 'stock_left', 'starts_at', 'ends_at', 'sort'], '-id').extend({
    category_id: queryIdField().optional(),
    group_id: queryIdField().optional(),
    partner_id: queryIdField().optional(),
    state: z.enum(PRIVILEGE_STATES).optional(),
    stock: z.enum(PRIVILEGE_STOCK_FILTERS).optional(),
  }),
  output: pagedList(adminPrivilegeSchema),
  errors: [...CATALOGUE_READ_ERRORS],
});

export const getAdminPrivilege = defineAdminCall({
  name: 'GetPrivilege',
  method: 'GET',
  path: '/privileges/{id}',
  summary: 'One privilege with every field members see, in Thai and English',
  access: 'content',
  params: byId,
  input: z.object({}),
  output: adminPrivilegeSchema,
  errors: [...CATALOGUE_READ_ERRORS, 'NOT_FOUND'],
});

export const createAdminPrivilege = defineAdminCall({
  name: 'CreatePrivilege',
  method: 'POST',
  path: '/privileges',
  summary: 'Adds a privilege with its first stock',
  access: 'content-edit',
  params: noParams,
  input: newPrivilegeInputSchema,
  output: adminPrivilegeSchema,
  errors: [...CATALOGUE_WRITE_ERRORS, 'COMPANY_NOT_ALLOWED'],
});

export const updateAdminPrivilege = defineAdminCall({
  name: 'UpdatePrivilege',
  method: 'PUT',
  path: '/privileges/{id}',
  summary:
    'Replaces what members see of a privilege; its window must still hold its flash sales. With the `revision` the form read, a privilege changed since answers EDIT_CONFLICT',
  access: 'content-edit',
  params: byId,
  input: privilegeInputSchema,
  output: adminPrivilegeSchema,
  errors: [...CATALOGUE_WRITE_ERRORS, 'EDIT_CONFLICT', 'COMPANY_NOT_ALLOWED'],
});

export const changePrivilegeStockCall = defineAdminCall({
  name: 'ChangePrivilegeStock',
  method: 'POST',
  path: '/privileges/{id}/stock',
  summary: 'Adds stock (a negative `add` withdraws it, never below what was already redeemed)',
  access: 'content-edit',
  idempotent: true,
  params: byId,
  input: z.object({
    add: z
      .int()
      .min(-MAX_STOCK_CHANGE)
      .max(MAX_STOCK_CHANGE)
      .refine((add) => add !== 0, { error: 'stockChange' })
      .meta({ not: { enum: [0] } }),
  }),
  output: adminPrivilegeSchema,
  errors: [...CATALOGUE_WRITE_ERRORS, 'IDEMPOTENCY_CONFLICT'],
});

export const adminFlashSaleSchema = z.object({
  id: z.number().int(),
  privilege_id: z.number().int(),
  point_cost: z.number().int(),
  stock_total: z.number().int(),
  stock_used: z.number().int(),
  starts_at: instantField,
  ends_at: instantField,
  state: z.enum(FLASH_SALE_STATES),
  created_at: instantField,
});
export type AdminFlashSale = z.infer<typeof adminFlashSaleSchema>;

export const flashSaleInputSchema = z
  .object({
    point_cost: countField(0),
    stock_total: countField(1),
    starts_at: instantField,
    ends_at: instantField,
  })
  .refine(windowInOrder, windowCheck)
  .meta(windowDescription);
export type FlashSaleInput = z.input<typeof flashSaleInputSchema>;

export const listFlashSales = defineAdminCall({
  name: 'ListFlashSales',
  method: 'GET',
  path: '/privileges/{id}/flash-sales',
  summary: 'A privilege’s flash sales, latest window first',
  access: 'content',
  params: byId,
  input: adminListQuery(['starts_at'], '-starts_at').pick({ page: true, limit: true }),
  output: pagedList(adminFlashSaleSchema),
  errors: [...CATALOGUE_READ_ERRORS, 'NOT_FOUND'],
});

export const createFlashSaleCall = defineAdminCall({
  name: 'CreateFlashSale',
  method: 'POST',
  path: '/privileges/{id}/flash-sales',
  summary:
    'Opens a flash sale with its own price (below the normal one) and stock, inside the privilege’s window and overlapping none of its other sales',
  access: 'content-edit',
  params: byId,
  input: flashSaleInputSchema,
  output: adminFlashSaleSchema,
  errors: [...CATALOGUE_WRITE_ERRORS],
});

export const deleteFlashSaleCall = defineAdminCall({
  name: 'DeleteFlashSale',
  method: 'DELETE',
  path: '/flash-sales/{id}',
  summary: 'Removes a flash sale that has not started yet (NOT_ACTIVE once it has)',
  access: 'content-edit',
  params: byId,
  input: z.object({}),
  output: adminFlashSaleSchema,
  errors: [...CATALOGUE_WRITE_ERRORS, 'NOT_ACTIVE'],
});

export const uploadPrivilegeImage = defineImageUploadCall({
  name: 'UploadPrivilegeImage',
  path: '/privileges/{id}/image',
  summary: 'Gives a privilege its picture, which members see on its card and detail at once',
});

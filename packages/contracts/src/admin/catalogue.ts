import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { idField, queryIdField, rawTextField, textField } from '../fields.js';
import { PRIVILEGE_KINDS } from '../privilege.js';
import { storeCodeField } from '../redemption.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';
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

/** The largest stock, price and limit an operator types: far above any real catalogue, inside `integer`. */
export const MAX_CATALOGUE_NUMBER = 1_000_000;
/** What one stock change adds or withdraws at most. */
export const MAX_STOCK_CHANGE = 1_000_000;

/** A count an operator types: a JSON whole number, no coercion (`"5"` is refused). */
const countField = (min: number) => z.int().min(min).max(MAX_CATALOGUE_NUMBER);
const nameField = textField({ max: 120 });
const sortField = z.int().min(-MAX_CATALOGUE_NUMBER).max(MAX_CATALOGUE_NUMBER);

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

export const privilegeInputSchema = privilegeFields.refine(windowInOrder, windowCheck);
export type PrivilegeInput = z.input<typeof privilegeInputSchema>;
export const newPrivilegeInputSchema = privilegeFields
  .extend({ stock_total: countField(0) })
  .refine(windowInOrder, windowCheck);
export type NewPrivilegeInput = z.input<typeof newPrivilegeInputSchema>;

const CATALOGUE_READ_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'] as const;
const CATALOGUE_WRITE_ERRORS = [...CATALOGUE_READ_ERRORS, 'FORBIDDEN', 'NOT_FOUND'] as const;
const byId = z.object({ id: idParam });

export const listAdminPrivileges = defineAdminCall({
  name: 'ListPrivileges',
  method: 'GET',
  path: '/privileges',
  summary:
    'The catalogue for operators: `q` searches both titles; filters by category, group, partner, state and stock',
  access: 'operator',
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
  access: 'operator',
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
  access: 'admin',
  params: noParams,
  input: newPrivilegeInputSchema,
  output: adminPrivilegeSchema,
  errors: [...CATALOGUE_WRITE_ERRORS],
});

export const updateAdminPrivilege = defineAdminCall({
  name: 'UpdatePrivilege',
  method: 'PUT',
  path: '/privileges/{id}',
  summary: 'Replaces what members see of a privilege; its window must still hold its flash sales',
  access: 'admin',
  params: byId,
  input: privilegeInputSchema,
  output: adminPrivilegeSchema,
  errors: [...CATALOGUE_WRITE_ERRORS],
});

export const changePrivilegeStockCall = defineAdminCall({
  name: 'ChangePrivilegeStock',
  method: 'POST',
  path: '/privileges/{id}/stock',
  summary: 'Adds stock (a negative `add` withdraws it, never below what was already redeemed)',
  access: 'admin',
  idempotent: true,
  params: byId,
  input: z.object({
    add: z
      .int()
      .min(-MAX_STOCK_CHANGE)
      .max(MAX_STOCK_CHANGE)
      .refine((add) => add !== 0, { error: 'stockChange' }),
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
  .refine(windowInOrder, windowCheck);
export type FlashSaleInput = z.input<typeof flashSaleInputSchema>;

export const listFlashSales = defineAdminCall({
  name: 'ListFlashSales',
  method: 'GET',
  path: '/privileges/{id}/flash-sales',
  summary: 'A privilege’s flash sales, latest window first',
  access: 'operator',
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
  access: 'admin',
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
  access: 'admin',
  params: byId,
  input: z.object({}),
  output: adminFlashSaleSchema,
  errors: [...CATALOGUE_WRITE_ERRORS, 'NOT_ACTIVE'],
});

/** Categories, subcategories, groups and partners: the catalogue's reference lists, small and paged. */
const referenceListQuery = adminListQuery(['sort', 'name_en', 'id'], 'sort');

export const adminCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_th: z.string(),
  icon_url: z.string(),
  sort: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const categoryInputSchema = z.object({
  /** The stable name links and the seed use: lower-case letters, digits and dashes. */
  code: rawTextField()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'categoryCode' }),
  name_en: nameField,
  name_th: nameField,
  icon_url: imageUrlField,
  sort: sortField,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const adminSubcategorySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name_en: z.string(),
  name_th: z.string(),
  sort: z.number().int(),
});
export type AdminSubcategory = z.infer<typeof adminSubcategorySchema>;
export const subcategoryInputSchema = z.object({
  category_id: idField,
  name_en: nameField,
  name_th: nameField,
  sort: sortField,
});
export type SubcategoryInput = z.input<typeof subcategoryInputSchema>;

export const adminGroupSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_th: z.string(),
  image_url: z.string(),
  sort: z.number().int(),
});
export type AdminGroup = z.infer<typeof adminGroupSchema>;
export const groupInputSchema = z.object({
  name_en: nameField,
  name_th: nameField,
  image_url: imageUrlField,
  sort: sortField,
});
export type GroupInput = z.input<typeof groupInputSchema>;

export const adminStoreSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_th: z.string(),
});
export const adminPartnerSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_th: z.string(),
  logo_url: z.string(),
  stores: z.array(adminStoreSchema),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

/**
 * A partner with its whole store list: a store with an `id` is renamed or recoded, one without is added,
 * one left out is removed (refused while a redemption names it).
 */
export const partnerInputSchema = z.object({
  name_en: nameField,
  name_th: nameField,
  logo_url: imageUrlField,
  stores: z
    .array(
      z.object({
        id: idField.optional(),
        /** Unique across partners (CheckMerchant finds the store by it). */ code: storeCodeField,
        name_en: nameField,
        name_th: nameField,
      }),
    )
    .max(500),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

function referenceCalls<Item extends z.ZodType, Input extends z.ZodType, Filter extends z.ZodRawShape>(
  names: { plural: string; singular: string; path: string },
  item: Item,
  input: Input,
  filter: Filter,
) {
  return {
    list: defineAdminCall({
      name: `List${names.plural}`,
      method: 'GET',
      path: names.path,
      summary: `The ${names.path.slice(1)} of the catalogue; \`q\` searches both names`,
      access: 'operator',
      params: noParams,
      input: referenceListQuery.extend(filter),
      output: pagedList(item),
      errors: [...CATALOGUE_READ_ERRORS],
    }),
    create: defineAdminCall({
      name: `Create${names.singular}`,
      method: 'POST',
      path: names.path,
      summary: `Adds one of the ${names.path.slice(1)}`,
      access: 'admin',
      params: noParams,
      input,
      output: item,
      errors: [...CATALOGUE_WRITE_ERRORS],
    }),
    update: defineAdminCall({
      name: `Update${names.singular}`,
      method: 'PUT',
      path: `${names.path}/{id}`,
      summary: `Replaces one of the ${names.path.slice(1)}`,
      access: 'admin',
      params: byId,
      input,
      output: item,
      errors: [...CATALOGUE_WRITE_ERRORS],
    }),
  };
}

export const categoryCalls = referenceCalls(
  { plural: 'Categories', singular: 'Category', path: '/categories' },
  adminCategorySchema,
  categoryInputSchema,
  {},
);
export const subcategoryCalls = referenceCalls(
  { plural: 'Subcategories', singular: 'Subcategory', path: '/subcategories' },
  adminSubcategorySchema,
  subcategoryInputSchema,
  { category_id: queryIdField().optional() },
);
export const groupCalls = referenceCalls(
  { plural: 'Groups', singular: 'Group', path: '/groups' },
  adminGroupSchema,
  groupInputSchema,
  {},
);
export const partnerCalls = referenceCalls(
  { plural: 'Partners', singular: 'Partner', path: '/partners' },
  adminPartnerSchema,
  partnerInputSchema,
  {},
);

export const uploadPrivilegeImage = defineImageUploadCall({
  name: 'UploadPrivilegeImage',
  path: '/privileges/{id}/image',
  summary: 'Gives a privilege its picture, which members see on its card and detail at once',
});

import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { idField, queryIdField, rawTextField } from '../fields.js';
import { storeCodeField } from '../redemption.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, noParams } from './admin-shapes.js';
import { byId, CATALOGUE_READ_ERRORS, CATALOGUE_WRITE_ERRORS, nameField, sortField } from './catalogue-fields.js';
import { imageUrlField } from './content-fields.js';

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
      access: 'content',
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
      access: 'content-edit',
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
      access: 'content-edit',
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

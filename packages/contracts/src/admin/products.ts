import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { idField, textField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';
import { httpsUrlField, imageUrlField, sortField } from './content-fields.js';
import { defineImageUploadCall } from './media.js';

/** A company's branches fit one detail screen; more is a data import, not a form. */
export const MAX_PRODUCT_BRANCHES = 50;

const branchSchema = z.object({
  name_th: z.string(),
  name_en: z.string(),
  address_th: z.string(),
  address_en: z.string(),
  map_url: z.string(),
});

export const adminProductSchema = z.object({
  id: z.number().int(),
  /** The product kind's code (`company`, `brand`; Product/GetProductKindList lists them). */
  kind: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  logo_url: z.string(),
  cover_url: z.string(),
  description_th: z.string(),
  description_en: z.string(),
  category_th: z.string(),
  category_en: z.string(),
  website: z.string().nullable(),
  line_oa: z.string().nullable(),
  /** The catalogue partner whose privileges the detail shows, if any. */
  partner_id: z.number().int().nullable(),
  is_published: z.boolean(),
  sort: z.number().int(),
  branches: z.array(branchSchema),
  created_at: instantField,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const branchInput = z.object({
  name_th: textField({ max: 200 }),
  name_en: textField({ max: 200 }),
  address_th: textField({ max: 500 }),
  address_en: textField({ max: 500 }),
  map_url: httpsUrlField,
});

/** A whole company or brand with its branches (DESIGN §12): POST makes one, PUT replaces one and its branches. */
export const productInput = z.object({
  kind: textField({ max: 32 }),
  name_th: textField({ max: 200 }),
  name_en: textField({ max: 200 }),
  logo_url: imageUrlField,
  cover_url: imageUrlField,
  description_th: textField({ max: 2000, isMultiline: true }),
  description_en: textField({ max: 2000, isMultiline: true }),
  category_th: textField({ max: 100 }),
  category_en: textField({ max: 100 }),
  website: httpsUrlField.nullable(),
  /** The LINE official account's id as members search it (`@chabamart`). */
  line_oa: textField({ max: 64 }).nullable(),
  partner_id: idField.nullable(),
  is_published: z.boolean(),
  sort: sortField,
  branches: z.array(branchInput).max(MAX_PRODUCT_BRANCHES),
});
export type ProductInput = z.infer<typeof productInput>;

const READ_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'] as const;
const WRITE_ERRORS = [...READ_ERRORS, 'FORBIDDEN'] as const;

export const listProducts = defineAdminCall({
  name: 'ListProducts',
  method: 'GET',
  path: '/products',
  summary: 'Group companies and brands, unpublished ones included; `q` searches both names',
  access: 'content',
  params: noParams,
  input: adminListQuery(['sort', 'name_en', 'created_at'], 'sort').extend({ kind: textField({ max: 32 }).optional() }),
  output: pagedList(adminProductSchema),
  errors: [...READ_ERRORS],
});

export const createProduct = defineAdminCall({
  name: 'CreateProduct',
  method: 'POST',
  path: '/products',
  summary: 'Adds a company or brand with its pictures, texts in Thai and English, links and branches',
  access: 'content-edit',
  params: noParams,
  input: productInput,
  output: adminProductSchema,
  errors: [...WRITE_ERRORS],
});

export const updateProduct = defineAdminCall({
  name: 'UpdateProduct',
  method: 'PUT',
  path: '/products/{id}',
  summary: 'Replaces a company or brand, its branches included',
  access: 'content-edit',
  params: z.object({ id: idParam }),
  input: productInput,
  output: adminProductSchema,
  errors: [...WRITE_ERRORS, 'NOT_FOUND'],
});

export const uploadProductLogo = defineImageUploadCall({
  name: 'UploadProductLogo',
  path: '/products/{id}/logo',
  summary: 'Replaces a company’s or brand’s logo',
});

export const uploadProductCover = defineImageUploadCall({
  name: 'UploadProductCover',
  path: '/products/{id}/cover',
  summary: 'Replaces a company’s or brand’s cover picture',
});

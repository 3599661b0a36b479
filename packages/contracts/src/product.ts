import { z } from 'zod';
import { defineCall } from './call.js';
import { pagedList, pageQuery } from './envelope.js';
import { queryIdField, textField } from './fields.js';
import { imageSrcsetField } from './image.js';
import { privilegeCardSchema } from './privilege.js';
import { productActionName, productCallPath } from './product-kind.js';

/** The longest name a product search takes. */
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;

/** Companies and brands per page: four rows of a three-column grid on a desktop. */
export const PRODUCT_PAGE_SIZE = 12;

/**
 * How many of its privileges a product's detail shows: a partner offers a handful; past this many the
 * catalogue's search by the partner's name lists them all.
 */
export const PRODUCT_PRIVILEGE_LIMIT = 20;

/** A product kind (DESIGN §6): `code` is the web path segment (`/company`), `controller` the API's. */
export const productKindSchema = z.object({
  code: z.string(),
  controller: z.string(),
  /** The kind's name in Thai, as `title` is in SPEC §2's route metadata. */
  name: z.string(),
  name_en: z.string(),
});
export type ProductKind = z.infer<typeof productKindSchema>;

/**
 * Public: the web must tell a product kind's page from a mistyped address before anyone signs in
 * (DESIGN §3: any other `/:x` is the not-found page), and the kinds are no secret.
 */
export const getProductKindList = defineCall({
  name: 'GetProductKindList',
  method: 'GET',
  path: '/Product/GetProductKindList',
  summary: 'The product kinds (group companies, brands…): web path segment, API controller and names',
  access: 'public',
  input: z.object({}),
  output: z.array(productKindSchema),
  errors: [],
});

/** A company or brand in a list (DESIGN §12): `name` Thai and `name_en` English, `category` in the request's language. */
export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  logo_url: z.string(),
  cover_url: z.string(),
  cover_srcset: imageSrcsetField,
  category: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A branch, texts in the request's language; `map_url` opens the place on a map. */
export const productBranchSchema = z.object({
  name: z.string(),
  address: z.string(),
  map_url: z.string(),
});
export type ProductBranch = z.infer<typeof productBranchSchema>;

/** DESIGN §12 detail: the summary, descriptions in both languages, links, branches and the privileges it offers. */
export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  description_en: z.string(),
  website: z.string().nullable(),
  /** The LINE official account handle (`@chabamart`); the web builds the add-friend link (DESIGN §7). */
  line_oa: z.string().nullable(),
  branches: z.array(productBranchSchema),
  /** Its partner's privileges a member can see now, as the catalogue's lists show them, at most PRODUCT_PRIVILEGE_LIMIT. */
  privileges: z.array(privilegeCardSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListInput = pageQuery(PRODUCT_PAGE_SIZE).extend({
  /** Matches the Thai or English name. */
  q: textField({ max: PRODUCT_SEARCH_MAX_LENGTH }).optional(),
});

export const productDetailInput = z.object({ id: queryIdField() });

/**
 * The two calls of one product kind, named after its controller (`Company/GetCompanyList`). Every kind
 * answers the same shapes; which kinds exist is data (DESIGN §6, decision 015).
 */
export function productCallsOf(controller: string) {
  return {
    list: defineCall({
      name: productActionName(controller, 'list'),
      method: 'GET',
      path: productCallPath(controller, 'list'),
      summary: `${controller} list, searchable by Thai or English name (q), paged by ${PRODUCT_PAGE_SIZE}`,
      access: ['bcrm-member'],
      input: productListInput,
      output: pagedList(productSummarySchema),
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
    }),
    detail: defineCall({
      name: productActionName(controller, 'detail'),
      method: 'GET',
      path: productCallPath(controller, 'detail'),
      summary: `One ${controller.toLowerCase()} with its branches, links and the privileges it offers`,
      access: ['bcrm-member'],
      input: productDetailInput,
      output: productDetailSchema,
      errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
    }),
  };
}

/** The kinds seeded by migration 0009, documented one by one as DESIGN §12 lists them. */
const companyCalls = productCallsOf('Company');
const brandCalls = productCallsOf('Brand');
export const getCompanyList = companyCalls.list;
export const getCompanyDetail = companyCalls.detail;
export const getBrandList = brandCalls.list;
export const getBrandDetail = brandCalls.detail;

import { z } from 'zod';
import { defineCall } from './call.js';
import { type Language, PRIVILEGE_PAGE_SIZES } from './constants.js';
import { pagedList, pageQuery } from './envelope.js';
import { idField, queryIdField, textField } from './fields.js';
import { imageSrcsetField } from './image.js';
import { PRIVILEGE_KEYWORD_MAX_LENGTH, PRIVILEGE_SORTS } from './list-filters.js';

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;
const memberOnly = ['bcrm-member'] as const;

/** DESIGN §6 redemption kinds: an e-coupon used at a store, a partner's code, or a reward shipped. */
export const PRIVILEGE_KINDS = ['ecoupon', 'partner_code', 'physical'] as const;
export type PrivilegeKind = (typeof PRIVILEGE_KINDS)[number];

export const privilegeCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  icon_url: z.string(),
});

export const privilegeSubcategorySchema = z.object({
  subcategory_id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
});

/** A flash-sale window as lists and the detail show it: its own price and stock. */
export const flashSaleSchema = z.object({
  flash_sale_id: z.number().int(),
  point_cost: z.number().int(),
  stock_left: z.number().int(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  /** live: redeemable now; upcoming: starts later. */
  state: z.enum(['live', 'upcoming']),
});

/** A privilege in any list (SPEC §3 privilege: privilege_id, category_id, is_favorite); texts in the request's language. */
export const privilegeCardSchema = z.object({
  privilege_id: z.number().int(),
  category_id: z.number().int(),
  subcategory_id: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  kind: z.enum(PRIVILEGE_KINDS),
  title: z.string(),
  partner_name: z.string(),
  image_url: z.string(),
  image_srcset: imageSrcsetField,
  /** The normal price; a live flash sale's price is in `flash_sale.point_cost`. */
  point_cost: z.number().int(),
  /** What a redemption now draws on: the live flash sale's stock when one is live, else the privilege's own. */
  stock_left: z.number().int(),
  is_favorite: z.boolean(),
  /** The lowest tier allowed (its name in the request's language), for exclusive privileges. */
  min_tier: z.string().nullable(),
  /** An exclusive privilege for a tier above the member's: shown locked, with `min_tier` as what it needs. */
  is_tier_locked: z.boolean(),
  ends_at: z.iso.datetime(),
  /** The live flash sale, else the next upcoming one; null when neither exists. */
  flash_sale: flashSaleSchema.nullable(),
});
export type PrivilegeCard = z.infer<typeof privilegeCardSchema>;
export type PrivilegeCategory = z.infer<typeof privilegeCategorySchema>;

/**
 * The privilege screen's HTML draws the screen before its script (decision 036): the web build leaves
 * this comment in `#root` and writes the module that draws it (`pages/privilege.frame.mjs`, exporting
 * `renderPrivilegeFrame`); the server calls that module with the catalogue as every member shares it.
 */
export const PRIVILEGE_FRAME_SLOT = '<!--privilege-frame-->';
export const PRIVILEGE_FRAME_MODULE = 'privilege.frame.mjs';

/** What the privilege frame draws: the categories and the main list's first page, with no member's hearts. */
export interface PrivilegeFrameData {
  language: Language;
  categories: readonly PrivilegeCategory[];
  cards: readonly PrivilegeCard[];
}

/** The frame module's one export. */
export type PrivilegeFrameRenderer = (data: PrivilegeFrameData) => string;

export const getPrivilegeCategories = defineCall({
  name: 'GetPrivilegeCategories',
  method: 'GET',
  path: '/Privilege/GetPrivilegeCategories',
  summary: 'Privilege categories in display order',
  access: memberOnly,
  input: z.object({}),
  output: z.array(privilegeCategorySchema),
  errors: [...memberErrors],
});

export const getPrivilegeSubCategories = defineCall({
  name: 'GetPrivilegeSubCategories',
  method: 'GET',
  path: '/Privilege/GetPrivilegeSubCategories',
  summary: 'The subcategories of a category',
  access: memberOnly,
  input: z.object({ Category_Id: queryIdField() }),
  output: z.array(privilegeSubcategorySchema),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

/** `Affordable_Only` as a query value: only the two words, so a typo is refused rather than read as false. */
const queryFlagField = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .meta({ description: '`true` or `false`' });

/**
 * The main list: redeemable privileges, optionally of one category or subcategory, or matching
 * `Keyword` in Thai or English (prefix and word matches ranked first). `Affordable_Only=true` keeps
 * what the member can redeem with the points they hold now (the price now at most the balance, and the
 * tier reached); `Sort_By` orders by that price, ties in catalogue order. Without either the answer is
 * the catalogue order as before.
 */
export const getPrivilegeList = defineCall({
  name: 'GetPrivilegeList',
  method: 'GET',
  path: '/Privilege/GetPrivilegeList',
  summary: 'Privileges by category, subcategory or keyword, paged by 30',
  access: memberOnly,
  input: pageQuery(PRIVILEGE_PAGE_SIZES.main).extend({
    Category_Id: queryIdField().optional(),
    Sub_Category_Id: queryIdField().optional(),
    Keyword: textField({ max: PRIVILEGE_KEYWORD_MAX_LENGTH }).optional(),
    Affordable_Only: queryFlagField.optional(),
    Sort_By: z.enum(PRIVILEGE_SORTS).optional(),
  }),
  output: pagedList(privilegeCardSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

export const getExclusivePrivilegeList = defineCall({
  name: 'GetExclusivePrivilegeList',
  method: 'GET',
  path: '/Privilege/GetExclusivePrivilegeList',
  summary: 'Tier-only privileges the member’s tier may redeem, paged by 6',
  access: memberOnly,
  input: pageQuery(PRIVILEGE_PAGE_SIZES.exclusive),
  output: pagedList(privilegeCardSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

export const getFavPrivilegeList = defineCall({
  name: 'GetFavPrivilegeList',
  method: 'GET',
  path: '/Privilege/GetFavPrivilegeList',
  summary: 'The member’s favourite privileges, newest favourite first, paged by 8',
  access: memberOnly,
  input: pageQuery(PRIVILEGE_PAGE_SIZES.favourite),
  output: pagedList(privilegeCardSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

export const getFlashSaleList = defineCall({
  name: 'GetFlashSaleList',
  method: 'GET',
  path: '/Privilege/GetFlashSaleList',
  summary: 'Live flash sales, then upcoming ones, with remaining stock, paged by 8',
  access: memberOnly,
  input: pageQuery(PRIVILEGE_PAGE_SIZES.flashSale),
  output: pagedList(privilegeCardSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

export const privilegeGroupSchema = z.object({
  group_id: z.number().int(),
  name: z.string(),
  image_url: z.string(),
  privilege_count: z.number().int(),
});

/** Without `gId` the groups; with it, that group's privileges (DESIGN §5), both paged by 8. */
export const getGroupCategoryList = defineCall({
  name: 'GetGroupCategoryList',
  method: 'GET',
  path: '/Privilege/GetGroupCategoryList',
  summary: 'Privilege groups, or the privileges of group gId, paged by 8',
  access: memberOnly,
  input: pageQuery(PRIVILEGE_PAGE_SIZES.group).extend({ gId: queryIdField().optional() }),
  output: z.union([pagedList(privilegeGroupSchema), pagedList(privilegeCardSchema)]),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

/**
 * Why the member cannot redeem now, when they cannot; null when they can. The detail reports the first
 * that applies in this order; NOT_ACTIVE means outside the window with no live flash sale.
 */
export const REDEEM_BLOCKERS = [
  'NOT_ACTIVE',
  'OUT_OF_STOCK',
  'REDEEM_LIMIT_REACHED',
  'NOT_ELIGIBLE',
  'INSUFFICIENT_POINTS',
] as const;

export const privilegeDetailSchema = privilegeCardSchema.extend({
  description: z.string(),
  conditions: z.string(),
  starts_at: z.iso.datetime(),
  per_member_limit: z.number().int(),
  member_redeemed: z.number().int(),
  member_remaining: z.number().int(),
  blocked_by: z.enum(REDEEM_BLOCKERS).nullable(),
});
export type PrivilegeDetail = z.infer<typeof privilegeDetailSchema>;

/** SPEC §7: inputs `privilege_Id` and `category_Id` (from session storage pId and cId). */
export const getPrivilegeDetail = defineCall({
  name: 'GetPrivilegeDetail',
  method: 'GET',
  path: '/Privilege/GetPrivilegeDetail',
  summary: 'One privilege with stock left, the member’s remaining limit, eligibility and conditions',
  access: memberOnly,
  input: z.object({ privilege_Id: queryIdField(), category_Id: queryIdField() }),
  output: privilegeDetailSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

/** Flips the favourite; the answer says the new state. */
export const updateFavPrivilege = defineCall({
  name: 'UpdateFavPrivilege',
  method: 'POST',
  path: '/Privilege/UpdateFavPrivilege',
  summary: 'Adds or removes a privilege from the member’s favourites',
  access: memberOnly,
  input: z.object({ Privilege_Id: idField, Category_Id: idField }),
  output: z.object({ privilege_id: z.number().int(), is_favorite: z.boolean() }),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

import { z } from 'zod';
import { defineCall } from './call.js';
import { pagedList, pageQuery } from './envelope.js';
import { idField, queryIdField, rawTextField } from './fields.js';
import { COUPON_FILTERS } from './list-filters.js';
import { PRIVILEGE_KINDS } from './privilege.js';

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;
const readAccess = ['bcrm-member', 'bcrm-canceled', 'bcrm-suspended', 'bcrm-blocked'] as const;

/** DESIGN §6 tracking statuses of a shipped reward, in order. */
export const TRACKING_STEPS = ['ordered', 'packed', 'shipped', 'delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** How a redemption stands for the member: coupons are active, used or expired; rewards follow tracking. */
export const REDEMPTION_STATES = ['active', 'used', 'expired', ...TRACKING_STEPS] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

export const redemptionSchema = z.object({
  redemption_id: z.number().int(),
  privilege_id: z.number().int(),
  category_id: z.number().int(),
  kind: z.enum(PRIVILEGE_KINDS),
  title: z.string(),
  partner_name: z.string(),
  image_url: z.string(),
  points_spent: z.number().int(),
  state: z.enum(REDEMPTION_STATES),
  /** The coupon number shown as QR and barcode; physical rewards use it as the order number. */
  coupon_code: z.string(),
  /** Revealed by ShowCouponCode; null until then. */
  partner_code: z.string().nullable(),
  expires_at: z.iso.datetime().nullable(),
  used_at: z.iso.datetime().nullable(),
  used_store: z.string().nullable(),
  redeemed_at: z.iso.datetime(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/**
 * Redeems in one transaction: eligibility (tier, window, per-member limit), stock (flash-sale stock
 * when `Flash_Sale_Id` is given), points through the ledger; physical rewards need `Address_Id`.
 */
export const redeem = defineCall({
  name: 'Redeem',
  method: 'POST',
  path: '/Privilege/Redeem',
  summary: 'Redeems a privilege with points (idempotent)',
  access: ['bcrm-member'],
  idempotent: true,
  input: z.object({
    Privilege_Id: idField,
    Category_Id: idField,
    Flash_Sale_Id: idField.optional(),
    Address_Id: idField.optional(),
  }),
  output: redemptionSchema.extend({ point_balance: z.number().int() }),
  errors: [
    'VALIDATION_FAILED',
    'NOT_FOUND',
    'NOT_ACTIVE',
    'NOT_ELIGIBLE',
    'OUT_OF_STOCK',
    'REDEEM_LIMIT_REACHED',
    'INSUFFICIENT_POINTS',
    'PROFILE_INCOMPLETE',
    'IDEMPOTENCY_CONFLICT',
    ...memberErrors,
  ],
});

export const getRedemptionDetail = defineCall({
  name: 'GetRedemptionDetail',
  method: 'GET',
  path: '/Privilege/GetRedemptionDetail',
  summary: 'One of the member’s redemptions with its coupon',
  access: readAccess,
  input: z.object({ Redemption_Id: queryIdField() }),
  output: redemptionSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

/** Reveals a partner coupon's code (and records when it was first shown). */
export const showCouponCode = defineCall({
  name: 'ShowCouponCode',
  method: 'POST',
  path: '/Privilege/ShowCouponCode',
  summary: 'Reveals the partner code of a partner-code redemption',
  access: ['bcrm-member'],
  input: z.object({ Redemption_Id: idField }),
  output: z.object({ redemption_id: z.number().int(), partner_code: z.string() }),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CODE_EXPIRED', ...memberErrors],
});

export const STORE_CODE_MAX_LENGTH = 32;
export const storeCodeField = rawTextField()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9-]{3,${STORE_CODE_MAX_LENGTH}}$`), { error: 'storeCode' });

/** Checks the store code the member typed at the counter (SPEC §3 storeCode / storeCodeError). */
export const checkMerchant = defineCall({
  name: 'CheckMerchant',
  method: 'POST',
  path: '/Privilege/CheckMerchant',
  summary: 'Checks that a store code belongs to the partner of an e-coupon',
  access: ['bcrm-member'],
  input: z.object({ Redemption_Id: idField, Store_Code: storeCodeField }),
  output: z.object({ store_code: z.string(), store_name: z.string() }),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'MERCHANT_INVALID', 'RATE_LIMITED', ...memberErrors],
});

/** Marks an e-coupon used at a store, once. */
export const updateCouponCode = defineCall({
  name: 'UpdateCouponCode',
  method: 'POST',
  path: '/Privilege/UpdateCouponCode',
  summary: 'Marks an e-coupon used at the store whose code was checked',
  access: ['bcrm-member'],
  input: z.object({ Redemption_Id: idField, Store_Code: storeCodeField }),
  output: redemptionSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'MERCHANT_INVALID', 'CODE_USED', 'CODE_EXPIRED', ...memberErrors],
});

export const getRedemptionHistory = defineCall({
  name: 'GetRedemptionHistory',
  method: 'GET',
  path: '/History/GetRedemptionHistory',
  summary: 'Every redemption of the member, newest first, paged',
  access: readAccess,
  input: pageQuery(20),
  output: pagedList(redemptionSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

/** Privileges the member has enjoyed: coupons used and rewards delivered. */
export const getPrivilegeHistory = defineCall({
  name: 'GetPrivilegeHistory',
  method: 'GET',
  path: '/History/GetPrivilegeHistory',
  summary: 'Used coupons and delivered rewards, newest first, paged',
  access: readAccess,
  input: pageQuery(20),
  output: pagedList(redemptionSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

export const getCouponHistory = defineCall({
  name: 'GetCouponHistory',
  method: 'GET',
  path: '/History/GetCouponHistory',
  summary: 'The member’s coupons (e-coupons and partner codes) by state, paged',
  access: readAccess,
  input: pageQuery(20).extend({ State: z.enum(COUPON_FILTERS).default('active') }),
  output: pagedList(redemptionSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

export const trackingStepSchema = z.object({
  step: z.enum(TRACKING_STEPS),
  done: z.boolean(),
  at: z.iso.datetime().nullable(),
});

export const getTrackingStatus = defineCall({
  name: 'GetTrackingStatus',
  method: 'GET',
  path: '/History/GetTrackingStatus',
  summary: 'The shipping steps of a physical reward with dates, carrier and tracking number',
  access: readAccess,
  input: z.object({ Redemption_Id: queryIdField() }),
  output: z.object({
    redemption: redemptionSchema,
    steps: z.array(trackingStepSchema),
    carrier: z.string().nullable(),
    tracking_no: z.string().nullable(),
    shipping_address: z.string(),
  }),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

import { z } from 'zod';
import { defineCall } from './call.js';
import { VIRTUAL_CARD_PAGE_SIZE } from './constants.js';
import { pagedList, pageQuery } from './envelope.js';
import { idField, queryIdField } from './fields.js';
import { imageSrcsetField } from './image.js';

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;
const memberOnly = ['bcrm-member'] as const;

/** DESIGN §12: a card expiring within this many days raises the expiry alert once. */
export const CARD_EXPIRY_ALERT_DAYS = 30;

/** The counter code changes every this many seconds (DESIGN §12, as TOTP's default step). */
export const COUNTER_CODE_STEP_SECONDS = 60;

export const CARD_STATUSES = ['active', 'expired'] as const;

/** The group company that issued a card: what the card shows of it (DESIGN §12 `company`). */
export const cardCompanySchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  logo_url: z.string(),
});

/**
 * A member card (DESIGN §12). Texts come in both languages (`card_name` Thai, `card_name_en` English,
 * likewise `level` and `conditions`), so a language switch needs no refetch. In lists `card_number` is
 * masked; the detail answers it whole, to its owner only (docs/decisions/014-rotating-counter-code.md).
 */
export const virtualCardSchema = z.object({
  card_id: z.number().int(),
  card_name: z.string(),
  card_name_en: z.string(),
  company: cardCompanySchema,
  card_number: z.string(),
  image_url: z.string(),
  image_srcset: imageSrcsetField,
  level: z.string(),
  level_en: z.string(),
  issued_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  status: z.enum(CARD_STATUSES),
  is_favorite: z.boolean(),
  /** Issued, still active and the member has not yet seen the new-card alert. */
  show_create_alert: z.boolean(),
  /** Active, expiring within `CARD_EXPIRY_ALERT_DAYS` and the member has not yet seen the expiry alert. */
  show_expire_alert: z.boolean(),
  /** Sanitised HTML. */
  conditions: z.string(),
  conditions_en: z.string(),
});
export type VirtualCard = z.infer<typeof virtualCardSchema>;

export const getActiveVirtualCardList = defineCall({
  name: 'GetActiveVirtualCardList',
  method: 'GET',
  path: '/VirtualCard/GetActiveVirtualCardList',
  summary: 'The member’s cards not yet expired: favourites first, then the soonest to expire, paged by 10',
  access: memberOnly,
  input: pageQuery(VIRTUAL_CARD_PAGE_SIZE),
  output: pagedList(virtualCardSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

export const getExpiredVirtualCardList = defineCall({
  name: 'GetExpiredVirtualCardList',
  method: 'GET',
  path: '/VirtualCard/GetExpiredVirtualCardList',
  summary: 'The member’s expired cards: favourites first, then the most recently expired, paged by 10',
  access: memberOnly,
  input: pageQuery(VIRTUAL_CARD_PAGE_SIZE),
  output: pagedList(virtualCardSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

/** One of the member's own cards with its full number; another member's or a deleted card is NOT_FOUND. */
export const getVirtualCardDetail = defineCall({
  name: 'GetVirtualCardDetail',
  method: 'GET',
  path: '/VirtualCard/GetVirtualCardDetail',
  summary: 'One of the member’s cards, its number unmasked',
  access: memberOnly,
  input: z.object({ card_Id: queryIdField() }),
  output: virtualCardSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

/** Flips the favourite; the answer says the new state. */
export const updateFavVirtualCard = defineCall({
  name: 'UpdateFavVirtualCard',
  method: 'POST',
  path: '/VirtualCard/UpdateFavVirtualCard',
  summary: 'Adds or removes one of the member’s cards from the favourites',
  access: memberOnly,
  input: z.object({ Card_Id: idField }),
  output: z.object({ card_id: z.number().int(), is_favorite: z.boolean() }),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

/** Removes the card from the member's lists (the issuer's record of it stays). */
export const deleteVirtualCard = defineCall({
  name: 'DeleteVirtualCard',
  method: 'POST',
  path: '/VirtualCard/DeleteVirtualCard',
  summary: 'Removes one of the member’s cards from their lists',
  access: memberOnly,
  input: z.object({ Card_Id: idField }),
  output: z.null(),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

const alertSeenAnswer = z.object({
  card_id: z.number().int(),
  show_create_alert: z.boolean(),
  show_expire_alert: z.boolean(),
});

/** The member has seen the new-card alert; repeating it changes nothing. */
export const updateCreateAlert = defineCall({
  name: 'UpdateCreateAlert',
  method: 'POST',
  path: '/VirtualCard/UpdateCreateAlert',
  summary: 'Records that the member has seen the new-card alert of a card',
  access: memberOnly,
  input: z.object({ Card_Id: idField }),
  output: alertSeenAnswer,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

/** The member has seen the expiry alert; repeating it changes nothing. */
export const updateExpireAlert = defineCall({
  name: 'UpdateExpireAlert',
  method: 'POST',
  path: '/VirtualCard/UpdateExpireAlert',
  summary: 'Records that the member has seen the expiry alert of a card',
  access: memberOnly,
  input: z.object({ Card_Id: idField }),
  output: alertSeenAnswer,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

/**
 * The rotating counter code of an active card (DESIGN §12): the card id followed by eight digits of an
 * HMAC of card, member and time step, so staff can type or scan it alone. The secret never leaves the
 * server, so the screen asks again when `expires_in_ms` runs out; it counts from the answer's arrival
 * rather than trusting the device's clock (docs/decisions/014-rotating-counter-code.md).
 */
export const counterCodeSchema = z.object({
  card_id: z.number().int(),
  code: z.string(),
  step_seconds: z.number().int(),
  step_ends_at: z.iso.datetime(),
  expires_in_ms: z.number().int(),
});
export type CounterCode = z.infer<typeof counterCodeSchema>;

export const getCounterCode = defineCall({
  name: 'GetCounterCode',
  method: 'GET',
  path: '/VirtualCard/GetCounterCode',
  summary: 'The current counter code of one of the member’s active cards, good for this step and the next',
  access: memberOnly,
  input: z.object({ card_Id: queryIdField() }),
  output: counterCodeSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', ...memberErrors],
});

/**
 * A card number as lists and the closed detail show it: the last four characters, the rest as dots
 * (decision 014); shown whole only when the member taps to reveal it.
 */
export function maskCardNumber(cardNumber: string): string {
  return `•••• ${cardNumber.slice(-4)}`;
}

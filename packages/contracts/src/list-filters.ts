/**
 * The choices the members' lists offer (search, sort, tabs), apart from the calls that take them: a
 * contracts module that builds zod schemas brings them and zod with any value taken from it, and these
 * screens read only the choices (first-visit-contracts.test.ts keeps the first-visit pages off them).
 * Apart from `constants.ts` too, which every page loads: only the lists need these.
 */

/** The longest keyword a privilege search takes. */
export const PRIVILEGE_KEYWORD_MAX_LENGTH = 100;

/** `Sort_By` of the main list: by what a redemption costs now (a live flash sale's price when there is one). */
export const PRIVILEGE_SORTS = ['points_low_high', 'points_high_low'] as const;
export type PrivilegeSort = (typeof PRIVILEGE_SORTS)[number];

/** `State` of the coupon history: a coupon still to use, used, or past its end. */
export const COUPON_FILTERS = ['active', 'used', 'expired'] as const;

/** `type` of the point history: every entry, or the points earned or spent. */
export const POINT_HISTORY_TYPES = ['all', 'earn', 'spend'] as const;

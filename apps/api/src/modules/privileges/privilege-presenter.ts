import type { Language, PrivilegeCard, PrivilegeDetail, REDEEM_BLOCKERS } from '@loyalty/contracts';
import { srcsetOf } from '../media/media-service.js';
import type { PrivilegeCardRow } from './privilege-card-repository.js';
import type { CategoryRow, DetailRow, GroupListRow, SubcategoryRow } from './privilege-repository.js';

type RedeemBlocker = (typeof REDEEM_BLOCKERS)[number];

export const inLanguage = (language: Language, en: string, th: string) => (language === 'th' ? th : en);

/** What a redemption made now would draw on: the live flash sale's price and stock, else the privilege's own. */
export function redeemableNow(row: PrivilegeCardRow): { pointCost: number; stockLeft: number; saleIsLive: boolean } {
  const sale = row.sale;
  if (row.saleIsLive && sale?.id != null) {
    return { pointCost: sale.pointCost, stockLeft: sale.stockTotal - sale.stockUsed, saleIsLive: true };
  }
  return { pointCost: row.pointCost, stockLeft: row.stockTotal - row.stockUsed, saleIsLive: false };
}

function presentFlashSale(row: PrivilegeCardRow): PrivilegeCard['flash_sale'] {
  const sale = row.sale;
  if (sale?.id == null) return null;
  return {
    flash_sale_id: sale.id,
    point_cost: sale.pointCost,
    stock_left: sale.stockTotal - sale.stockUsed,
    starts_at: sale.startsAt.toISOString(),
    ends_at: sale.endsAt.toISOString(),
    state: row.saleIsLive ? 'live' : 'upcoming',
  };
}

/**
 * Whether an exclusive privilege is for a tier above the viewer's, whose tier's threshold is
 * `reachedSpending` (as the detail's `tierReached` judges it); undefined for a card every member shares.
 */
export function isTierLockedFor(row: Pick<PrivilegeCardRow, 'minTierMinSpending'>, reachedSpending?: number): boolean {
  return reachedSpending !== undefined && row.minTierMinSpending !== null && row.minTierMinSpending > reachedSpending;
}

export function presentCard(row: PrivilegeCardRow, language: Language, reachedSpending?: number): PrivilegeCard {
  return {
    privilege_id: row.id,
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    group_id: row.groupId,
    kind: row.kind,
    title: inLanguage(language, row.titleEn, row.titleTh),
    partner_name: inLanguage(language, row.partnerNameEn, row.partnerNameTh),
    image_url: row.imageUrl,
    image_srcset: srcsetOf(row.imageUrl),
    point_cost: row.pointCost,
    stock_left: redeemableNow(row).stockLeft,
    is_favorite: row.isFavourite,
    min_tier: row.minTierNameEn === null ? null : inLanguage(language, row.minTierNameEn, row.minTierNameTh ?? ''),
    is_tier_locked: isTierLockedFor(row, reachedSpending),
    ends_at: row.endsAt.toISOString(),
    flash_sale: presentFlashSale(row),
  };
}

export interface RedeemFacts {
  /** Inside the privilege's window, or a flash sale of it is live. */
  active: boolean;
  stockLeft: number;
  memberRedeemed: number;
  perMemberLimit: number;
  tierReached: boolean;
  pointBalance: number;
  pointCost: number;
}

/** Why the member cannot redeem now, checked in the order the detail reports them (first one wins); null when they can. */
export function redeemBlockerOf(facts: RedeemFacts): RedeemBlocker | null {
  if (!facts.active) return 'NOT_ACTIVE';
  if (facts.stockLeft <= 0) return 'OUT_OF_STOCK';
  if (facts.memberRedeemed >= facts.perMemberLimit) return 'REDEEM_LIMIT_REACHED';
  if (!facts.tierReached) return 'NOT_ELIGIBLE';
  if (facts.pointBalance < facts.pointCost) return 'INSUFFICIENT_POINTS';
  return null;
}

export function presentDetail(row: DetailRow, language: Language, now: Date): PrivilegeDetail {
  const redeemable = redeemableNow(row);
  const insideWindow = row.startsAt <= now && now < row.endsAt;
  return {
    ...presentCard(row, language),
    is_tier_locked: !row.tierReached,
    description: inLanguage(language, row.descriptionEn, row.descriptionTh),
    conditions: inLanguage(language, row.conditionsEn, row.conditionsTh),
    starts_at: row.startsAt.toISOString(),
    per_member_limit: row.perMemberLimit,
    member_redeemed: row.memberRedeemed,
    member_remaining: Math.max(row.perMemberLimit - row.memberRedeemed, 0),
    blocked_by: redeemBlockerOf({
      active: insideWindow || redeemable.saleIsLive,
      stockLeft: redeemable.stockLeft,
      memberRedeemed: row.memberRedeemed,
      perMemberLimit: row.perMemberLimit,
      tierReached: row.tierReached,
      pointBalance: row.pointBalance,
      pointCost: redeemable.pointCost,
    }),
  };
}

export function presentCategory(row: CategoryRow, language: Language) {
  return { category_id: row.id, name: inLanguage(language, row.nameEn, row.nameTh), icon_url: row.iconUrl };
}

export function presentSubcategory(row: SubcategoryRow, language: Language) {
  return {
    subcategory_id: row.id,
    category_id: row.categoryId,
    name: inLanguage(language, row.nameEn, row.nameTh),
  };
}

export function presentGroup(row: GroupListRow, language: Language) {
  return {
    group_id: row.id,
    name: inLanguage(language, row.nameEn, row.nameTh),
    image_url: row.imageUrl,
    privilege_count: row.privilegeCount,
  };
}

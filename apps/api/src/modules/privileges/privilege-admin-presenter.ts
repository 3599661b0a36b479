import {
  type AdminCategory,
  type AdminFlashSale,
  type AdminGroup,
  type AdminPartner,
  type AdminPrivilege,
  type AdminSubcategory,
  PRIVILEGE_EDITED_FIELDS,
} from '@loyalty/contracts';
import { editRevision } from '../../edit-revision.js';
import type { AdminPrivilegeRow, FlashSaleRow } from './privilege-admin-repository.js';
import type { CategoryRow, GroupRow, PartnerRow, StoreRow, SubcategoryRow } from './privilege-reference-repository.js';

function privilegeStateAt(row: { startsAt: Date; endsAt: Date }, now: Date): AdminPrivilege['state'] {
  if (row.startsAt > now) return 'upcoming';
  return row.endsAt > now ? 'active' : 'ended';
}

export function presentAdminPrivilege(row: AdminPrivilegeRow, now: Date): AdminPrivilege {
  const presented: Omit<AdminPrivilege, 'revision'> = {
    id: row.id,
    category_id: row.categoryId,
    category_name_en: row.categoryNameEn,
    category_name_th: row.categoryNameTh,
    subcategory_id: row.subcategoryId,
    group_id: row.groupId,
    partner_id: row.partnerId,
    partner_name_en: row.partnerNameEn,
    partner_name_th: row.partnerNameTh,
    kind: row.kind,
    title_en: row.titleEn,
    title_th: row.titleTh,
    description_en: row.descriptionEn,
    description_th: row.descriptionTh,
    conditions_en: row.conditionsEn,
    conditions_th: row.conditionsTh,
    image_url: row.imageUrl,
    point_cost: row.pointCost,
    stock_total: row.stockTotal,
    stock_used: row.stockUsed,
    stock_left: row.stockTotal - row.stockUsed,
    per_member_limit: row.perMemberLimit,
    min_tier: row.minTierCode,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    coupon_valid_days: row.couponValidDays,
    sort: row.sort,
    state: privilegeStateAt(row, now),
    created_at: row.createdAt.toISOString(),
  };
  return { ...presented, revision: editRevision(presented, PRIVILEGE_EDITED_FIELDS) };
}

export function presentAdminFlashSale(row: FlashSaleRow, now: Date): AdminFlashSale {
  const state = row.startsAt > now ? 'upcoming' : row.endsAt > now ? 'live' : 'over';
  return {
    id: row.id,
    privilege_id: row.privilegeId,
    point_cost: row.pointCost,
    stock_total: row.stockTotal,
    stock_used: row.stockUsed,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentAdminCategory(row: CategoryRow): AdminCategory {
  return {
    id: row.id,
    code: row.code,
    name_en: row.nameEn,
    name_th: row.nameTh,
    icon_url: row.iconUrl,
    sort: row.sort,
  };
}

export function presentAdminSubcategory(row: SubcategoryRow): AdminSubcategory {
  return { id: row.id, category_id: row.categoryId, name_en: row.nameEn, name_th: row.nameTh, sort: row.sort };
}

export function presentAdminGroup(row: GroupRow): AdminGroup {
  return { id: row.id, name_en: row.nameEn, name_th: row.nameTh, image_url: row.imageUrl, sort: row.sort };
}

export function presentAdminPartner(row: PartnerRow, stores: StoreRow[]): AdminPartner {
  return {
    id: row.id,
    name_en: row.nameEn,
    name_th: row.nameTh,
    logo_url: row.logoUrl,
    stores: stores
      .filter((store) => store.partnerId === row.id)
      .map((store) => ({ id: store.id, code: store.code, name_en: store.nameEn, name_th: store.nameTh })),
  };
}

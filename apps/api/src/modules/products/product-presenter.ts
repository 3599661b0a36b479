import type {
  AdminProduct,
  Language,
  PrivilegeCard,
  ProductDetail,
  ProductKind,
  ProductSummary,
} from '@loyalty/contracts';
import { srcsetOf } from '../media/media-service.js';
import type { BranchRow, ProductKindRow, ProductRow } from './product-repository.js';

const inLanguage = (language: Language, en: string, th: string) => (language === 'th' ? th : en);

/** Names come in both languages (`name` Thai, `name_en` English), as the contract and SPEC §2's titles do. */
export function presentProductKind(row: ProductKindRow): ProductKind {
  return { code: row.code, controller: row.controller, name: row.nameTh, name_en: row.nameEn };
}

export function presentProductSummary(row: ProductRow, language: Language): ProductSummary {
  return {
    id: row.id,
    name: row.nameTh,
    name_en: row.nameEn,
    logo_url: row.logoUrl,
    cover_url: row.coverUrl,
    cover_srcset: srcsetOf(row.coverUrl),
    category: inLanguage(language, row.categoryEn, row.categoryTh),
  };
}

export function presentProductDetail(
  row: ProductRow,
  related: { branches: BranchRow[]; privileges: PrivilegeCard[] },
  language: Language,
): ProductDetail {
  return {
    ...presentProductSummary(row, language),
    description: row.descriptionTh,
    description_en: row.descriptionEn,
    website: row.website,
    line_oa: row.lineOa,
    branches: related.branches.map((branch) => ({
      name: inLanguage(language, branch.nameEn, branch.nameTh),
      address: inLanguage(language, branch.addressEn, branch.addressTh),
      map_url: branch.mapUrl,
    })),
    privileges: related.privileges,
  };
}

/** A company or brand as the back-office reads it: both languages, published or not, every branch. */
export function presentAdminProduct(row: ProductRow, branches: BranchRow[]): AdminProduct {
  return {
    id: row.id,
    kind: row.kind,
    name_th: row.nameTh,
    name_en: row.nameEn,
    logo_url: row.logoUrl,
    cover_url: row.coverUrl,
    description_th: row.descriptionTh,
    description_en: row.descriptionEn,
    category_th: row.categoryTh,
    category_en: row.categoryEn,
    website: row.website,
    line_oa: row.lineOa,
    partner_id: row.partnerId,
    is_published: row.isPublished,
    sort: row.sort,
    branches: branches.map((branch) => ({
      name_th: branch.nameTh,
      name_en: branch.nameEn,
      address_th: branch.addressTh,
      address_en: branch.addressEn,
      map_url: branch.mapUrl,
    })),
    created_at: row.createdAt.toISOString(),
  };
}

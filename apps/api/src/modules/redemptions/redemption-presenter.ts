import {
  type Address,
  addressSchema,
  type Language,
  type MemberRedemption,
  type Redemption,
  type RedemptionState,
} from '@loyalty/contracts';
import type { RedemptionView } from './redemption-list-repository.js';
import type { RedemptionRow } from './redemption-repository.js';

const inLanguage = (language: Language, en: string, th: string) => (language === 'th' ? th : en);

/** Whether the coupon's validity is over at `now`; rewards without an expiry never are. */
export function isExpired(redemption: Pick<RedemptionRow, 'expiresAt'>, now: Date): boolean {
  return redemption.expiresAt !== null && redemption.expiresAt <= now;
}

/** SPEC §3: coupons are active, used or expired; a physical reward stands at its latest tracking step. */
export function stateOf(redemption: Pick<RedemptionRow, 'status' | 'expiresAt'>, now: Date): RedemptionState {
  switch (redemption.status) {
    case 'used':
      return 'used';
    case 'issued':
      return isExpired(redemption, now) ? 'expired' : 'active';
    default:
      return redemption.status;
  }
}

export function presentRedemption(view: RedemptionView, language: Language, now: Date): Redemption {
  const { redemption } = view;
  const storeName =
    view.storeNameEn !== null && view.storeNameTh !== null
      ? inLanguage(language, view.storeNameEn, view.storeNameTh)
      : null;
  return {
    redemption_id: redemption.id,
    privilege_id: redemption.privilegeId,
    category_id: view.categoryId,
    kind: redemption.kind,
    title: inLanguage(language, view.titleEn, view.titleTh),
    partner_name: inLanguage(language, view.partnerNameEn, view.partnerNameTh),
    image_url: view.imageUrl,
    points_spent: redemption.pointsSpent,
    state: stateOf(redemption, now),
    coupon_code: redemption.couponCode,
    partner_code: redemption.partnerCodeShownAt ? redemption.partnerCode : null,
    expires_at: redemption.expiresAt?.toISOString() ?? null,
    used_at: redemption.usedAt?.toISOString() ?? null,
    used_store: storeName,
    redeemed_at: redemption.createdAt.toISOString(),
  };
}

/** A redemption as the back-office's member page lists it: both languages, the state at `now`. */
export function presentMemberRedemption(view: RedemptionView, now: Date): MemberRedemption {
  const { redemption } = view;
  return {
    redemption_id: redemption.id,
    privilege: { privilege_id: redemption.privilegeId, title_en: view.titleEn, title_th: view.titleTh },
    kind: redemption.kind,
    state: stateOf(redemption, now),
    points_spent: redemption.pointsSpent,
    coupon_code: redemption.couponCode,
    expires_at: redemption.expiresAt?.toISOString() ?? null,
    used_at: redemption.usedAt?.toISOString() ?? null,
    used_store:
      view.storeNameEn !== null && view.storeNameTh !== null
        ? { name_en: view.storeNameEn, name_th: view.storeNameTh }
        : null,
    redeemed_at: redemption.createdAt.toISOString(),
  };
}

/** The shipping address as the member chose it at redemption time, on lines for a label. */
export function formatShippingAddress(snapshot: unknown, language: Language): string {
  const parsed = addressSchema.safeParse(snapshot);
  if (!parsed.success) return '';
  const address: Address = parsed.data;
  const place = [
    inLanguage(language, address.sub_district_en, address.sub_district_th),
    inLanguage(language, address.district_en, address.district_th),
    inLanguage(language, address.province_en, address.province_th),
    address.postal_code,
  ].join(' ');
  return [`${address.recipient_name} ${address.mobile_no}`, address.address, place].join('\n');
}

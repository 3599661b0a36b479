import type { checkMerchant, Language, Redemption, showCouponCode } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { findRedemptionView } from './redemption-list-repository.js';
import { isExpired, presentRedemption } from './redemption-presenter.js';
import {
  findMemberRedemption,
  findPrivilege,
  findStoreByCode,
  lockMemberRedemption,
  type PartnerStoreRow,
  type RedemptionRow,
  updateRedemption,
} from './redemption-repository.js';

type ShownCode = z.output<typeof showCouponCode.output>;
type CheckedMerchant = z.output<typeof checkMerchant.output>;

interface CouponRequest {
  memberId: number;
  redemptionId: number;
  language: Language;
}

async function presentOwn(db: Executor, request: CouponRequest, now: Date): Promise<Redemption> {
  const view = await findRedemptionView(db, request.memberId, request.redemptionId);
  if (!view) throw new AppError('NOT_FOUND');
  return presentRedemption(view, request.language, now);
}

/** Privilege/GetRedemptionDetail: only the member's own redemptions exist for them. */
export function getRedemptionDetail(db: Executor, request: CouponRequest, now = new Date()): Promise<Redemption> {
  return presentOwn(db, request, now);
}

/**
 * Privilege/ShowCouponCode: the partner's code of a partner-code redemption, while it is valid. The first
 * reveal is recorded (a later one keeps that time), and from then on the redemption shows the code.
 */
export async function showPartnerCode(orm: Orm, request: CouponRequest, now = new Date()): Promise<ShownCode> {
  return orm.transaction(async (tx) => {
    const redemption = await lockMemberRedemption(tx, request.memberId, request.redemptionId);
    if (redemption?.kind !== 'partner_code' || redemption.partnerCode === null) throw new AppError('NOT_FOUND');
    if (isExpired(redemption, now)) throw new AppError('CODE_EXPIRED');
    if (redemption.partnerCodeShownAt === null) {
      await updateRedemption(tx, redemption.id, { partnerCodeShownAt: now });
    }
    return { redemption_id: redemption.id, partner_code: redemption.partnerCode };
  });
}

/** The store whose code the member typed, when it is a branch of the partner behind the e-coupon. */
async function requirePartnerStore(
  db: Executor,
  redemption: RedemptionRow,
  storeCode: string,
): Promise<PartnerStoreRow> {
  const [store, privilege] = await Promise.all([
    findStoreByCode(db, storeCode),
    findPrivilege(db, redemption.privilegeId),
  ]);
  if (!store || store.partnerId !== privilege?.partnerId) throw new AppError('MERCHANT_INVALID');
  return store;
}

/** Privilege/CheckMerchant: whether the store code belongs to the e-coupon's partner (SPEC §3 storeCodeError). */
export async function checkStoreCode(
  db: Executor,
  request: CouponRequest & { storeCode: string },
): Promise<CheckedMerchant> {
  const redemption = await findMemberRedemption(db, request.memberId, request.redemptionId);
  if (redemption?.kind !== 'ecoupon') throw new AppError('NOT_FOUND');
  const store = await requirePartnerStore(db, redemption, request.storeCode);
  return { store_code: store.code, store_name: request.language === 'th' ? store.nameTh : store.nameEn };
}

/**
 * Privilege/UpdateCouponCode: marks the e-coupon used at the store, once. The redemption row is locked,
 * so parallel attempts queue and every one after the first answers CODE_USED.
 */
export async function useCoupon(
  orm: Orm,
  request: CouponRequest & { storeCode: string },
  now = new Date(),
): Promise<Redemption> {
  return orm.transaction(async (tx) => {
    const redemption = await lockMemberRedemption(tx, request.memberId, request.redemptionId);
    if (redemption?.kind !== 'ecoupon') throw new AppError('NOT_FOUND');
    if (redemption.status === 'used') throw new AppError('CODE_USED');
    if (isExpired(redemption, now)) throw new AppError('CODE_EXPIRED');
    const store = await requirePartnerStore(tx, redemption, request.storeCode);
    await updateRedemption(tx, redemption.id, { status: 'used', usedAt: now, usedStoreId: store.id });
    return presentOwn(tx, request, now);
  });
}

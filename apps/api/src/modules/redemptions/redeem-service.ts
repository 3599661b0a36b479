import { fieldError, type Language, type redeem } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { CacheForgetting } from '../../caches.js';
import type { Executor, Orm } from '../../db/client.js';
import { presentAddress } from '../addresses/address-presenter.js';
import { findMemberAddress } from '../addresses/address-service.js';
import { isRedeemProfileComplete } from '../customers/profile-completeness.js';
import { runIdempotent } from '../idempotency/idempotency-service.js';
import { pointBalance, spendPoints } from '../points/point-service.js';
import { takeFlashSaleStock, takePrivilegeStock } from '../privileges/stock-service.js';
import { reachesTier, type TierReader } from '../tiers/tier-service.js';
import { newCouponCode } from './coupon-code.js';
import { findRedemptionView } from './redemption-list-repository.js';
import { presentRedemption } from './redemption-presenter.js';
import {
  assignPartnerCode,
  claimFreePartnerCode,
  countMemberRedemptions,
  findPrivilege,
  insertRedemptionUnlessCodeTaken,
  insertShipmentEvent,
  lockFlashSale,
  lockPrivilege,
  type NewRedemptionRow,
  type PrivilegeRow,
} from './redemption-repository.js';

type RedeemInput = z.output<typeof redeem.input>;
type RedeemResult = z.output<typeof redeem.output>;

const DAY_MS = 24 * 60 * 60 * 1000;
const COUPON_CODE_ATTEMPTS = 5;

/** Where the redemption draws its price and stock from: the live flash sale named, else the privilege. */
interface Offer {
  pointCost: number;
  flashSaleId: number | null;
  takeStock: (tx: Executor) => Promise<boolean>;
}

/**
 * The privilege (or the flash sale) row lock comes right after the member's and before any lot lock,
 * the same order for every redemption, so redemptions never deadlock with each other or with transfers
 * (member row, then lots).
 */
async function lockOffer(
  tx: Executor,
  input: RedeemInput,
  now: Date,
): Promise<{ privilege: PrivilegeRow; offer: Offer }> {
  if (input.Flash_Sale_Id === undefined) {
    const privilege = await lockPrivilege(tx, input.Privilege_Id);
    if (!privilege || privilege.categoryId !== input.Category_Id) throw new AppError('NOT_FOUND');
    return {
      privilege,
      offer: {
        pointCost: privilege.pointCost,
        flashSaleId: null,
        takeStock: (db) => takePrivilegeStock(db, privilege.id),
      },
    };
  }
  const sale = await lockFlashSale(tx, input.Flash_Sale_Id);
  if (!sale || sale.privilegeId !== input.Privilege_Id) throw new AppError('NOT_FOUND');
  const privilege = await findPrivilegeOf(tx, sale.privilegeId);
  if (privilege.categoryId !== input.Category_Id) throw new AppError('NOT_FOUND');
  if (now < sale.startsAt || now >= sale.endsAt) throw new AppError('NOT_ACTIVE');
  return {
    privilege,
    offer: { pointCost: sale.pointCost, flashSaleId: sale.id, takeStock: (db) => takeFlashSaleStock(db, sale.id) },
  };
}

async function findPrivilegeOf(tx: Executor, privilegeId: number): Promise<PrivilegeRow> {
  const privilege = await findPrivilege(tx, privilegeId);
  if (!privilege) throw new AppError('NOT_FOUND');
  return privilege;
}

/** A physical reward ships to one of the member's own addresses, copied as it is now. */
async function shippingSnapshot(
  tx: Executor,
  memberId: number,
  privilege: PrivilegeRow,
  addressId: number | undefined,
) {
  if (privilege.kind !== 'physical') return null;
  if (addressId === undefined) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [fieldError('Address_Id', 'addressNeeded')],
    });
  }
  const address = await findMemberAddress(tx, memberId, addressId);
  if (!address) throw new AppError('NOT_FOUND');
  return presentAddress(address);
}

/** Inserts the redemption under a fresh coupon code, drawing again on the (astronomically rare) collision. */
async function insertWithUniqueCode(tx: Executor, redemption: Omit<NewRedemptionRow, 'couponCode'>): Promise<number> {
  for (let attempt = 0; attempt < COUPON_CODE_ATTEMPTS; attempt += 1) {
    const id = await insertRedemptionUnlessCodeTaken(tx, { ...redemption, couponCode: newCouponCode() });
    if (id !== undefined) return id;
  }
  throw new Error('No free coupon code after several attempts');
}

/**
 * Privilege/Redeem (DESIGN §6) in one transaction: the member's row, then the privilege's (or the flash
 * sale's) row are locked, eligibility is checked in the order a member can act on, one unit of stock is
 * taken under the guard `stock_used < stock_total`, and the points leave through the ledger. With an
 * Idempotency-Key a retry or a double click answers the first result.
 */
export async function redeemPrivilege(
  orm: Orm,
  tiers: TierReader,
  request: { memberId: number; idempotencyKey: string | undefined; input: RedeemInput; language: Language },
  now = new Date(),
  caches?: CacheForgetting,
): Promise<RedeemResult> {
  const { memberId, input } = request;
  const redeemed = await runIdempotent(
    orm,
    { memberId, key: request.idempotencyKey, payload: { call: 'Redeem', ...input } },
    async (tx, member) => {
      if (member?.status !== 'active') throw new AppError('FORBIDDEN');
      const { privilege, offer } = await lockOffer(tx, input, now);
      if (now < privilege.startsAt || now >= privilege.endsAt) throw new AppError('NOT_ACTIVE');
      if (
        privilege.minTierId !== null &&
        !(await reachesTier(tx, tiers, { memberId, minTierId: privilege.minTierId }, now))
      ) {
        throw new AppError('NOT_ELIGIBLE');
      }
      if (!isRedeemProfileComplete(member)) throw new AppError('PROFILE_INCOMPLETE');
      if ((await countMemberRedemptions(tx, memberId, privilege.id)) >= privilege.perMemberLimit) {
        throw new AppError('REDEEM_LIMIT_REACHED');
      }
      const shippingAddress = await shippingSnapshot(tx, memberId, privilege, input.Address_Id);
      if (!(await offer.takeStock(tx))) throw new AppError('OUT_OF_STOCK');
      const partnerCode = privilege.kind === 'partner_code' ? await claimFreePartnerCode(tx, privilege.id) : undefined;
      if (privilege.kind === 'partner_code' && !partnerCode) throw new AppError('OUT_OF_STOCK');
      const spent =
        offer.pointCost > 0
          ? await spendPoints(
              tx,
              {
                memberId,
                amount: offer.pointCost,
                source: 'redemption',
                reason: 'redeem',
                reference: `privilege:${privilege.id}`,
                idempotencyKey: request.idempotencyKey,
              },
              now,
            )
          : undefined;
      const redemptionId = await insertWithUniqueCode(tx, {
        memberId,
        privilegeId: privilege.id,
        flashSaleId: offer.flashSaleId,
        kind: privilege.kind,
        status: privilege.kind === 'physical' ? 'ordered' : 'issued',
        pointsSpent: offer.pointCost,
        entryId: spent?.entryId ?? null,
        partnerCode: partnerCode?.code ?? null,
        expiresAt: privilege.kind === 'physical' ? null : new Date(now.getTime() + privilege.couponValidDays * DAY_MS),
        shippingAddress,
        createdAt: now,
      });
      if (partnerCode) await assignPartnerCode(tx, partnerCode.id, redemptionId);
      if (privilege.kind === 'physical') await insertShipmentEvent(tx, { redemptionId, status: 'ordered', at: now });
      const view = await findRedemptionView(tx, memberId, redemptionId);
      if (!view) throw new Error('The new redemption was not found');
      return {
        ...presentRedemption(view, request.language, now),
        point_balance: spent?.balanceAfter ?? (await pointBalance(tx, memberId, now)),
      };
    },
  );
  // Committed: the stock left changed, and the lists this member goes back to must show it at once. A
  // redemption's count sends no notice (it would serialise the contended write), so this forget is the
  // only way this process learns of it before the pages' TTL; other processes wait for the TTL.
  caches?.forget('cataloguePages');
  return redeemed;
}

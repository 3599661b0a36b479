import { calls } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkStoreCode,
  getRedemptionDetail,
  showPartnerCode,
  useCoupon,
} from '../../../modules/redemptions/coupon-service.js';
import { redeemPrivilege } from '../../../modules/redemptions/redeem-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/**
 * Store-code checks a member may make an hour: enough for typos at a few counters, far too few to walk
 * through store codes and learn which belong to which partner.
 */
export const CHECK_MERCHANT_LIMIT = { max: 30, timeWindow: 60 * 60 * 1000 };

/** Counted per member, not per address: members behind one carrier NAT must not share a budget. */
function memberKey(request: FastifyRequest): string {
  return `check-merchant:${principalOf(request).memberId}`;
}

/** Redeeming and using redemptions (issue 5 items 4 and 5). */
export function registerRedemptionCalls(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.redeem, {
    handler: ({ input, request, idempotencyKey }) =>
      redeemPrivilege(
        orm,
        app.deps.caches.tiers,
        {
          memberId: principalOf(request).memberId,
          idempotencyKey,
          input,
          language: request.language,
        },
        undefined,
        app.deps.caches,
      ),
  });

  registerCall(app, calls.getRedemptionDetail, {
    handler: ({ input, request }) =>
      getRedemptionDetail(orm, {
        memberId: principalOf(request).memberId,
        redemptionId: input.Redemption_Id,
        language: request.language,
      }),
  });

  registerCall(app, calls.showCouponCode, {
    handler: ({ input, request }) =>
      showPartnerCode(orm, {
        memberId: principalOf(request).memberId,
        redemptionId: input.Redemption_Id,
        language: request.language,
      }),
  });

  registerCall(app, calls.checkMerchant, {
    rateLimit: { ...CHECK_MERCHANT_LIMIT, keyGenerator: memberKey },
    handler: ({ input, request }) =>
      checkStoreCode(orm, {
        memberId: principalOf(request).memberId,
        redemptionId: input.Redemption_Id,
        storeCode: input.Store_Code,
        language: request.language,
      }),
  });

  registerCall(app, calls.updateCouponCode, {
    handler: ({ input, request }) =>
      useCoupon(orm, {
        memberId: principalOf(request).memberId,
        redemptionId: input.Redemption_Id,
        storeCode: input.Store_Code,
        language: request.language,
      }),
  });
}

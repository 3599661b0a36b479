import { TRACKING_STEPS } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../db/client.js';
import { privileges } from '../db/schema.js';
import { findMemberAddresses } from '../modules/addresses/address-repository.js';
import { TERMINAL_ACTOR } from '../modules/audit/audit-service.js';
import { findIdempotencyKey } from '../modules/idempotency/idempotency-repository.js';
import { findForeignMemberByEmail } from '../modules/members/member-repository.js';
import { showPartnerCode, useCoupon } from '../modules/redemptions/coupon-service.js';
import { redeemPrivilege } from '../modules/redemptions/redeem-service.js';
import { findMemberRedemption } from '../modules/redemptions/redemption-repository.js';
import { advanceShipment } from '../modules/redemptions/shipment-service.js';
import { UNCACHED_TIERS } from '../modules/tiers/tier-service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the member redeemed: some days before the seed's `now`, or so long ago that the coupon expired that many days since. */
type RedeemedWhen = { daysAgo: number } | { expiredDaysAgo: number };

/** A shipment step after ordered (packed, shipped, delivered in turn), days after the redemption. */
interface ShipmentStep {
  afterDays: number;
  carrier?: string;
  trackingNo?: string;
}

type FollowUp =
  | { kind: 'use'; storeCode: string; afterDays: number }
  | { kind: 'show'; afterDays: number }
  | { kind: 'ship'; steps: readonly ShipmentStep[] };

interface DemoRedemption {
  /** The Idempotency-Key the seed redeems under; a later run finds it and redeems nothing more. */
  key: string;
  slug: string;
  when: RedeemedWhen;
  followUp?: FollowUp;
}

/**
 * DESIGN §8 "history of every kind" for demo@example.com, oldest first so the ledger and the history
 * read in the order they happened. Cheap privileges without a tier rule (or within Gold), none that the
 * e2e flows redeem up to their per-member limit (the latte, the reading lamp). Follow-up times count
 * from the redemption, so a rerun on a later day asks for the same moments.
 */
export const DEMO_REDEMPTIONS: readonly DemoRedemption[] = [
  { key: 'seed-demo:expired-ecoupon', slug: 'starlight-arcade', when: { expiredDaysAgo: 10 } },
  {
    key: 'seed-demo:delivered-reward',
    slug: 'orchid-serum',
    when: { daysAgo: 16 },
    followUp: {
      kind: 'ship',
      steps: [
        { afterDays: 1 },
        { afterDays: 2, carrier: 'Kerry Express', trackingNo: 'KEX0123456789' },
        { afterDays: 4 },
      ],
    },
  },
  {
    key: 'seed-demo:shown-partner-code',
    slug: 'orchid-skincare-code',
    when: { daysAgo: 9 },
    followUp: { kind: 'show', afterDays: 0 },
  },
  {
    key: 'seed-demo:used-ecoupon',
    slug: 'brew-mango-sticky-rice',
    when: { daysAgo: 6 },
    followUp: { kind: 'use', storeCode: 'CHB-BKK-002', afterDays: 1 },
  },
  {
    key: 'seed-demo:shipped-reward',
    slug: 'mart-tote-bag',
    when: { daysAgo: 5 },
    followUp: {
      kind: 'ship',
      steps: [{ afterDays: 1 }, { afterDays: 2, carrier: 'Thailand Post EMS', trackingNo: 'EY123456789TH' }],
    },
  },
  { key: 'seed-demo:active-ecoupon', slug: 'starlight-popcorn-combo', when: { daysAgo: 2 } },
  { key: 'seed-demo:ordered-reward', slug: 'rewards-mug', when: { daysAgo: 1 } },
];

const storedRedemption = z.object({ redemption_id: z.number().int() });

function redeemedAtOf(when: RedeemedWhen, couponValidDays: number, now: Date): Date {
  const daysAgo = 'daysAgo' in when ? when.daysAgo : couponValidDays + when.expiredDaysAgo;
  return new Date(now.getTime() - daysAgo * DAY_MS);
}

async function findSeededPrivilege(orm: Orm, slug: string) {
  const [row] = await orm
    .select({
      id: privileges.id,
      categoryId: privileges.categoryId,
      kind: privileges.kind,
      startsAt: privileges.startsAt,
      couponValidDays: privileges.couponValidDays,
    })
    .from(privileges)
    .where(eq(privileges.imageUrl, `/media/privileges/${slug}.svg`));
  if (!row) throw new Error(`Redemption seed: privilege ${slug} is not seeded`);
  return row;
}

/** Brings the redemption to the state its follow-up describes, from wherever it stands (a rerun does nothing). */
async function followUp(orm: Orm, memberId: number, redemptionId: number, step: FollowUp): Promise<void> {
  const redemption = await findMemberRedemption(orm, memberId, redemptionId);
  if (!redemption) throw new Error(`Redemption seed: redemption ${redemptionId} vanished`);
  const at = (afterDays: number) => new Date(redemption.createdAt.getTime() + afterDays * DAY_MS);
  const request = { memberId, redemptionId, language: 'en' as const };
  if (step.kind === 'use') {
    if (redemption.status !== 'used')
      await useCoupon(orm, { ...request, storeCode: step.storeCode }, at(step.afterDays));
    return;
  }
  if (step.kind === 'show') {
    if (redemption.partnerCodeShownAt === null) await showPartnerCode(orm, request, at(step.afterDays));
    return;
  }
  // TRACKING_STEPS[0] is ordered, where every redemption starts; steps[i] moves it to TRACKING_STEPS[i + 1].
  const reached = TRACKING_STEPS.indexOf(redemption.status as (typeof TRACKING_STEPS)[number]);
  for (const [index, shipment] of step.steps.entries()) {
    if (index + 1 <= reached) continue;
    await advanceShipment(
      orm,
      TERMINAL_ACTOR,
      { redemptionId, carrier: shipment.carrier, trackingNo: shipment.trackingNo },
      at(shipment.afterDays),
    );
  }
}

/**
 * DESIGN §8: the demo member's redemptions of every kind, made through the real redeem, coupon and
 * shipment services, so the points leave through the ledger and the stock is taken. Idempotent: each
 * redemption is found again by its Idempotency-Key, and each follow-up only moves a redemption that has
 * not reached its state yet.
 */
export async function seedDemoRedemptions(orm: Orm, now: Date): Promise<void> {
  const member = await findForeignMemberByEmail(orm, 'demo@example.com');
  // A demo member a developer suspended or cancelled may not redeem; her history stays as it is.
  if (member?.status !== 'active') return;
  const [address] = await findMemberAddresses(orm, member.id);
  for (const demo of DEMO_REDEMPTIONS) {
    const done = await findIdempotencyKey(orm, { memberId: member.id, operatorId: undefined, key: demo.key });
    let redemptionId = done ? storedRedemption.parse(done.responseBody).redemption_id : undefined;
    if (redemptionId === undefined) {
      const privilege = await findSeededPrivilege(orm, demo.slug);
      const redeemedAt = redeemedAtOf(demo.when, privilege.couponValidDays, now);
      // A catalogue seeded less than that long ago was not live then: a later start adds this one.
      if (redeemedAt < privilege.startsAt) continue;
      const result = await redeemPrivilege(
        orm,
        UNCACHED_TIERS,
        {
          memberId: member.id,
          idempotencyKey: demo.key,
          language: 'en',
          input: {
            Privilege_Id: privilege.id,
            Category_Id: privilege.categoryId,
            Address_Id: privilege.kind === 'physical' ? address?.address.id : undefined,
          },
        },
        redeemedAt,
      );
      redemptionId = result.redemption_id;
    }
    if (demo.followUp) await followUp(orm, member.id, redemptionId, demo.followUp);
  }
}

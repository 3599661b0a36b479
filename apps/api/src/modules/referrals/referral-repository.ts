import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, referrals } from '../../db/schema.js';

/** The ledger reference of the referrer's reward names the friend who joined; the friend's names the referrer. */
export const REFEREE_REFERENCE_PREFIX = 'referee:';
export const REFERRER_REFERENCE_PREFIX = 'referrer:';

/** A member is referred once: recording the same referee again keeps the first referrer. */
export async function insertReferral(db: Executor, referral: { memberId: number; referrerId: number }): Promise<void> {
  await db.insert(referrals).values(referral).onConflictDoNothing({ target: referrals.memberId });
}

/**
 * Marks the referral rewarded unless it already was; true only for the one caller that marked it, so the
 * points of DESIGN §6 are given once whatever retries or races happen.
 */
export async function markReferralRewarded(db: Executor, memberId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(referrals)
    .set({ rewardedAt: at })
    .where(and(eq(referrals.memberId, memberId), isNull(referrals.rewardedAt)))
    .returning({ memberId: referrals.memberId });
  return rows.length > 0;
}

export async function countFriendsJoined(db: Executor, referrerId: number): Promise<number> {
  const [row] = await db.select({ friends: count() }).from(referrals).where(eq(referrals.referrerId, referrerId));
  return row?.friends ?? 0;
}

/**
 * The member's referrals for their PDPA export (DESIGN §16): who invited them (by member code) and when
 * each friend they invited joined; the friends themselves are other people's data and stay out.
 */
export async function selectReferralsOf(db: Executor, memberId: number) {
  const [invitedBy] = await db
    .select({ referrerCode: members.mbkMemberId, createdAt: referrals.createdAt, rewardedAt: referrals.rewardedAt })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.referrerId))
    .where(eq(referrals.memberId, memberId));
  const friends = await db
    .select({ createdAt: referrals.createdAt, rewardedAt: referrals.rewardedAt })
    .from(referrals)
    .where(eq(referrals.referrerId, memberId))
    .orderBy(referrals.createdAt);
  return { invitedBy: invitedBy ?? null, friends };
}

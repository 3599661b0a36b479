import { type getFriendReferral, REFERRAL_REWARD } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { findMemberById } from '../customers/member-repository.js';
import { earnPoints } from '../points/point-service.js';
import {
  countFriendsJoined,
  insertReferral,
  markReferralRewarded,
  REFEREE_REFERENCE_PREFIX,
  REFERRER_REFERENCE_PREFIX,
  sumReferrerPoints,
} from './referral-repository.js';

type FriendReferral = z.output<typeof getFriendReferral.output>;

interface ReferralMember {
  id: number;
  mbkMemberId: string;
}

/**
 * Records that `referee` joined through `referrer` and, in the caller's transaction (the registration's),
 * gives both their DESIGN §6 reward with the default expiry. The referral row is marked rewarded first and
 * only the transaction that marked it pays, so the reward is never given twice.
 */
export async function rewardReferral(
  tx: Executor,
  members: { referee: ReferralMember; referrer: ReferralMember },
  now = new Date(),
): Promise<void> {
  const { referee, referrer } = members;
  await insertReferral(tx, { memberId: referee.id, referrerId: referrer.id });
  if (!(await markReferralRewarded(tx, referee.id, now))) return;
  await earnPoints(
    tx,
    {
      memberId: referrer.id,
      amount: REFERRAL_REWARD.referrer,
      source: 'referral',
      reason: `Referral of ${referee.mbkMemberId}`,
      reference: `${REFEREE_REFERENCE_PREFIX}${referee.id}`,
    },
    now,
  );
  await earnPoints(
    tx,
    {
      memberId: referee.id,
      amount: REFERRAL_REWARD.referee,
      source: 'referral',
      reason: `Referred by ${referrer.mbkMemberId}`,
      reference: `${REFERRER_REFERENCE_PREFIX}${referrer.id}`,
    },
    now,
  );
}

/** Point/GetFriendReferral: the member's code is their member id; the link opens the landing page with it. */
export async function loadFriendReferral(db: Executor, memberId: number, publicUrl: string): Promise<FriendReferral> {
  const [member, friendsJoined, pointsEarned] = await Promise.all([
    findMemberById(db, memberId),
    countFriendsJoined(db, memberId),
    sumReferrerPoints(db, memberId),
  ]);
  if (!member) throw new AppError('UNAUTHORIZED');
  const code = member.mbkMemberId;
  return {
    referral_code: code,
    referral_link: `${publicUrl.replace(/\/+$/, '')}/landing?ref=${encodeURIComponent(code)}`,
    friends_joined: friendsJoined,
    points_earned: pointsEarned,
    reward_referrer: REFERRAL_REWARD.referrer,
    reward_referee: REFERRAL_REWARD.referee,
  };
}

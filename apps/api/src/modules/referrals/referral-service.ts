import type { getFriendReferral } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { findMemberById } from '../members/member-service.js';
import { sumPointsByReference } from '../points/ledger-read-service.js';
import { earnPoints } from '../points/point-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import {
  countFriendsJoined,
  insertReferral,
  markReferralRewarded,
  REFEREE_REFERENCE_PREFIX,
  REFERRER_REFERENCE_PREFIX,
} from './referral-repository.js';

export { selectReferralsOf as listReferralsOf } from './referral-repository.js';

type FriendReferral = z.output<typeof getFriendReferral.output>;

interface ReferralMember {
  id: number;
  mbkMemberId: string;
}

/**
 * Records that `referee` joined through `referrer` and, in the caller's transaction (the registration's),
 * gives both the reward of the programme rules (DESIGN §6: 50 and 20 by default; none when set to 0). The referral row is marked rewarded first and
 * only the transaction that marked it pays, so the reward is never given twice.
 */
export async function rewardReferral(
  tx: Executor,
  rules: RulesReader,
  members: { referee: ReferralMember; referrer: ReferralMember },
  now = new Date(),
): Promise<void> {
  const { referee, referrer } = members;
  await insertReferral(tx, { memberId: referee.id, referrerId: referrer.id });
  if (!(await markReferralRewarded(tx, referee.id, now))) return;
  const { referralReferrerPoints, referralRefereePoints } = await rules.read(tx);
  const rewards = [
    {
      memberId: referrer.id,
      amount: referralReferrerPoints,
      reason: `Referral of ${referee.mbkMemberId}`,
      reference: `${REFEREE_REFERENCE_PREFIX}${referee.id}`,
    },
    {
      memberId: referee.id,
      amount: referralRefereePoints,
      reason: `Referred by ${referrer.mbkMemberId}`,
      reference: `${REFERRER_REFERENCE_PREFIX}${referrer.id}`,
    },
  ];
  for (const reward of rewards) {
    if (reward.amount > 0) await earnPoints(tx, { ...reward, source: 'referral', rules }, now);
  }
}

/** Point/GetFriendReferral: the member's code is their member id; the link opens the landing page with it. */
export async function loadFriendReferral(
  db: Executor,
  programmeRules: RulesReader,
  memberId: number,
  publicUrl: string,
): Promise<FriendReferral> {
  const [member, friendsJoined, pointsEarned, rules] = await Promise.all([
    findMemberById(db, memberId),
    countFriendsJoined(db, memberId),
    sumPointsByReference(db, memberId, { source: 'referral', referencePrefix: REFEREE_REFERENCE_PREFIX }),
    programmeRules.read(db),
  ]);
  if (!member) throw new AppError('UNAUTHORIZED');
  const code = member.mbkMemberId;
  return {
    referral_code: code,
    referral_link: `${publicUrl.replace(/\/+$/, '')}/landing?ref=${encodeURIComponent(code)}`,
    friends_joined: friendsJoined,
    points_earned: pointsEarned,
    reward_referrer: rules.referralReferrerPoints,
    reward_referee: rules.referralRefereePoints,
  };
}

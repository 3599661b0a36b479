import {
  getFriendReferral,
  getPointHistory,
  getTransferPointInfo,
  register as registerCall,
  requestOtp,
  verifyOtp,
} from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { type Caller, callContract } from '../../../../test/call-contract.js';
import { latestOtp, uniqueMobile, validThaiIdCard } from '../../../../test/factories.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { useTestApp } from '../../../../test/test-app.js';
import { rewardReferral } from '../../../modules/referrals/referral-service.js';

/** DESIGN §6 defaults, inserted by migration 0006 into programme_rules. */
const REFERRAL_REWARD = { referrer: 50, referee: 20 };

const context = useTestApp({ config: { publicUrl: 'https://rewards.example.com/' } });

/** A `bcrm-register` session for a new mobile, as SMS/VerifyOTP answers it. */
async function registrationToken(mobile: string): Promise<string> {
  const requested = await callContract(context.app, requestOtp, { Mobile_No: mobile });
  const verified = await callContract(context.app, verifyOtp, {
    Mobile_No: mobile,
    Ref_Id: requested.data.ref_id,
    Otp: await latestOtp(context.database.orm, mobile),
  });
  const { token } = verified.data;
  if (!token) throw new Error(`VerifyOTP answered no registration session: ${verified.text}`);
  return token;
}

function register(token: string, ref: string, idempotencyKey: string) {
  return callContract(
    context.app,
    registerCall,
    {
      National_Type: 'thai',
      Gov_Id_Ref: validThaiIdCard(),
      First_Name: 'สมชาย',
      Last_Name: 'ใจดี',
      Gender: 'male',
      Birth_Year: 1990,
      Accept_Consentandpolicy: true,
      Ref: ref,
    },
    { as: { token }, idempotencyKey },
  );
}

const referral = (as: Caller) => callContract(context.app, getFriendReferral, undefined, { as });

async function balanceOf(as: Caller): Promise<number> {
  return (await callContract(context.app, getTransferPointInfo, undefined, { as })).data.point_balance;
}

describe('Point/GetFriendReferral', () => {
  it('answers the member’s code, the invite link on the public URL and the rewards', async () => {
    const member = await memberWithPoints(context.database.orm, 0);
    const response = await referral(member);
    expect(response.statusCode, response.text).toBe(200);
    expect(response.data).toEqual({
      referral_code: member.member.mbkMemberId,
      referral_link: `https://rewards.example.com/landing?ref=${member.member.mbkMemberId}`,
      friends_joined: 0,
      points_earned: 0,
      reward_referrer: REFERRAL_REWARD.referrer,
      reward_referee: REFERRAL_REWARD.referee,
    });
  });

  it('refuses a request without a session', async () => {
    const response = await callContract(context.app, getFriendReferral);
    expect(response.statusCode).toBe(401);
    expect(response.code).toBe('UNAUTHORIZED');
  });
});

describe('the referral reward on Customer/Register with Ref', () => {
  it('gives the referrer and the new member their points once, even when the registration is retried', async () => {
    const referrer = await memberWithPoints(context.database.orm, 0);
    const token = await registrationToken(uniqueMobile());
    const first = await register(token, referrer.member.mbkMemberId, 'register-with-ref-1');
    expect(first.statusCode, first.text).toBe(200);
    await register(token, referrer.member.mbkMemberId, 'register-with-ref-1');
    const newMember = first.data;

    expect(await balanceOf(referrer)).toBe(REFERRAL_REWARD.referrer);
    expect(await balanceOf(newMember)).toBe(REFERRAL_REWARD.referee);
    expect((await referral(referrer)).data).toMatchObject({
      friends_joined: 1,
      points_earned: REFERRAL_REWARD.referrer,
    });
    // The new member's own welcome reward is not something they earned by referring.
    expect((await referral(newMember)).data).toMatchObject({ friends_joined: 0, points_earned: 0 });

    const history = await callContract(context.app, getPointHistory, {}, { as: referrer });
    expect(history.data.items).toEqual([
      expect.objectContaining({ kind: 'earn', source: 'referral', points: REFERRAL_REWARD.referrer }),
    ]);
    const reasons = await context.database.pool.query(
      "select reason from point_ledger where source = 'referral' and member_id = $1",
      [referrer.member.id],
    );
    expect(reasons.rows).toEqual([{ reason: `Referral of ${newMember.mbk_member_id}` }]);
    const marked = await context.database.pool.query('select rewarded_at from referrals where referrer_id = $1', [
      referrer.member.id,
    ]);
    expect(marked.rows[0].rewarded_at).toBeInstanceOf(Date);
  });

  it('counts every friend who joined and every reward they brought', async () => {
    const referrer = await memberWithPoints(context.database.orm, 0);
    for (const key of ['friend-one-key', 'friend-two-key']) {
      const response = await register(await registrationToken(uniqueMobile()), referrer.member.mbkMemberId, key);
      expect(response.statusCode, response.text).toBe(200);
    }
    expect((await referral(referrer)).data).toMatchObject({
      friends_joined: 2,
      points_earned: 2 * REFERRAL_REWARD.referrer,
    });
  });

  it('never rewards the same referral twice, whoever asks again', async () => {
    const referrer = await memberWithPoints(context.database.orm, 0);
    const referee = await memberWithPoints(context.database.orm, 0);
    const members = { referee: referee.member, referrer: referrer.member };
    const { rules } = context.app.deps.caches;
    await context.database.orm.transaction((tx) => rewardReferral(tx, rules, members));
    await context.database.orm.transaction((tx) => rewardReferral(tx, rules, members));
    expect(await balanceOf(referrer)).toBe(REFERRAL_REWARD.referrer);
    expect(await balanceOf(referee)).toBe(REFERRAL_REWARD.referee);
  });
});

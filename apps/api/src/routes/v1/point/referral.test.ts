import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestOtp, uniqueMobile, validThaiIdCard } from '../../../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';
import { rewardReferral } from '../../../modules/referrals/referral-service.js';
import { callPoint, memberWithPoints } from './point-test-kit.js';

/** DESIGN §6 defaults, inserted by migration 0006 into programme_rules. */
const REFERRAL_REWARD = { referrer: 50, referee: 20 };

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database, { config: { publicUrl: 'https://rewards.example.com/' } });
});
afterAll(() => app.close());

/** A `bcrm-register` session for a new mobile, as SMS/VerifyOTP answers it. */
async function registrationToken(mobile: string): Promise<string> {
  const requested = await app.inject({ method: 'POST', url: '/api/v1/SMS/RequestOTP', payload: { Mobile_No: mobile } });
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/SMS/VerifyOTP',
    payload: {
      Mobile_No: mobile,
      Ref_Id: requested.json().data.ref_id,
      Otp: await latestOtp(context.database.orm, mobile),
    },
  });
  return verified.json().data.token;
}

function register(token: string, ref: string, key: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/Customer/Register',
    payload: {
      National_Type: 'thai',
      Gov_Id_Ref: validThaiIdCard(),
      First_Name: 'สมชาย',
      Last_Name: 'ใจดี',
      Gender: 'male',
      Birth_Year: 1990,
      Accept_Consentandpolicy: true,
      Ref: ref,
    },
    headers: { ...bearer(token), 'idempotency-key': key },
  });
}

const referral = (token: string) => callPoint(app, 'GetFriendReferral', { token });

async function balanceOf(token: string): Promise<number> {
  return (await callPoint(app, 'GetTransferPointInfo', { token })).json().data.point_balance;
}

describe('Point/GetFriendReferral', () => {
  it('answers the member’s code, the invite link on the public URL and the rewards', async () => {
    const member = await memberWithPoints(context.database, 0);
    const response = await referral(member.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      referral_code: member.member.mbkMemberId,
      referral_link: `https://rewards.example.com/landing?ref=${member.member.mbkMemberId}`,
      friends_joined: 0,
      points_earned: 0,
      reward_referrer: REFERRAL_REWARD.referrer,
      reward_referee: REFERRAL_REWARD.referee,
    });
  });

  it('refuses a request without a session', async () => {
    const response = await callPoint(app, 'GetFriendReferral');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});

describe('the referral reward on Customer/Register with Ref', () => {
  it('gives the referrer and the new member their points once, even when the registration is retried', async () => {
    const referrer = await memberWithPoints(context.database, 0);
    const token = await registrationToken(uniqueMobile());
    const first = await register(token, referrer.member.mbkMemberId, 'register-with-ref-1');
    expect(first.statusCode, first.body).toBe(200);
    await register(token, referrer.member.mbkMemberId, 'register-with-ref-1');
    const newMember = first.json().data;

    expect(await balanceOf(referrer.token)).toBe(REFERRAL_REWARD.referrer);
    expect(await balanceOf(newMember.token)).toBe(REFERRAL_REWARD.referee);
    expect((await referral(referrer.token)).json().data).toMatchObject({
      friends_joined: 1,
      points_earned: REFERRAL_REWARD.referrer,
    });
    // The new member's own welcome reward is not something they earned by referring.
    expect((await referral(newMember.token)).json().data).toMatchObject({ friends_joined: 0, points_earned: 0 });

    const history = await app.inject({ url: '/api/v1/History/GetPointHistory', headers: bearer(referrer.token) });
    expect(history.json().data.items).toEqual([
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
    const referrer = await memberWithPoints(context.database, 0);
    for (const key of ['friend-one-key', 'friend-two-key']) {
      const response = await register(await registrationToken(uniqueMobile()), referrer.member.mbkMemberId, key);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await referral(referrer.token)).json().data).toMatchObject({
      friends_joined: 2,
      points_earned: 2 * REFERRAL_REWARD.referrer,
    });
  });

  it('never rewards the same referral twice, whoever asks again', async () => {
    const referrer = await memberWithPoints(context.database, 0);
    const referee = await memberWithPoints(context.database, 0);
    const members = { referee: referee.member, referrer: referrer.member };
    await context.database.orm.transaction((tx) => rewardReferral(tx, members));
    await context.database.orm.transaction((tx) => rewardReferral(tx, members));
    expect(await balanceOf(referrer.token)).toBe(REFERRAL_REWARD.referrer);
    expect(await balanceOf(referee.token)).toBe(REFERRAL_REWARD.referee);
  });
});

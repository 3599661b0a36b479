import { getTransferPointInfo, OTP_POLICY, transferPoint } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Caller, callContract } from '../../../../test/call-contract.js';
import { messageCount } from '../../../../test/factories.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { askTransferCode, loginContactOf, transferWithCode } from '../../../../test/fixtures/transfers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { otpChallenges } from '../../../db/schema.js';

/** DESIGN §6 default `transfer_otp_threshold` (migration 0031): the largest transfer sent without a code. */
const THRESHOLD = 1_000;

const context = useTestApp();

type TransferInput = { Member_Id: string; Points: number; Otp?: string; Ref_Id?: string };
const transfer = (as: Caller, input: TransferInput, idempotencyKey?: string) =>
  callContract(context.app, transferPoint, input, { as, ...(idempotencyKey ? { idempotencyKey } : {}) });
const balanceOf = async (as: Caller) =>
  (await callContract(context.app, getTransferPointInfo, undefined, { as })).data.point_balance;

async function senderAndRecipient(points = 5_000) {
  const sender = await memberWithPoints(context.database.orm, points);
  const recipient = await memberWithPoints(context.database.orm, 0);
  return { sender, recipient, to: recipient.member.mbkMemberId };
}

/** The other code of six digits: wrong for sure. */
const otherCode = (code: string) => String((Number(code) + 1) % 10 ** OTP_POLICY.digits).padStart(6, '0');

describe('Point/TransferPoint above the one-time-code threshold', () => {
  it('moves up to the threshold without a code and sends nothing', async () => {
    const { sender, recipient, to } = await senderAndRecipient();
    const below = await transfer(sender, { Member_Id: to, Points: THRESHOLD - 1 });
    const at = await transfer(sender, { Member_Id: to, Points: THRESHOLD });
    expect([below.statusCode, at.statusCode]).toEqual([200, 200]);
    expect(await messageCount(context.database.orm, loginContactOf(sender))).toBe(0);
    expect(await balanceOf(recipient)).toBe(2 * THRESHOLD - 1);
  });

  it('answers 403 OTP_REQUIRED above it, with the reference and where the code went, and moves nothing', async () => {
    const sender = await memberWithPoints(context.database.orm, 5_000, { loginType: 2 });
    const { recipient, to } = await senderAndRecipient(0);
    const asked = await transfer(sender, { Member_Id: to, Points: THRESHOLD + 1 });
    expect(asked.statusCode).toBe(403);
    expect(asked.code).toBe('OTP_REQUIRED');
    const mobile = sender.member.mobileNo ?? '';
    expect(asked.body).toMatchObject({
      otp: {
        ref_id: expect.any(String),
        otp_ref: expect.stringMatching(/^[A-Z]{4}$/),
        recipient_masked: `${mobile.slice(0, 2)}x-xxx-${mobile.slice(-4)}`,
      },
    });
    expect(await messageCount(context.database.orm, mobile)).toBe(1);
    expect(await balanceOf(sender)).toBe(5_000);
    expect(await balanceOf(recipient)).toBe(0);
  });

  it('sends a foreigner the code by e-mail', async () => {
    const sender = await memberWithPoints(context.database.orm, 5_000, {
      loginType: 1,
      email: `transfer-${Date.now()}@example.com`,
    });
    const { to } = await senderAndRecipient(0);
    const sent = await transferWithCode(context.app, context.database.orm, sender, { Member_Id: to, Points: 1_500 });
    expect(sent.statusCode, sent.text).toBe(200);
    expect(await messageCount(context.database.orm, sender.member.email ?? '')).toBe(1);
  });

  it('moves the points with the code, and a retry with the same key answers the same', async () => {
    const { sender, recipient, to } = await senderAndRecipient();
    const { otp, code } = await askTransferCode(context.app, context.database.orm, sender, {
      Member_Id: to,
      Points: 1_500,
    });
    const input = { Member_Id: to, Points: 1_500, Otp: code, Ref_Id: otp.ref_id };
    const first = await transfer(sender, input, 'otp-transfer-key-1');
    const again = await transfer(sender, input, 'otp-transfer-key-1');
    expect(first.statusCode, first.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(sender)).toBe(3_500);
    expect(await balanceOf(recipient)).toBe(1_500);
  });

  it('answers the same reference to a repeated request during the resend cool-down', async () => {
    const { sender, to } = await senderAndRecipient();
    const first = await askTransferCode(context.app, context.database.orm, sender, { Member_Id: to, Points: 1_500 });
    const second = await askTransferCode(context.app, context.database.orm, sender, { Member_Id: to, Points: 1_500 });
    expect(second.otp.ref_id).toBe(first.otp.ref_id);
    expect(await messageCount(context.database.orm, loginContactOf(sender))).toBe(1);
  });

  it('refuses a wrong code with OTP_INVALID and locks the contact after the usual number of wrong codes', async () => {
    const { sender, to } = await senderAndRecipient();
    const { otp, code } = await askTransferCode(context.app, context.database.orm, sender, {
      Member_Id: to,
      Points: 1_500,
    });
    const wrong = { Member_Id: to, Points: 1_500, Otp: otherCode(code), Ref_Id: otp.ref_id };
    const answers = [];
    for (let attempt = 0; attempt < OTP_POLICY.maxWrongTries; attempt += 1)
      answers.push((await transfer(sender, wrong)).code);
    expect(answers).toEqual([...Array(OTP_POLICY.maxWrongTries - 1).fill('OTP_INVALID'), 'OTP_LOCKED']);
    const right = await transfer(sender, { ...wrong, Otp: code });
    expect(right.code).toBe('OTP_LOCKED');
    expect(await balanceOf(sender)).toBe(5_000);
  });

  it('refuses a code sent for another amount or another recipient', async () => {
    const { sender, to } = await senderAndRecipient(10_000);
    const other = await memberWithPoints(context.database.orm, 0);
    const { otp, code } = await askTransferCode(context.app, context.database.orm, sender, {
      Member_Id: to,
      Points: 1_500,
    });
    const moreToSame = await transfer(sender, { Member_Id: to, Points: 5_000, Otp: code, Ref_Id: otp.ref_id });
    const sameToOther = await transfer(sender, {
      Member_Id: other.member.mbkMemberId,
      Points: 1_500,
      Otp: code,
      Ref_Id: otp.ref_id,
    });
    expect([moreToSame.code, sameToOther.code]).toEqual(['OTP_INVALID', 'OTP_INVALID']);
    expect(await balanceOf(sender)).toBe(10_000);
    expect(await balanceOf(other)).toBe(0);
  });

  it('refuses another member using the sender code', async () => {
    const { sender, to } = await senderAndRecipient();
    const thief = await memberWithPoints(context.database.orm, 5_000);
    const { otp, code } = await askTransferCode(context.app, context.database.orm, sender, {
      Member_Id: to,
      Points: 1_500,
    });
    const stolen = await transfer(thief, { Member_Id: to, Points: 1_500, Otp: code, Ref_Id: otp.ref_id });
    expect(stolen.code).toBe('OTP_INVALID');
    expect(await balanceOf(thief)).toBe(5_000);
  });

  it('uses a code once: a second transfer with it (another key) is refused', async () => {
    const { sender, recipient, to } = await senderAndRecipient();
    const { otp, code } = await askTransferCode(context.app, context.database.orm, sender, {
      Member_Id: to,
      Points: 1_500,
    });
    const input = { Member_Id: to, Points: 1_500, Otp: code, Ref_Id: otp.ref_id };
    expect((await transfer(sender, input, 'otp-once-1')).statusCode).toBe(200);
    const reused = await transfer(sender, input, 'otp-once-2');
    expect(reused.code).toBe('OTP_EXPIRED');
    expect(await balanceOf(recipient)).toBe(1_500);
  });

  it('moves the points once for parallel copies with the code, with or without one key', async () => {
    const { sender, recipient, to } = await senderAndRecipient();
    const { otp, code } = await askTransferCode(context.app, context.database.orm, sender, {
      Member_Id: to,
      Points: 1_500,
    });
    const input = { Member_Id: to, Points: 1_500, Otp: code, Ref_Id: otp.ref_id };
    const sameKey = await Promise.all(Array.from({ length: 4 }, () => transfer(sender, input, 'otp-parallel-key')));
    const otherKeys = await Promise.all(
      Array.from({ length: 4 }, (_, index) => transfer(sender, input, `otp-parallel-other-${index}`)),
    );
    expect(sameKey.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(sameKey.map((answer) => answer.data.transfer_id)).size).toBe(1);
    expect(otherKeys.map((answer) => answer.code)).toEqual(Array(4).fill('OTP_EXPIRED'));
    expect(await balanceOf(recipient)).toBe(1_500);
  });

  it('refuses an expired code with OTP_EXPIRED', async () => {
    const { sender, to } = await senderAndRecipient();
    const { otp, code } = await askTransferCode(context.app, context.database.orm, sender, {
      Member_Id: to,
      Points: 1_500,
    });
    await context.database.orm
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(otpChallenges.refId, otp.ref_id));
    const late = await transfer(sender, { Member_Id: to, Points: 1_500, Otp: code, Ref_Id: otp.ref_id });
    expect(late.code).toBe('OTP_EXPIRED');
    expect(await balanceOf(sender)).toBe(5_000);
  });

  it('refuses a code without its reference as VALIDATION_FAILED', async () => {
    const { sender, to } = await senderAndRecipient();
    const answer = await transfer(sender, { Member_Id: to, Points: 1_500, Otp: '123456' });
    expect(answer.statusCode).toBe(400);
    expect(answer.code).toBe('VALIDATION_FAILED');
  });
});

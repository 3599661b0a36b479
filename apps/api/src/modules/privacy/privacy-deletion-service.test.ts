import { randomUUID } from 'node:crypto';
import {
  type CallInput,
  getPointHistory,
  register,
  requestOtp,
  requestOtpByEmail,
  verifyOtp,
  verifyOtpByEmail,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callContract } from '../../../test/call-contract.js';
import { latestMessage, TEST_PASSWORD, uniqueEmail, uniqueMobile, validThaiIdCard } from '../../../test/factories.js';
import { addAddress, redeemedOffer } from '../../../test/fixtures/redemptions.js';
import { useTestApp } from '../../../test/test-app.js';
import {
  addresses,
  idempotencyKeys,
  lineFollows,
  members,
  notificationDeliveries,
  notifications,
  otpLocks,
  outboxMessages,
  pointLedger,
  privacyRequests,
  receipts,
  redemptions,
  sessions,
} from '../../db/schema.js';
import { recordFollow } from '../line/line-follow-repository.js';
import { pointBalance } from '../points/point-service.js';
import { type DeletionContext, processDeletionRequest, requestDeletion } from './privacy-deletion-service.js';
import { eraseDueDeletions, sweepPrivacy } from './privacy-sweep.js';

const context = useTestApp();
const db = () => context.database.orm;
const DAY_MS = 86_400_000;

function deletionContext(): DeletionContext {
  const { adapters, auth, caches, database } = context.app.deps;
  return {
    orm: database.orm,
    rules: caches.rules,
    storage: adapters.storage,
    privateStorage: adapters.privateStorage,
    sessions: auth.sessions,
  };
}

async function memberRow(id: number) {
  const [row] = await db().select().from(members).where(eq(members.id, id));
  if (!row) throw new Error(`member ${id} is gone`);
  return row;
}

/** A redeem-ready member with every kind of personal data the programme holds. */
async function memberWithEverything() {
  const lineUserId = `U${randomUUID().replaceAll('-', '')}`;
  const redeemed = await redeemedOffer(context.app, db(), { points: 100 });
  const { member } = redeemed.member;
  const deps = deletionContext();
  const pictureKey = `profile/${member.id}/${randomUUID()}.webp`;
  const pictureUrl = await deps.storage.put(pictureKey, Buffer.from('picture'), 'image/webp');
  await db()
    .update(members)
    .set({
      lineUserId,
      pictureUrl,
      govIdRef: validThaiIdCard(),
      govIdType: 'id_card',
      dateOfBirth: '1990-04-01',
      birthYear: 1990,
      gender: 'female',
      address: '1 Sukhumvit',
      postalCode: '10110',
      nationality: 'TH',
      career: 'engineer',
      income: '50000',
      education: 'bachelor',
      relationshipStatus: 'single',
    })
    .where(eq(members.id, member.id));
  await addAddress(db(), member.id);
  // An address write's kept answer (its Idempotency-Key) repeats the address.
  await db()
    .insert(idempotencyKeys)
    .values({
      memberId: member.id,
      key: randomUUID(),
      requestHash: 'b'.repeat(64),
      responseStatus: 200,
      responseBody: { status: 'success', data: { address: '1 Sukhumvit' } },
    });
  const receiptKey = `receipts/${member.id}/${randomUUID()}.jpg`;
  const viewKey = `receipts/${member.id}/${randomUUID()}-view.jpg`;
  await deps.privateStorage.put(receiptKey, Buffer.from('receipt'), 'image/jpeg');
  await deps.privateStorage.put(viewKey, Buffer.from('view'), 'image/jpeg');
  await db()
    .insert(receipts)
    .values({
      memberId: member.id,
      fileKey: receiptKey,
      viewFileKey: viewKey,
      contentType: 'image/jpeg',
      sizeBytes: 7,
      fileHash: 'a'.repeat(64),
    });
  await recordFollow(db(), { lineUserId, following: true, changedAt: new Date(), webhookEventId: randomUUID() });
  const contacts = [member.email ?? '', member.mobileNo ?? ''];
  await db()
    .insert(otpLocks)
    .values(contacts.map((recipient) => ({ recipient, wrongCount: 2 })));
  await db()
    .insert(outboxMessages)
    .values(contacts.map((recipient) => ({ channel: 'email' as const, recipient, body: 'Hello Test' })));
  const [notification] = await db()
    .insert(notifications)
    .values({
      memberId: member.id,
      kind: 'broadcast',
      titleTh: 'ข่าว',
      titleEn: 'News',
      bodyTh: 'ข่าว',
      bodyEn: 'News',
      eventKey: `test:${randomUUID()}`,
    })
    .returning();
  await db()
    .insert(notificationDeliveries)
    .values({ notificationId: notification?.id ?? 0, channel: 'email' });
  return { ...redeemed, member: await memberRow(member.id), pictureKey, receiptKey, viewKey, lineUserId, contacts };
}

function keptAnswersOf(memberId: number) {
  return db().select().from(idempotencyKeys).where(eq(idempotencyKeys.memberId, memberId));
}

describe('processDeletionRequest', () => {
  it('erases every personal field and file, keeping ledger and redemption rows on the anonymised member', async () => {
    const seeded = await memberWithEverything();
    const { member } = seeded;
    const deps = deletionContext();
    const historyBefore = await db().select().from(pointLedger).where(eq(pointLedger.memberId, member.id));
    expect(await keptAnswersOf(member.id)).toHaveLength(1);
    const request = await requestDeletion(deps, member.id, { password: TEST_PASSWORD });
    const done = await processDeletionRequest(deps, request.request_id, { now: new Date() });
    expect(done).toMatchObject({ status: 'completed', completed_at: expect.any(String) });

    const erased = await memberRow(member.id);
    expect(erased).toMatchObject({
      id: member.id,
      mbkMemberId: member.mbkMemberId,
      status: 'canceled',
      email: null,
      mobileNo: null,
      passwordHash: null,
      govIdRef: null,
      govIdType: null,
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      birthYear: null,
      gender: null,
      address: null,
      postalCode: null,
      nationality: null,
      education: null,
      career: null,
      income: null,
      relationshipStatus: null,
      pictureUrl: null,
      lineUserId: null,
      erasedAt: expect.any(Date),
    });
    expect(await deps.storage.open(seeded.pictureKey)).toBeUndefined();
    expect(await deps.privateStorage.open(seeded.receiptKey)).toBeUndefined();
    expect(await deps.privateStorage.open(seeded.viewKey)).toBeUndefined();
    const [receipt] = await db().select().from(receipts).where(eq(receipts.memberId, member.id));
    expect(receipt).toMatchObject({ viewFileKey: null, fileHash: null, sizeBytes: 7 });
    expect(await db().select().from(addresses).where(eq(addresses.memberId, member.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.memberId, member.id))).toEqual([]);
    expect(await keptAnswersOf(member.id)).toEqual([]);
    expect(await db().select().from(lineFollows).where(eq(lineFollows.lineUserId, seeded.lineUserId))).toEqual([]);
    for (const recipient of seeded.contacts) {
      expect(await db().select().from(otpLocks).where(eq(otpLocks.recipient, recipient))).toEqual([]);
      expect(await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient))).toEqual([]);
    }
    const [notification] = await db().select().from(notifications).where(eq(notifications.memberId, member.id));
    const [delivery] = await db()
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notification?.id ?? 0));
    expect(delivery).toMatchObject({ status: 'skipped', outcome: 'member erased' });

    expect(await pointBalance(db(), member.id)).toBe(0);
    const historyAfter = await db().select().from(pointLedger).where(eq(pointLedger.memberId, member.id));
    expect(historyAfter.slice(0, historyBefore.length)).toEqual(historyBefore);
    expect(historyAfter.at(-1)).toMatchObject({ kind: 'forfeit', delta: -90 });
    const [redemption] = await db().select().from(redemptions).where(eq(redemptions.id, seeded.redemptionId));
    expect(redemption?.memberId).toBe(member.id);

    const again = await processDeletionRequest(deps, request.request_id, { now: new Date() });
    expect(again).toEqual(done);
    expect(await memberRow(member.id)).toEqual(erased);
  });

  it('lets the erased member’s mobile register again as a new member', async () => {
    const mobile = uniqueMobile();
    const govId = validThaiIdCard();
    const first = await registerThai(mobile, govId);
    const deps = deletionContext();
    const request = await requestDeletion(deps, first.memberId, { password: 'Welcome123' });
    await processDeletionRequest(deps, request.request_id, { now: new Date() });
    const second = await registerThai(mobile, govId);
    expect(second.memberId).not.toBe(first.memberId);
    expect(await memberRow(second.memberId)).toMatchObject({ mobileNo: mobile, status: 'active', erasedAt: null });
    const history = await callContract(context.app, getPointHistory, {}, { as: { token: second.token } });
    expect(history.statusCode).toBe(200);
  });

  it('lets the erased member’s e-mail register again as a new foreign member', async () => {
    const email = uniqueEmail('erased');
    const passport = `E${Date.now()}`.slice(0, 9);
    const first = await registerForeigner(email, passport);
    const deps = deletionContext();
    const request = await requestDeletion(deps, first, { password: 'Welcome123' });
    await processDeletionRequest(deps, request.request_id, { now: new Date() });
    const second = await registerForeigner(email, passport);
    expect(second).not.toBe(first);
    expect(await memberRow(second)).toMatchObject({ email, loginType: 1, status: 'active' });
  });
});

async function registerThai(mobile: string, govId: string): Promise<{ memberId: number; token: string }> {
  const requested = await callContract(context.app, requestOtp, { Mobile_No: mobile });
  const Otp = (await latestMessage(db(), mobile))?.otp ?? '';
  const verified = await callContract(context.app, verifyOtp, {
    Mobile_No: mobile,
    Ref_Id: requested.data.ref_id,
    Otp,
  });
  const draft: CallInput<typeof register> = {
    National_Type: 'thai',
    Gov_Id_Ref: govId,
    First_Name: 'สมหญิง',
    Last_Name: 'ใจดี',
    Gender: 'female',
    Birth_Year: 1991,
    Password: 'Welcome123',
    Accept_Consentandpolicy: true,
  };
  const registered = await callContract(context.app, register, draft, { as: { token: verified.data.token ?? '' } });
  if (registered.statusCode !== 200) throw new Error(`Registration failed: ${registered.text}`);
  const [row] = await db().select().from(members).where(eq(members.mobileNo, mobile));
  return { memberId: row?.id ?? 0, token: registered.data.token };
}

async function registerForeigner(email: string, passport: string): Promise<number> {
  const requested = await callContract(context.app, requestOtpByEmail, { Email: email });
  const Otp = (await latestMessage(db(), email))?.otp ?? '';
  const verified = await callContract(context.app, verifyOtpByEmail, {
    Email: email,
    Ref_Id: requested.data.ref_id,
    Otp,
  });
  const draft: CallInput<typeof register> = {
    National_Type: 'foreigner',
    Gov_Id_Ref: passport,
    First_Name: 'Anna',
    Last_Name: 'Berg',
    Gender: 'female',
    Birth_Year: 1988,
    Password: 'Welcome123',
    Accept_Consentandpolicy: true,
  };
  const registered = await callContract(context.app, register, draft, { as: { token: verified.data.token ?? '' } });
  if (registered.statusCode !== 200) throw new Error(`Registration failed: ${registered.text}`);
  const [row] = await db().select().from(members).where(eq(members.email, email));
  return row?.id ?? 0;
}

describe('the privacy sweep', () => {
  it('erases a due request and an old cancellation, not a young one, once even when two sweeps run at once', async () => {
    const deps = deletionContext();
    const graceDays = (await deps.rules.read(db())).deletionGraceDays;
    const now = new Date();
    const due = await memberWithEverything();
    const request = await requestDeletion(
      deps,
      due.member.id,
      { password: TEST_PASSWORD },
      new Date(now.getTime() - (graceDays + 1) * DAY_MS),
    );
    const old = await memberWithEverything();
    await db()
      .update(members)
      .set({ status: 'canceled', canceledAt: new Date(now.getTime() - (graceDays + 2) * DAY_MS) })
      .where(eq(members.id, old.member.id));
    const young = await memberWithEverything();
    await db()
      .update(members)
      .set({ status: 'canceled', canceledAt: new Date(now.getTime() - DAY_MS) })
      .where(eq(members.id, young.member.id));

    const errors: unknown[] = [];
    await Promise.all([
      sweepPrivacy(deps, now, { onError: (error) => errors.push(error) }),
      sweepPrivacy(deps, now, { onError: (error) => errors.push(error) }),
    ]);
    expect(errors).toEqual([]);

    expect((await memberRow(due.member.id)).erasedAt).not.toBeNull();
    expect((await memberRow(old.member.id)).erasedAt).not.toBeNull();
    expect(await memberRow(young.member.id)).toMatchObject({ erasedAt: null, email: young.member.email });
    const [dueRequest] = await db().select().from(privacyRequests).where(eq(privacyRequests.id, request.request_id));
    expect(dueRequest).toMatchObject({ status: 'completed', processedBy: null, attempts: 1 });
    const oldRequests = await db().select().from(privacyRequests).where(eq(privacyRequests.memberId, old.member.id));
    expect(oldRequests).toEqual([
      expect.objectContaining({ kind: 'deletion', status: 'completed', processedBy: null }),
    ]);
    for (const memberId of [due.member.id, old.member.id]) {
      const forfeits = (await db().select().from(pointLedger).where(eq(pointLedger.memberId, memberId))).filter(
        (entry) => entry.kind === 'forfeit',
      );
      expect(forfeits).toHaveLength(1);
    }
    expect(await eraseDueDeletions(deps, now)).toBe(0);
  });
});

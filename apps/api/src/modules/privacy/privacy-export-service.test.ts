import { buffer } from 'node:stream/consumers';
import type { PrivacyExportFile } from '@loyalty/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { testOperatorActor } from '../../../test/fixtures/operators.js';
import { demoLikeMember } from '../../../test/fixtures/privacy.js';
import { notificationsOf } from '../../../test/notifications.js';
import { useTestApp } from '../../../test/test-app.js';
import {
  addresses,
  consentHistory,
  memberCards,
  members,
  pointLedger,
  privacyRequests,
  receipts,
  redemptions,
  sessions,
  shipmentEvents,
} from '../../db/schema.js';
import { DAY_MS } from '../calendar/bangkok-calendar.js';
import {
  expireLapsedExports,
  exportFileKeyOf,
  type PrivacyExportContext,
  processExportRequest,
  requestExport,
} from './privacy-export-service.js';

const context = useTestApp();
const exportContext = (): PrivacyExportContext => ({
  orm: context.db,
  privateStorage: context.app.deps.adapters.privateStorage,
});

async function askForExport(memberId: number, now = new Date()) {
  return (await requestExport({ orm: context.db, jobs: context.app.deps.jobs }, memberId, now)).request_id;
}

async function storedFile(key: string): Promise<Buffer | undefined> {
  const stream = await context.app.deps.adapters.privateStorage.open(key);
  return stream ? buffer(stream) : undefined;
}

async function exportOf(requestId: string): Promise<{ text: string; file: PrivacyExportFile }> {
  const bytes = await storedFile(exportFileKeyOf(requestId));
  if (!bytes) throw new Error('No export file');
  const text = bytes.toString('utf8');
  return { text, file: JSON.parse(text) as PrivacyExportFile };
}

/** Every field name anywhere in a JSON value. */
function fieldNamesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNamesOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, inner]) => [name, ...fieldNamesOf(inner)]);
}

describe('processExportRequest (PDPA s.30)', () => {
  it('writes every part of the member’s data, as the database holds it, and no credential', async () => {
    const fixture = await demoLikeMember(context.app, context.db);
    const memberId = fixture.member.id;
    const now = new Date();
    const requestId = await askForExport(memberId, now);

    const ready = await processExportRequest(exportContext(), requestId, { now });
    const { text, file } = await exportOf(requestId);

    const [member] = await context.db.select().from(members).where(eq(members.id, memberId));
    expect(ready).toMatchObject({
      status: 'ready',
      fileKey: `privacy-exports/${requestId}.json`,
      fileBytes: Buffer.byteLength(text),
      expiresAt: new Date(now.getTime() + 7 * DAY_MS),
      completedAt: now,
      processedBy: null,
    });
    expect(file.generated_at).toBe(now.toISOString());
    expect(file.member).toMatchObject({
      member_code: member?.mbkMemberId,
      login_type: 1,
      first_name: 'Test',
      last_name: 'Member',
      email: member?.email,
      mobile_no: member?.mobileNo,
      gov_id: member?.govIdRef,
      birth_date: '1990-04-01',
      gender: 'female',
      address: '12 ซอยสุขุมวิท 31',
      postal_code: '10110',
      nationality: 'Thai',
      education: 'bachelor',
      career: 'engineer',
      income: '30001-50000',
      language: 'th',
      status: 'active',
      created_at: member?.createdAt.toISOString(),
      consent: { consent_and_policy: true, news_and_promotions: true, preference_and_interest: false },
    });

    const addressRows = await context.db.select().from(addresses).where(eq(addresses.memberId, memberId));
    expect(file.addresses.map((address) => address.address_id)).toEqual(addressRows.map((row) => row.id));
    expect(file.addresses[0]).toMatchObject({
      address: '99/1 ถนนพระอาทิตย์',
      postal_code: '10200',
      recipient_name: 'สมศรี ใจดี',
    });

    const consentRows = await context.db.select().from(consentHistory).where(eq(consentHistory.memberId, memberId));
    expect(file.consents).toEqual(
      consentRows.map((row) => ({
        policy_version: row.policyVersion,
        terms_version: row.termsVersion,
        consent_and_policy: row.acceptConsentAndPolicy,
        news_and_promotions: row.acceptNewsAndPromotions,
        preference_and_interest: row.acceptPreferenceAndInterest,
        at: row.createdAt.toISOString(),
      })),
    );

    const ledgerRows = await context.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.memberId, memberId))
      .orderBy(asc(pointLedger.id));
    expect(file.ledger.map((entry) => [entry.entry_id, entry.kind, entry.points, entry.source])).toEqual(
      ledgerRows.map((row) => [row.id, row.kind, row.delta, row.source]),
    );
    expect(file.ledger.find((entry) => entry.kind === 'earn')).toMatchObject({
      reason: 'Promo code WELCOME',
      expires_at: '2040-06-30T00:00:00.000Z',
    });

    const [redemption] = await context.db.select().from(redemptions).where(eq(redemptions.memberId, memberId));
    const steps = await context.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.redemptionId, redemption?.id ?? 0));
    expect(file.redemptions).toEqual([
      expect.objectContaining({
        redemption_id: redemption?.id,
        coupon_code: redemption?.couponCode,
        kind: 'physical',
        points_spent: 10,
        shipment: steps.map((step) => expect.objectContaining({ status: step.status })),
      }),
    ]);
    expect(steps.length).toBeGreaterThan(0);

    const [receipt] = await context.db.select().from(receipts).where(eq(receipts.memberId, memberId));
    const photo = await storedFile(receipt?.fileKey ?? '');
    expect(file.receipts).toEqual([
      expect.objectContaining({
        receipt_id: receipt?.id,
        status: 'pending',
        file: { content_type: 'image/jpeg', size_bytes: receipt?.sizeBytes, base64: photo?.toString('base64') },
      }),
    ]);

    const [card] = await context.db.select().from(memberCards).where(eq(memberCards.memberId, memberId));
    expect(file.cards).toEqual([
      expect.objectContaining({ card_number: card?.cardNumber, name_en: 'Chaba Store Card', deleted_at: null }),
    ]);
    // The file is written before the notification that tells of it.
    const inbox = (await notificationsOf(context.db, memberId)).filter((row) => row.kind !== 'privacy_request');
    expect(
      file.notifications.map((notification) => [notification.kind, notification.title_en, notification.body_th]),
    ).toEqual(inbox.map((row) => [row.kind, row.titleEn, row.bodyTh]));
    expect(inbox.map((row) => row.kind)).toContain('points_earned');

    const sessionRows = await context.db.select().from(sessions).where(eq(sessions.memberId, memberId));
    expect(file.sessions).toEqual(
      sessionRows.map((row) => ({
        scope: row.scope,
        created_at: row.issuedAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        revoked_at: null,
      })),
    );
    expect(file.referrals.invited_by).toMatchObject({ member_code: expect.stringMatching(/^CR/) });
    expect(file.point_transfers).toEqual([]);

    const secrets = [
      fixture.token,
      ...fixture.token.split('.'),
      ...sessionRows.map((row) => row.jti),
      member?.passwordHash ?? 'no password hash',
      receipt?.fileHash ?? 'no file hash',
      card?.codeSecret.toString('base64') ?? 'no card secret',
      card?.codeSecret.toString('hex') ?? 'no card secret',
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(fieldNamesOf(file).filter((name) => /password|token|jti|hash|secret/i.test(name))).toEqual([]);
  });

  it('tells the member once, in the inbox and by e-mail, however often it runs', async () => {
    const member = await createMember(context.db);
    const requestId = await askForExport(member.id);

    const first = await processExportRequest(exportContext(), requestId, { now: new Date() });
    const again = await processExportRequest(exportContext(), requestId, {
      now: new Date(Date.now() + 60_000),
    });

    expect(again).toEqual(first);
    const told = await notificationsOf(context.db, member.id);
    expect(told).toEqual([
      expect.objectContaining({ kind: 'privacy_request', linkPath: '/privacy', channels: ['email', 'line'] }),
    ]);
    expect(told[0]?.titleEn).toBe('Your copy of your data is ready');
  });

  it('lists a receipt whose file is no longer stored with no file', async () => {
    const fixture = await demoLikeMember(context.app, context.db);
    const [receipt] = await context.db.select().from(receipts).where(eq(receipts.memberId, fixture.member.id));
    await context.app.deps.adapters.privateStorage.remove(receipt?.fileKey ?? '');
    const requestId = await askForExport(fixture.member.id);

    await processExportRequest(exportContext(), requestId, { now: new Date() });

    expect((await exportOf(requestId)).file.receipts).toEqual([
      expect.objectContaining({ receipt_id: receipt?.id, file: null }),
    ]);
  });

  it('writes a ledger of 10,000 entries whole and in order, read a chunk at a time', async () => {
    const member = await createMember(context.db);
    await context.db.execute(sql`
      insert into point_ledger (member_id, delta, kind, source, reason, created_at)
      select ${member.id}, n, 'earn', 'operator', 'Entry ' || n, now() - (10000 - n) * interval '1 minute'
      from generate_series(1, 10000) as n`);
    const requestId = await askForExport(member.id);

    await processExportRequest(exportContext(), requestId, { now: new Date() });

    const { ledger } = (await exportOf(requestId)).file;
    expect(ledger).toHaveLength(10_000);
    expect(ledger.map((entry) => entry.points)).toEqual(Array.from({ length: 10_000 }, (_, index) => index + 1));
  }, 30_000);

  it('counts a failed build on the request with its fault, leaving it pending for the next attempt', async () => {
    const member = await createMember(context.db);
    const requestId = await askForExport(member.id);
    const full = { ...exportContext().privateStorage, put: () => Promise.reject(new Error('Storage is full')) };

    const attempt = processExportRequest({ orm: context.db, privateStorage: full }, requestId, {
      now: new Date(),
    });

    await expect(attempt).rejects.toThrow('Storage is full');
    const [row] = await context.db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, error: 'Storage is full', fileKey: null });
    expect(await notificationsOf(context.db, member.id)).toEqual([]);
    const ready = await processExportRequest(exportContext(), requestId, { now: new Date() });
    expect(ready).toMatchObject({ status: 'ready', attempts: 2, error: null });
  });

  it('records who carried it out ahead of the job', async () => {
    const member = await createMember(context.db);
    const requestId = await askForExport(member.id);
    const actor = await testOperatorActor(context.db, 'admin');

    const ready = await processExportRequest(exportContext(), requestId, { audit: actor, now: new Date() });

    expect(ready.processedBy).toBe(actor.operatorId);
  });
});

describe('expireLapsedExports', () => {
  it('removes the files of exports past their 7 days and marks them expired, leaving the others', async () => {
    const lapsedMember = await createMember(context.db);
    const freshMember = await createMember(context.db);
    const builtAt = new Date('2026-11-01T03:00:00Z');
    const lapsedId = await askForExport(lapsedMember.id, builtAt);
    const freshId = await askForExport(freshMember.id, builtAt);
    await processExportRequest(exportContext(), lapsedId, { now: builtAt });
    await processExportRequest(exportContext(), freshId, { now: new Date() });
    const sweptAt = new Date(builtAt.getTime() + 7 * DAY_MS + 1);

    const expired = await expireLapsedExports(exportContext(), sweptAt);

    expect(expired).toBe(1);
    const [lapsed] = await context.db.select().from(privacyRequests).where(eq(privacyRequests.id, lapsedId));
    const [fresh] = await context.db.select().from(privacyRequests).where(eq(privacyRequests.id, freshId));
    expect(lapsed).toMatchObject({ status: 'expired', fileKey: null });
    expect(await storedFile(exportFileKeyOf(lapsedId))).toBeUndefined();
    expect(fresh).toMatchObject({ status: 'ready', fileKey: exportFileKeyOf(freshId) });
    expect(await storedFile(exportFileKeyOf(freshId))).toBeDefined();
    expect(await expireLapsedExports(exportContext(), sweptAt)).toBe(0);
  });
});

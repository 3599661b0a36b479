import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember, sessionTokenFor, TEST_PASSWORD } from '../../../test/factories.js';
import { createCompany, createTemplate, giveCard } from '../../../test/fixtures/cards.js';
import { createCatalogueBase, createPrivilege, recordRedemption } from '../../../test/fixtures/catalogue.js';
import { TEST_SESSION_SECRET, useTestDatabase } from '../../../test/helper.js';
import { receipts } from '../../db/schema.js';
import { authenticate, logInWithPassword } from '../auth/auth-service.js';
import { updateMember } from '../members/member-repository.js';
import { listOpenLots } from '../points/ledger-read-service.js';
import { earnPoints, pointBalance, spendPoints } from '../points/point-service.js';
import { UNCACHED_TIERS } from '../tiers/tier-service.js';
import { mergeMembers } from './member-merge-service.js';
import { getMemberDetail, getMemberLedgerPage } from './member-search-service.js';

const context = useTestDatabase();
const actor = { operatorId: null, requestId: 'req-merge' };
const SOON = new Date('2030-03-01T00:00:00Z');
const LATER = new Date('2031-12-31T16:59:59Z');
const ledgerQuery = { page: 1, limit: 100, sort: '-created_at' as const };

function merge(memberCode: string, intoCode: string, reason = 'same person, two sign-ups') {
  return mergeMembers({ orm: context.database.orm }, actor, memberCode, { into_member_id: intoCode, reason });
}

async function twoMembers() {
  const { orm } = context.database;
  return { merged: await createMember(orm), survivor: await createMember(orm) };
}

describe('merging members', () => {
  it('moves the points with their expiry, the cards, redemptions and receipts to the survivor', async () => {
    const { orm } = context.database;
    const { merged, survivor } = await twoMembers();
    await earnPoints(orm, { memberId: merged.id, amount: 300, source: 'receipt', reason: 'r1', expiresAt: SOON });
    await earnPoints(orm, { memberId: merged.id, amount: 200, source: 'code', reason: 'c1', expiresAt: LATER });
    await spendPoints(orm, { memberId: merged.id, amount: 100, source: 'redemption', reason: 'coupon' });
    await earnPoints(orm, { memberId: survivor.id, amount: 50, source: 'receipt', reason: 'r2', expiresAt: LATER });
    const company = await createCompany(orm);
    const template = await createTemplate(orm, company.id);
    await giveCard(orm, merged.id, { templateId: template.id });
    const { base } = await createCatalogueBase(orm);
    const privilege = await createPrivilege(orm, base);
    await recordRedemption(orm, merged.id, privilege.id);
    await orm.insert(receipts).values({ memberId: merged.id, fileKey: 'r/1', contentType: 'image/png', sizeBytes: 10 });

    const answer = await merge(merged.mbkMemberId, survivor.mbkMemberId);

    expect(answer).toEqual({
      member_id: merged.mbkMemberId,
      into_member_id: survivor.mbkMemberId,
      points_moved: 400,
      cards_moved: 1,
      redemptions_moved: 1,
      receipts_moved: 1,
    });
    expect(await pointBalance(orm, merged.id)).toBe(0);
    expect(await pointBalance(orm, survivor.id)).toBe(450);
    const lots = await listOpenLots(orm, survivor.id);
    expect(lots.map((lot) => [lot.remaining, lot.expiresAt.toISOString()])).toEqual([
      [200, SOON.toISOString()],
      [50, LATER.toISOString()],
      [200, LATER.toISOString()],
    ]);
    const detail = await getMemberDetail(orm, UNCACHED_TIERS, merged.mbkMemberId);
    expect(detail).toMatchObject({ status: 'merged', merged_into_member_id: survivor.mbkMemberId, point_balance: 0 });
    expect(detail.status_reason).toBe('same person, two sign-ups');
    const survivorDetail = await getMemberDetail(orm, UNCACHED_TIERS, survivor.mbkMemberId);
    expect(survivorDetail.merged_member_ids).toEqual([merged.mbkMemberId]);
    expect(await orm.select().from(receipts).where(eq(receipts.memberId, survivor.id))).toHaveLength(1);
  });

  it("shows the merged member's history in the survivor's ledger, the merge itself included", async () => {
    const { orm } = context.database;
    const { merged, survivor } = await twoMembers();
    await earnPoints(orm, { memberId: merged.id, amount: 120, source: 'article', reason: 'read', expiresAt: LATER });
    await merge(merged.mbkMemberId, survivor.mbkMemberId);

    const ledger = await getMemberLedgerPage(orm, survivor.mbkMemberId, ledgerQuery);

    expect(ledger.total).toBe(3);
    expect(ledger.items.map((item) => [item.member_id, item.kind, item.points])).toEqual([
      [survivor.mbkMemberId, 'merge_in', 120],
      [merged.mbkMemberId, 'merge_out', -120],
      [merged.mbkMemberId, 'earn', 120],
    ]);
    expect(ledger.items[0]).toMatchObject({
      reason: 'same person, two sign-ups',
      label_en: 'Points from your merged account',
      label_th: 'คะแนนจากบัญชีที่รวมเข้ามา',
    });
  });

  it('keeps the history of an earlier merge when the survivor is merged in turn', async () => {
    const { orm } = context.database;
    const { merged, survivor } = await twoMembers();
    const last = await createMember(orm);
    await earnPoints(orm, { memberId: merged.id, amount: 10, source: 'code', reason: 'c', expiresAt: LATER });
    await merge(merged.mbkMemberId, survivor.mbkMemberId);
    await merge(survivor.mbkMemberId, last.mbkMemberId);

    const ledger = await getMemberLedgerPage(orm, last.mbkMemberId, ledgerQuery);

    expect(new Set(ledger.items.map((item) => item.member_id))).toEqual(
      new Set([merged.mbkMemberId, survivor.mbkMemberId, last.mbkMemberId]),
    );
    expect(await pointBalance(orm, last.id)).toBe(10);
  });

  it("answers MEMBER_MERGED to the merged member's next call and sign-in (SPEC §4 merged state)", async () => {
    const { orm } = context.database;
    const { merged, survivor } = await twoMembers();
    const token = await sessionTokenFor(orm, merged);
    await merge(merged.mbkMemberId, survivor.mbkMemberId);

    await expect(
      authenticate({ orm, sessionSecret: TEST_SESSION_SECRET, sessionTtlSeconds: 3600 }, token),
    ).rejects.toMatchObject({ code: 'MEMBER_MERGED' });
    await expect(
      logInWithPassword(
        { orm, sessionSecret: TEST_SESSION_SECRET, sessionTtlSeconds: 3600 },
        { identifier: merged.email ?? '', password: TEST_PASSWORD },
      ),
    ).rejects.toMatchObject({ code: 'MEMBER_MERGED' });
  });

  it('refuses to merge a member into itself, a merged or a canceled member, and changes nothing', async () => {
    const { orm } = context.database;
    const { merged, survivor } = await twoMembers();
    await earnPoints(orm, { memberId: merged.id, amount: 70, source: 'code', reason: 'c', expiresAt: LATER });
    const canceled = await createMember(orm);
    await updateMember(orm, canceled.id, { status: 'canceled' });
    const gone = await createMember(orm);
    await merge(gone.mbkMemberId, survivor.mbkMemberId);

    await expect(merge(merged.mbkMemberId, merged.mbkMemberId)).rejects.toMatchObject({ code: 'MERGE_INTO_SELF' });
    await expect(merge(merged.mbkMemberId, canceled.mbkMemberId)).rejects.toMatchObject({
      code: 'MEMBER_STATE_CONFLICT',
    });
    await expect(merge(merged.mbkMemberId, gone.mbkMemberId)).rejects.toMatchObject({
      code: 'MEMBER_STATE_CONFLICT',
    });
    await expect(merge(merged.mbkMemberId, 'CR99999999')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await pointBalance(orm, merged.id)).toBe(70);
    expect((await getMemberDetail(orm, UNCACHED_TIERS, merged.mbkMemberId)).status).toBe('active');
  });

  it('lets one of two opposite merges of the same pair win without a deadlock', async () => {
    const { orm } = context.database;
    const { merged, survivor } = await twoMembers();
    await earnPoints(orm, { memberId: merged.id, amount: 40, source: 'code', reason: 'c', expiresAt: LATER });
    await earnPoints(orm, { memberId: survivor.id, amount: 60, source: 'code', reason: 'c', expiresAt: LATER });

    const results = await Promise.allSettled([
      merge(merged.mbkMemberId, survivor.mbkMemberId),
      merge(survivor.mbkMemberId, merged.mbkMemberId),
    ]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'MEMBER_STATE_CONFLICT' });
    expect((await pointBalance(orm, merged.id)) + (await pointBalance(orm, survivor.id))).toBe(100);
  });
});

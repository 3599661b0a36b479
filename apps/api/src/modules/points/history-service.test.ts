import {
  earnArticleReward,
  getArticleDetail,
  getPointHistory,
  type Language,
  type PointAward,
  type PointHistoryItem,
  scanCode,
  uploadReceipt,
} from '@loyalty/contracts';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '../../../test/call-contract.js';
import { addPointLot, createMember, sessionTokenFor } from '../../../test/factories.js';
import { createCode } from '../../../test/fixtures/codes.js';
import type { MemberFixture } from '../../../test/fixtures/members.js';
import { receiptFiles } from '../../../test/fixtures/receipts.js';
import { redeemedOffer } from '../../../test/fixtures/redemptions.js';
import { TILL_READERS, tillSetUp } from '../../../test/fixtures/till.js';
import { loggingOrm } from '../../../test/statement-log.js';
import { useTestApp } from '../../../test/test-app.js';
import { articleReads, articles, campaigns } from '../../db/schema.js';
import { presentLedgerItem } from '../member-admin/member-admin-presenter.js';
import { approveReceipt } from '../receipts/receipt-review-service.js';
import { recordSale } from '../till/till-sale-service.js';
import { expireTimelineReader, pointHistoryReader } from './history-service.js';
import { listLedgerEntries } from './ledger-read-service.js';
import { adjustPoints, earnPoints } from './point-service.js';

const context = useTestApp();
let files: Awaited<ReturnType<typeof receiptFiles>>;

beforeAll(async () => {
  files = await receiptFiles();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const LATER = new Date('2040-06-30T00:00:00Z');

/** The descriptions of the member's history, newest first, in `language`, as the app asks for them. */
async function descriptions(member: MemberFixture, language: Language): Promise<string[]> {
  const response = await callContract(context.app, getPointHistory, {}, { as: { token: member.token }, language });
  return response.data.items.map((item: { description: string }) => item.description);
}

/** A member who redeemed the fixtures' "Free latte" (ลาเต้ฟรี) through Redeem, with 100 points to start. */
async function memberWhoRedeemed() {
  const { member } = await redeemedOffer(context.app, context.database.orm);
  return member;
}

/** A published article worth 25 points, opened by the member long enough ago to collect its reward. */
async function rewardedArticle(member: MemberFixture) {
  const [article] = await context.database.orm
    .insert(articles)
    .values({
      titleEn: 'Saving with points',
      titleTh: 'ออมด้วยคะแนน',
      summaryEn: 'How points add up',
      summaryTh: 'คะแนนสะสมอย่างไร',
      bodyEn: '<p>Read this</p>',
      bodyTh: '<p>อ่านบทความนี้</p>',
      imageUrl: '/media/articles/saving.svg',
      rewardPoints: 25,
      minReadSeconds: 10,
      publishedAt: new Date(Date.now() - DAY_MS),
    })
    .returning();
  if (!article) throw new Error('no article');
  const as = { as: { token: member.token } };
  await callContract(context.app, getArticleDetail, { Article_Id: String(article.id) }, as);
  await context.database.orm
    .update(articleReads)
    .set({ firstOpenedAt: new Date(Date.now() - 60_000) })
    .where(and(eq(articleReads.memberId, member.member.id), eq(articleReads.articleId, article.id)));
  const earned = await callContract(context.app, earnArticleReward, { Article_Id: article.id }, as);
  expect(earned.statusCode, earned.text).toBe(200);
  return article;
}

describe('point history speaks (DESIGN §6): every entry names what it was for', () => {
  it('names the privilege redeemed in the member’s language', async () => {
    const member = await memberWhoRedeemed();
    expect((await descriptions(member, 'en'))[0]).toBe('Reward redemption: Free latte');
    expect((await descriptions(member, 'th'))[0]).toBe('แลกของรางวัล: ลาเต้ฟรี');
  });

  it('names the code used, by its text', async () => {
    const member = await memberWhoRedeemed();
    const code = await createCode(context.database.orm, { points: 30 });
    const scanned = await callContract(context.app, scanCode, { Code: code.code }, { as: { token: member.token } });
    expect(scanned.statusCode, scanned.text).toBe(200);
    expect((await descriptions(member, 'en'))[0]).toBe(`Code points: ${code.code}`);
    expect((await descriptions(member, 'th'))[0]).toBe(`คะแนนจากโค้ด: ${code.code}`);
  });

  it('names an approved receipt upload by its number and total', async () => {
    const member = await memberWhoRedeemed();
    const upload = await callContract(
      context.app,
      uploadReceipt,
      {},
      { as: { token: member.token }, file: { content: files.jpeg } },
    );
    const receiptId: number = upload.data.receipt_id;
    await approveReceipt(context.database.orm, { receiptId, amount: 1250.5, reviewedBy: 'somchai' });
    expect((await descriptions(member, 'en'))[0]).toBe(`Receipt points: receipt #${receiptId}, ฿1,250.50`);
    expect((await descriptions(member, 'th'))[0]).toBe(`คะแนนจากใบเสร็จ: ใบเสร็จ #${receiptId} ยอด ฿1,250.50`);
  });

  it('names the article read, by its title', async () => {
    const member = await memberWhoRedeemed();
    await rewardedArticle(member);
    expect((await descriptions(member, 'en'))[0]).toBe('Article reward: Saving with points');
    expect((await descriptions(member, 'th'))[0]).toBe('คะแนนจากการอ่านบทความ: ออมด้วยคะแนน');
  });

  it('keeps a bare label where the entry names nothing more, and never fails on a reference of another shape', async () => {
    const member = await memberWhoRedeemed();
    await earnPoints(context.database.orm, {
      memberId: member.member.id,
      amount: 5,
      source: 'receipt',
      reason: 'imported',
      reference: 'receipt:not-a-number',
      expiresAt: LATER,
    });
    await earnPoints(context.database.orm, {
      memberId: member.member.id,
      amount: 5,
      source: 'profile',
      reason: 'profile',
      expiresAt: LATER,
    });
    expect((await descriptions(member, 'en')).slice(0, 2)).toEqual(['Profile completion', 'Receipt points']);
    expect((await descriptions(member, 'th')).slice(0, 2)).toEqual(['คะแนนจากการกรอกข้อมูลส่วนตัว', 'คะแนนจากใบเสร็จ']);
  });

  it('reads a page with what each entry was for in one statement, and pages and totals as before', async () => {
    const member = await memberWhoRedeemed();
    const code = await createCode(context.database.orm, { points: 30 });
    await callContract(context.app, scanCode, { Code: code.code }, { as: { token: member.token } });
    await rewardedArticle(member);
    const { orm, statements } = loggingOrm(context.database.pool);
    const first = await pointHistoryReader(orm)(member.member.id, { page: 1, limit: 2, type: 'all' }, 'en');
    expect(statements).toHaveLength(1);
    expect(first).toMatchObject({ page: 1, limit: 2, total: 3, end_page: false });
    expect(first.items.map((item) => item.description)).toEqual([
      'Article reward: Saving with points',
      `Code points: ${code.code}`,
    ]);
    const spends = await pointHistoryReader(orm)(member.member.id, { page: 1, limit: 20, type: 'spend' }, 'th');
    expect(spends.items.map((item) => [item.points, item.description])).toEqual([[-10, 'แลกของรางวัล: ลาเต้ฟรี']]);
  });

  it('gives the console’s member ledger the same words in both languages', async () => {
    const member = await memberWhoRedeemed();
    const code = await createCode(context.database.orm, { points: 30 });
    await callContract(context.app, scanCode, { Code: code.code }, { as: { token: member.token } });
    await context.database.orm.transaction((tx) =>
      adjustPoints(tx, context.app.deps.caches.rules, {
        memberId: member.member.id,
        amount: 7,
        reason: 'Missing receipt 42',
        reasonTh: 'ใบเสร็จ 42 ที่ตกหล่น',
      }),
    );
    const { rows, total } = await listLedgerEntries(context.database.orm, {
      memberIds: [member.member.id],
      isNewestFirst: true,
      page: 1,
      limit: 10,
    });
    expect(total).toBe(3);
    const items = rows.map((row) => presentLedgerItem(row, member.member.mbkMemberId));
    expect(items.map((item) => [item.label_en, item.label_th])).toEqual([
      ['Point adjustment: Missing receipt 42', 'ปรับปรุงคะแนน: ใบเสร็จ 42 ที่ตกหล่น'],
      [`Code points: ${code.code}`, `คะแนนจากโค้ด: ${code.code}`],
      ['Reward redemption: Free latte', 'แลกของรางวัล: ลาเต้ฟรี'],
    ]);
    expect(await descriptions(member, 'en')).toEqual(items.map((item) => item.label_en));
  });
});

describe('explained points (DESIGN §14): every earn lists its awards', () => {
  const HOUR_MS = 3_600_000;

  /** A till sale of 1,000 THB at a store with a running double-points campaign, and the member's session. */
  async function memberWhoBoughtOnADoubleWeekend() {
    const { orm, store, client, member } = await tillSetUp(context.database.orm);
    const [campaign] = await orm
      .insert(campaigns)
      .values({
        name: 'คะแนนสองเท่าสุดสัปดาห์',
        nameEn: 'Double points weekend',
        kind: 'multiplier',
        multiplier: 2,
        startsAt: new Date(Date.now() - 24 * HOUR_MS),
        endsAt: new Date(Date.now() + 24 * HOUR_MS),
        status: 'active',
        conditions: {
          channels: ['till'],
          partner_ids: [],
          store_codes: [store.code],
          tiers: [],
          min_amount: null,
          max_amount: null,
          days_of_week: [],
          birthday_month: false,
          first_purchase: false,
        },
      })
      .returning({ id: campaigns.id });
    if (!campaign) throw new Error('No campaign');
    const sale = await recordSale(orm, TILL_READERS, client, {
      memberId: member.id,
      store,
      receiptNo: 'X-1',
      amount: 1000,
      occurredAt: new Date(Date.now() - HOUR_MS),
    });
    return { member, campaignId: campaign.id, sale, token: await sessionTokenFor(orm, member) };
  }

  async function historyOf(token: string): Promise<PointHistoryItem[]> {
    const response = await callContract(context.app, getPointHistory, {}, { as: { token } });
    expect(response.statusCode, response.text).toBe(200);
    return response.data.items;
  }

  it('answers a till earn’s awards in the member’s history exactly as the till answered them, base first', async () => {
    const { sale, token, campaignId } = await memberWhoBoughtOnADoubleWeekend();
    const [earn] = await historyOf(token);
    expect(sale.awards.map((award) => award.rule_id)).toEqual(['base', String(campaignId)]);
    expect(earn?.awards).toEqual(sale.awards);
    expect(earn?.awards?.[1]).toMatchObject({ name: 'คะแนนสองเท่าสุดสัปดาห์', name_en: 'Double points weekend' });
    expect(earn?.points).toBe(sale.points_earned);
  });

  it('keeps awards null on entries recorded without them, and lists a birthday bonus’s own award', async () => {
    const { member, token } = await memberWhoBoughtOnADoubleWeekend();
    const birthday: PointAward[] = [{ rule_id: 'birthday', name: 'โบนัสวันเกิด', name_en: 'Birthday bonus', points: 200 }];
    await earnPoints(context.database.orm, {
      memberId: member.id,
      amount: 200,
      source: 'operator',
      reason: 'birthday',
      awards: birthday,
      expiresAt: LATER,
    });
    await earnPoints(context.database.orm, {
      memberId: member.id,
      amount: 5,
      source: 'profile',
      reason: 'profile',
      expiresAt: LATER,
    });
    const [profile, bonus, sale] = await historyOf(token);
    expect(profile?.awards).toBeNull();
    expect(bonus?.awards).toEqual(birthday);
    expect(sale?.awards).toHaveLength(2);
  });

  it('gives the console’s ledger the same awards as the member’s history', async () => {
    const { member, token } = await memberWhoBoughtOnADoubleWeekend();
    const { rows } = await listLedgerEntries(context.database.orm, {
      memberIds: [member.id],
      isNewestFirst: true,
      page: 1,
      limit: 10,
    });
    const items = rows.map((row) => presentLedgerItem(row, member.mbkMemberId));
    expect(items.map((item) => item.awards)).toEqual((await historyOf(token)).map((item) => item.awards));
    expect(items[0]?.awards).toHaveLength(2);
  });
});

describe('the expiry timeline (GetPointExpireTimeline, decision 066)', () => {
  it('reads the calls of one turn with one statement, each member their own days, soonest first', async () => {
    const { orm } = context.database;
    const [first, second, empty] = [await createMember(orm), await createMember(orm), await createMember(orm)];
    await addPointLot(orm, { memberId: first.id, amount: 30, expiresAt: new Date('2041-01-15T05:00:00Z') });
    await addPointLot(orm, { memberId: first.id, amount: 20, expiresAt: new Date('2040-03-01T05:00:00Z') });
    await addPointLot(orm, { memberId: first.id, amount: 5, expiresAt: new Date('2040-03-01T09:00:00Z') });
    await addPointLot(orm, { memberId: second.id, amount: 70, expiresAt: new Date('2040-12-31T16:59:59Z') });
    await addPointLot(orm, { memberId: second.id, amount: 9, expiresAt: new Date(Date.now() - DAY_MS) });
    const pool = new pg.Pool({ connectionString: context.url, max: 1 });
    const { orm: logging, statements } = loggingOrm(pool);
    const timelineOf = expireTimelineReader(logging);
    try {
      const [firstDays, secondDays, none] = await Promise.all([first, second, empty].map(({ id }) => timelineOf(id)));

      expect(statements).toHaveLength(1);
      expect(firstDays).toEqual({
        items: [
          { expires_on: '2040-03-01', points: 25 },
          { expires_on: '2041-01-15', points: 30 },
        ],
        total: 55,
      });
      expect(secondDays).toEqual({ items: [{ expires_on: '2040-12-31', points: 70 }], total: 70 });
      expect(none).toEqual({ items: [], total: 0 });
    } finally {
      await pool.end();
    }
  });
});

describe('the point history as the route reads it (GetPointHistory, decision 066)', () => {
  const earnedFor = (memberId: number, amount: number) =>
    earnPoints(context.database.orm, { memberId, amount, source: 'profile', reason: 'profile', expiresAt: LATER });

  it('reads the calls of one turn with one statement a page asked, each member their own entries and total', async () => {
    const { orm } = context.database;
    const [first, second, empty] = [await createMember(orm), await createMember(orm), await createMember(orm)];
    for (const amount of [10, 20, 30]) await earnedFor(first.id, amount);
    await earnedFor(second.id, 70);
    const pool = new pg.Pool({ connectionString: context.url, max: 1 });
    const { orm: logging, statements } = loggingOrm(pool);
    const historyOf = pointHistoryReader(logging);
    const firstPage = { page: 1, limit: 2, type: 'all' } as const;
    try {
      const [firstMember, firstAgain, secondMember, none, pastTheEnd, spends] = await Promise.all([
        historyOf(first.id, firstPage, 'en'),
        historyOf(first.id, firstPage, 'th'),
        historyOf(second.id, firstPage, 'en'),
        historyOf(empty.id, firstPage, 'en'),
        historyOf(first.id, { page: 3, limit: 2, type: 'all' }, 'en'),
        historyOf(first.id, { page: 1, limit: 2, type: 'spend' }, 'en'),
      ]);

      expect(statements).toHaveLength(3);
      expect(firstMember.items.map((item) => item.points)).toEqual([30, 20]);
      expect(firstMember).toMatchObject({ page: 1, limit: 2, total: 3, end_page: false });
      expect(firstAgain.items.map((item) => item.points)).toEqual([30, 20]);
      expect(secondMember.items.map((item) => item.points)).toEqual([70]);
      expect(secondMember).toMatchObject({ total: 1, end_page: true });
      expect(none).toEqual({ items: [], page: 1, limit: 2, total: 0, end_page: true });
      expect(pastTheEnd).toEqual({ items: [], page: 3, limit: 2, total: 3, end_page: true });
      expect(spends).toEqual({ items: [], page: 1, limit: 2, total: 0, end_page: true });
    } finally {
      await pool.end();
    }
  });

  it('answers the entry recorded just before the call (nothing is kept between turns)', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const historyOf = pointHistoryReader(orm);
    const query = { page: 1, limit: 20, type: 'all' } as const;
    expect((await historyOf(member.id, query, 'en')).total).toBe(0);

    await earnedFor(member.id, 15);

    const after = await historyOf(member.id, query, 'en');
    expect(after.total).toBe(1);
    expect(after.items.map((item) => item.points)).toEqual([15]);
  });
});

import {
  type CampaignConditions,
  getCustomerInfo,
  getReceiptHistory,
  OPEN_CAMPAIGN_CONDITIONS,
  pointsForAmount,
  uploadReceipt,
} from '@loyalty/contracts';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../test/factories.js';
import { receiptFiles } from '../../../test/fixtures/receipts.js';
import { notificationsOf } from '../../../test/notifications.js';
import { partnerWithStores } from '../../../test/partner-kit.js';
import { useTestApp } from '../../../test/test-app.js';
import { campaigns, pointLedger } from '../../db/schema.js';
import { approveReceipt, listReceiptsForReview, rejectReceipt } from './receipt-review-service.js';

const context = useTestApp();
let files: Awaited<ReturnType<typeof receiptFiles>>;

beforeAll(async () => {
  files = await receiptFiles();
});

/** A member with one pending receipt, uploaded through the API. */
async function pendingReceipt() {
  const member = await createMember(context.database.orm);
  const token = await sessionTokenFor(context.database.orm, member);
  const upload = await callContract(context.app, uploadReceipt, {}, { as: { token }, file: { content: files.jpeg } });
  return { member, token, receiptId: upload.data.receipt_id };
}

async function customerInfo(token: string) {
  return (await callContract(context.app, getCustomerInfo, {}, { as: { token } })).data;
}

async function receiptHistory(token: string, language: 'en' | 'th') {
  const response = await callContract(context.app, getReceiptHistory, {}, { as: { token }, language });
  return response.data.items;
}

describe('pointsForAmount', () => {
  it('gives one point per full 25 THB, exact on satang', () => {
    expect(pointsForAmount(1250.5, 25)).toBe(50);
    expect(pointsForAmount(24.99, 25)).toBe(0);
    expect(pointsForAmount(25, 25)).toBe(1);
    expect(pointsForAmount(74.99, 25)).toBe(2);
    expect(pointsForAmount(0.29 * 100 * 25, 25)).toBe(29);
  });
});

describe('approveReceipt', () => {
  it('awards floor(amount / 25) points, adds the spending and shows the receipt approved', async () => {
    const { token, receiptId } = await pendingReceipt();
    const before = await customerInfo(token);
    const approved = await approveReceipt(context.database.orm, { receiptId, amount: 1250.5, reviewedBy: 'somchai' });
    expect(approved).toMatchObject({ status: 'approved', amount: 1250.5, points: 50, reviewedBy: 'somchai' });
    const after = await customerInfo(token);
    expect(after.point_balance - before.point_balance).toBe(50);
    expect(after.spending - before.spending).toBeCloseTo(1250.5, 2);
    const [entry] = await context.database.orm
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.id, approved.entryId ?? 0));
    expect(entry).toMatchObject({ kind: 'earn', source: 'receipt', delta: 50, reference: `receipt:${receiptId}` });
    const [item] = await receiptHistory(token, 'en');
    expect(item).toMatchObject({ receipt_id: receiptId, status: 'approved', amount: 1250.5, points: 50 });
    expect(item?.reviewed_at).not.toBeNull();
  });

  it('tells the member what an approved receipt earned, and nothing for one that earned no points', async () => {
    const { member, receiptId } = await pendingReceipt();
    const small = await pendingReceipt();
    await approveReceipt(context.database.orm, { receiptId, amount: 1250.5, reviewedBy: 'somchai' });
    await approveReceipt(context.database.orm, { receiptId: small.receiptId, amount: 20, reviewedBy: 'somchai' });

    expect(await notificationsOf(context.database.orm, member.id)).toMatchObject([
      {
        kind: 'points_earned',
        eventKey: `points_earned:receipt:${receiptId}`,
        titleEn: 'Receipt approved: 50 points',
        bodyTh: 'ใบเสร็จยอด ฿1,250.50 ของคุณได้รับการอนุมัติแล้ว',
        channels: ['line'],
      },
    ]);
    expect(await notificationsOf(context.database.orm, small.member.id)).toEqual([]);
  });

  it('records the spending but no ledger entry when the total is under 25 THB', async () => {
    const { token, receiptId } = await pendingReceipt();
    const before = await customerInfo(token);
    const approved = await approveReceipt(context.database.orm, { receiptId, amount: 24.75, reviewedBy: 'somchai' });
    expect(approved).toMatchObject({ status: 'approved', points: 0, entryId: null });
    const after = await customerInfo(token);
    expect(after.point_balance).toBe(before.point_balance);
    expect(after.spending - before.spending).toBeCloseTo(24.75, 2);
  });

  it('refuses a second approval, also when both run at once, and awards the points once', async () => {
    const { token, receiptId } = await pendingReceipt();
    const approval = { receiptId, amount: 100, reviewedBy: 'somchai' };
    const results = await Promise.allSettled([
      approveReceipt(context.database.orm, approval),
      approveReceipt(context.database.orm, approval),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    await expect(approveReceipt(context.database.orm, approval)).rejects.toMatchObject({ code: 'NOT_ACTIVE' });
    expect((await customerInfo(token)).point_balance).toBe(4);
  });

  it('takes the largest total the column holds, to the satang', async () => {
    const { receiptId } = await pendingReceipt();
    const approved = await approveReceipt(context.database.orm, {
      receiptId,
      amount: 9_999_999_999.99,
      reviewedBy: 'somchai',
    });
    expect(approved).toMatchObject({ amount: 9_999_999_999.99, points: 399_999_999 });
  });

  it('refuses an unknown receipt, a bad amount and a missing operator', async () => {
    const { receiptId } = await pendingReceipt();
    const orm = context.database.orm;
    await expect(approveReceipt(orm, { receiptId: 999_999_999, amount: 10, reviewedBy: 'a' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    for (const amount of [0, -5, 10.005, Number.NaN, 1e11]) {
      await expect(approveReceipt(orm, { receiptId, amount, reviewedBy: 'a' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    await expect(approveReceipt(orm, { receiptId, amount: 10, reviewedBy: ' ' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('approveReceipt with campaigns (DESIGN §14)', () => {
  it('earns from a campaign for every receipt, never from one for a partner, as the CLI names no store', async () => {
    const { orm } = context.database;
    const { partner } = await partnerWithStores(orm, 1, 'RCLI');
    const conditions: CampaignConditions = { ...OPEN_CAMPAIGN_CONDITIONS, channels: ['receipt'] };
    const window = { startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 3_600_000) };
    const bonus = { kind: 'bonus' as const, status: 'active' as const, ...window };
    const created = await orm
      .insert(campaigns)
      .values([
        { ...bonus, name: 'โบนัสใบเสร็จ', nameEn: 'Receipt bonus', bonusPoints: 30, conditions },
        {
          ...bonus,
          name: 'โบนัสร้านค้า',
          nameEn: 'Partner bonus',
          bonusPoints: 70,
          conditions: { ...conditions, partner_ids: [partner.id] },
        },
      ])
      .returning({ id: campaigns.id });
    const { receiptId } = await pendingReceipt();

    const approved = await approveReceipt(orm, { receiptId, amount: 100, reviewedBy: 'somchai' });
    await orm
      .update(campaigns)
      .set({ status: 'ended' })
      .where(
        inArray(
          campaigns.id,
          created.map((row) => row.id),
        ),
      );

    expect(approved.points).toBe(34);
    const [entry] = await orm
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.id, approved.entryId ?? 0));
    expect(entry?.awards).toEqual([
      { rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points: 4 },
      { rule_id: String(created[0]?.id), name: 'โบนัสใบเสร็จ', name_en: 'Receipt bonus', points: 30 },
    ]);
  });
});

describe('rejectReceipt', () => {
  it('shows the reason in the member’s language, the English one when no Thai was given', async () => {
    const { token, receiptId } = await pendingReceipt();
    await rejectReceipt(context.database.orm, {
      receiptId,
      reasonEn: 'The total is not readable',
      reasonTh: 'ยอดรวมในใบเสร็จอ่านไม่ออก',
      reviewedBy: 'somchai',
    });
    expect((await receiptHistory(token, 'en'))[0]).toMatchObject({
      status: 'rejected',
      reject_reason: 'The total is not readable',
      points: null,
    });
    expect((await receiptHistory(token, 'th'))[0]?.reject_reason).toBe('ยอดรวมในใบเสร็จอ่านไม่ออก');
    const other = await pendingReceipt();
    await rejectReceipt(context.database.orm, { receiptId: other.receiptId, reasonEn: 'Duplicate', reviewedBy: 'x' });
    expect((await receiptHistory(other.token, 'th'))[0]?.reject_reason).toBe('Duplicate');
  });

  it('tells the member why, in both languages, by LINE and e-mail as a member must not miss it', async () => {
    const { member, receiptId } = await pendingReceipt();
    await rejectReceipt(context.database.orm, {
      receiptId,
      reasonEn: 'The total is not readable',
      reasonTh: 'ยอดรวมในใบเสร็จอ่านไม่ออก',
      reviewedBy: 'somchai',
    });

    expect(await notificationsOf(context.database.orm, member.id)).toMatchObject([
      {
        kind: 'receipt_rejected',
        bodyEn: 'Reason: The total is not readable. You can send a new photo on the Collect points page.',
        bodyTh: 'เหตุผล: ยอดรวมในใบเสร็จอ่านไม่ออก ส่งใบเสร็จใหม่ได้ที่หน้าสะสมคะแนน',
        linkPath: '/collect-point',
        channels: ['email', 'line'],
      },
    ]);
  });

  it('refuses a reviewed receipt and an empty reason', async () => {
    const { receiptId } = await pendingReceipt();
    const orm = context.database.orm;
    await expect(rejectReceipt(orm, { receiptId, reasonEn: '  ', reviewedBy: 'x' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await approveReceipt(orm, { receiptId, amount: 50, reviewedBy: 'x' });
    await expect(rejectReceipt(orm, { receiptId, reasonEn: 'Late', reviewedBy: 'x' })).rejects.toMatchObject({
      code: 'NOT_ACTIVE',
    });
  });
});

describe('listReceiptsForReview', () => {
  it('filters by status and member code, oldest first, with the member', async () => {
    const { member, receiptId } = await pendingReceipt();
    const second = await callContract(
      context.app,
      uploadReceipt,
      {},
      { as: { token: await sessionTokenFor(context.database.orm, member) }, file: { content: files.pdf } },
    );
    const orm = context.database.orm;
    const mine = await listReceiptsForReview(orm, { memberCode: member.mbkMemberId });
    expect(mine.map((row) => row.id)).toEqual([receiptId, second.data.receipt_id]);
    expect(mine[1]).toMatchObject({
      memberCode: member.mbkMemberId,
      contentType: 'application/pdf',
      status: 'pending',
    });
    await rejectReceipt(orm, { receiptId, reasonEn: 'Blurred', reviewedBy: 'x' });
    const pending = await listReceiptsForReview(orm, { status: 'pending', memberCode: member.mbkMemberId });
    expect(pending.map((row) => row.id)).toEqual([second.data.receipt_id]);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import {
  type CampaignConditions,
  OPEN_CAMPAIGN_CONDITIONS,
  RECEIPT_REJECT_REASON_WORDS,
  uploadReceipt,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../test/factories.js';
import { testOperatorActor } from '../../../test/fixtures/operators.js';
import { receiptFiles } from '../../../test/fixtures/receipts.js';
import { TEST_PRIVATE_DIR } from '../../../test/helper.js';
import { partnerWithStores } from '../../../test/partner-kit.js';
import { useTestApp } from '../../../test/test-app.js';
import { createLocalStorage } from '../../adapters/storage/local-storage.js';
import { campaigns, pointLedger, receipts } from '../../db/schema.js';
import type { OperatorActor } from '../adjustments/adjustment-service.js';
import { bangkokDateOf } from '../calendar/bangkok-calendar.js';
import { pointBalance } from '../points/point-service.js';
import {
  approveReceiptAsOperator,
  getAdminReceipt,
  listReceiptQueue,
  type OperatorApproval,
  openReceiptFile,
  rejectReceiptAsOperator,
} from './receipt-admin-service.js';

const context = useTestApp();
let staff: OperatorActor;
let admin: OperatorActor;
let files: Awaited<ReturnType<typeof receiptFiles>>;
const privateStorage = createLocalStorage({ dir: TEST_PRIVATE_DIR });
const services = () => ({ orm: context.database.orm, privateStorage });
const approvals = () => ({
  orm: context.database.orm,
  rules: context.app.deps.caches.rules,
  tiers: context.app.deps.caches.tiers,
  campaigns: context.app.deps.caches.campaigns,
  stores: context.app.deps.caches.tillStores,
});
let storeCode: string;

/** An approval of `receiptId` as printed at the test store today, with a receipt number of its own. */
function approvalOf(receiptId: number, amount: number, fields: Partial<OperatorApproval> = {}): OperatorApproval {
  return {
    receiptId,
    amount,
    storeCode,
    receiptNo: `R-${randomBytes(4).toString('hex')}`,
    purchasedOn: bangkokDateOf(new Date()),
    ...fields,
  };
}

beforeAll(async () => {
  storeCode = (await partnerWithStores(context.database.orm, 1, 'RC')).storeCodes[0] as string;
  files = await receiptFiles();
  staff = await testOperatorActor(context.database.orm, 'staff');
  admin = await testOperatorActor(context.database.orm, 'admin');
});

/** A fresh member uploading `file` through the API; answers the member and the receipt id. */
async function upload(file: Buffer, member?: Awaited<ReturnType<typeof createMember>>) {
  const owner = member ?? (await createMember(context.database.orm));
  const token = await sessionTokenFor(context.database.orm, owner);
  const response = await callContract(context.app, uploadReceipt, {}, { as: { token }, file: { content: file } });
  return { member: owner, receiptId: response.data.receipt_id };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const uniqueFile = () => Buffer.concat([files.pdf, randomBytes(16)]);

describe('receipt file hashes', () => {
  it('fills in the hash of a receipt stored before hashes were kept, and flags its later copy', async () => {
    const file = uniqueFile();
    const older = await upload(file);
    await context.database.orm.update(receipts).set({ fileHash: null }).where(eq(receipts.id, older.receiptId));
    const copy = await upload(file);
    const shown = await getAdminReceipt(services(), copy.receiptId);
    expect(shown.duplicate_of).toBe(older.receiptId);
    const [row] = await context.database.orm.select().from(receipts).where(eq(receipts.id, older.receiptId));
    expect(row?.fileHash).toBe(sha256(file));
  });

  it('keeps the sha256 of the upload and flags the same bytes from any member as a duplicate', async () => {
    const file = uniqueFile();
    const first = await upload(file);
    const second = await upload(file);
    const third = await upload(file);
    const other = await upload(uniqueFile());
    const [row] = await context.database.orm.select().from(receipts).where(eq(receipts.id, first.receiptId));
    expect(row?.fileHash).toBe(sha256(file));
    const shown = await Promise.all(
      [first, second, third, other].map(({ receiptId }) => getAdminReceipt(services(), receiptId)),
    );
    expect(shown.map((receipt) => receipt.duplicate_of)).toEqual([null, first.receiptId, first.receiptId, null]);
  });
});

describe('listReceiptQueue', () => {
  it('filters by status and member, pages oldest first, and links each file', async () => {
    const member = await createMember(context.database.orm);
    const a = await upload(uniqueFile(), member);
    const b = await upload(uniqueFile(), member);
    const c = await upload(uniqueFile(), member);
    await rejectReceiptAsOperator(context.database.orm, staff, { receiptId: b.receiptId, reasonCode: 'unreadable' });
    const query = { page: 1, limit: 1, sort: 'created_at', status: 'pending', memberCode: member.mbkMemberId } as const;
    const first = await listReceiptQueue(services(), query);
    expect(first).toMatchObject({ total: 2, end_page: false });
    expect(first.items[0]).toMatchObject({
      id: a.receiptId,
      member_id: member.mbkMemberId,
      file_url: `/api/admin/v1/receipts/${a.receiptId}/file`,
    });
    const second = await listReceiptQueue(services(), { ...query, page: 2 });
    expect(second.items.map((item) => item.id)).toEqual([c.receiptId]);
    expect(second.end_page).toBe(true);
    const newest = await listReceiptQueue(services(), { ...query, status: undefined, limit: 10, sort: '-id' });
    expect(newest.items.map((item) => item.id)).toEqual([c.receiptId, b.receiptId, a.receiptId]);
  });
});

describe('openReceiptFile', () => {
  it('streams the stored bytes with their content type', async () => {
    const file = uniqueFile();
    const { receiptId } = await upload(file);
    const opened = await openReceiptFile(services(), receiptId);
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk));
    expect(opened).toMatchObject({ contentType: 'application/pdf', filename: `receipt-${receiptId}.pdf` });
    expect(Buffer.concat(chunks).equals(file)).toBe(true);
  });

  it('answers NOT_FOUND for an unknown receipt', async () => {
    await expect(openReceiptFile(services(), 987_654_321)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('approveReceiptAsOperator', () => {
  it('awards the points once, a retry with the key answering the first approval', async () => {
    const { member, receiptId } = await upload(uniqueFile());
    const request = approvalOf(receiptId, 1000, { idempotencyKey: 'approve-1' });
    const approved = await approveReceiptAsOperator(approvals(), staff, request);
    expect(approved).toMatchObject({
      status: 'approved',
      amount: 1000,
      points: 40,
      reviewed_by: `operator #${staff.operatorId}`,
    });
    expect(await approveReceiptAsOperator(approvals(), staff, request)).toEqual(approved);
    await expect(approveReceiptAsOperator(approvals(), staff, approvalOf(receiptId, 1000))).rejects.toMatchObject({
      code: 'NOT_ACTIVE',
    });
    expect(await pointBalance(context.database.orm, member.id)).toBe(40);
    const entries = await context.database.orm.select().from(pointLedger).where(eq(pointLedger.memberId, member.id));
    expect(entries).toHaveLength(1);
  });

  it('applies once when two operators approve at the same moment', async () => {
    const { member, receiptId } = await upload(uniqueFile());
    const results = await Promise.allSettled([
      approveReceiptAsOperator(approvals(), staff, approvalOf(receiptId, 250)),
      approveReceiptAsOperator(approvals(), admin, approvalOf(receiptId, 250)),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await pointBalance(context.database.orm, member.id)).toBe(10);
  });

  it('refuses an unknown receipt', async () => {
    await expect(approveReceiptAsOperator(approvals(), staff, approvalOf(987_654_321, 10))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('records the store, number and purchase date, and refuses the same store and number from any member', async () => {
    const first = await upload(uniqueFile());
    const printed = approvalOf(first.receiptId, 100);
    const approved = await approveReceiptAsOperator(approvals(), staff, printed);
    expect(approved).toMatchObject({
      store: { store_code: storeCode, name: 'ร้าน 1', name_en: 'Store 1' },
      receipt_no: printed.receiptNo,
      purchased_on: printed.purchasedOn,
      same_receipt_as: null,
    });
    const second = await upload(uniqueFile());
    await expect(
      approveReceiptAsOperator(approvals(), admin, { ...printed, receiptId: second.receiptId }),
    ).rejects.toMatchObject({ code: 'RECEIPT_ALREADY_APPROVED' });
    expect(await pointBalance(context.database.orm, second.member.id)).toBe(0);
    expect((await getAdminReceipt(services(), second.receiptId)).status).toBe('pending');
  });

  it('approves only one of two receipts of one store and number approved at the same moment', async () => {
    const [one, two] = [await upload(uniqueFile()), await upload(uniqueFile())];
    const receiptNo = `R-${randomBytes(4).toString('hex')}`;
    const results = await Promise.allSettled([
      approveReceiptAsOperator(approvals(), staff, approvalOf(one.receiptId, 100, { receiptNo })),
      approveReceiptAsOperator(approvals(), admin, approvalOf(two.receiptId, 100, { receiptNo })),
    ]);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ code: 'RECEIPT_ALREADY_APPROVED' });
  });

  it('refuses a purchase date in the future or older than 30 days, and an unknown store', async () => {
    const { receiptId } = await upload(uniqueFile());
    const day = 24 * 60 * 60 * 1000;
    const tomorrow = bangkokDateOf(new Date(Date.now() + day));
    const tooOld = bangkokDateOf(new Date(Date.now() - 31 * day));
    const fieldOf = (message: string) => ({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'purchased_on', message }],
    });
    await expect(
      approveReceiptAsOperator(approvals(), staff, approvalOf(receiptId, 100, { purchasedOn: tomorrow })),
    ).rejects.toMatchObject(fieldOf('Must not be in the future'));
    await expect(
      approveReceiptAsOperator(approvals(), staff, approvalOf(receiptId, 100, { purchasedOn: tooOld })),
    ).rejects.toMatchObject(fieldOf('Must be at most 30 days ago'));
    await expect(
      approveReceiptAsOperator(approvals(), staff, approvalOf(receiptId, 100, { storeCode: 'NO-SUCH-STORE' })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const thirtyDaysAgo = bangkokDateOf(new Date(Date.now() - 30 * day));
    const oldest = await approveReceiptAsOperator(
      approvals(),
      staff,
      approvalOf(receiptId, 100, { purchasedOn: thirtyDaysAgo }),
    );
    expect(oldest.purchased_on).toBe(thirtyDaysAgo);
  });
});

describe('campaigns on approved receipts (DESIGN §14)', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  /** An active campaign for purchases at a partner's stores alone (the file's tests share one database). */
  async function createCampaign(
    fields: { partnerId: number; conditions: Partial<CampaignConditions> } & Omit<
      Partial<typeof campaigns.$inferInsert>,
      'conditions'
    >,
  ): Promise<number> {
    const { partnerId, conditions, ...rest } = fields;
    const [row] = await context.database.orm
      .insert(campaigns)
      .values({
        name: 'ใบเสร็จคะแนนสองเท่า',
        nameEn: 'Double receipt points',
        kind: 'multiplier',
        multiplier: 2,
        startsAt: new Date(Date.now() - DAY_MS),
        endsAt: new Date(Date.now() + DAY_MS),
        status: 'active',
        ...rest,
        conditions: { ...OPEN_CAMPAIGN_CONDITIONS, partner_ids: [partnerId], ...conditions },
      })
      .returning({ id: campaigns.id });
    if (!row) throw new Error('No campaign');
    return row.id;
  }

  async function earnEntryOf(memberId: number) {
    const entries = await context.database.orm.select().from(pointLedger).where(eq(pointLedger.memberId, memberId));
    expect(entries).toHaveLength(1);
    return entries[0];
  }

  it('earns the base and a receipt campaign’s award, kept on the entry; a till-only campaign does not apply; staff approve by the base points', async () => {
    const { partner, storeCodes } = await partnerWithStores(context.database.orm, 1, 'RCAMP');
    const store = storeCodes[0] as string;
    const receiptCampaign = await createCampaign({ partnerId: partner.id, conditions: { channels: ['receipt'] } });
    await createCampaign({
      partnerId: partner.id,
      conditions: { channels: ['till'] },
      kind: 'bonus',
      multiplier: null,
      bonusPoints: 500,
    });
    const rules = await context.app.deps.caches.rules.read(context.database.orm);
    const basePoints = rules.adjustApprovalThreshold;
    const { member, receiptId } = await upload(uniqueFile());

    const approved = await approveReceiptAsOperator(
      approvals(),
      staff,
      approvalOf(receiptId, basePoints * rules.receiptBahtPerPoint, { storeCode: store }),
    );

    expect(approved.points).toBe(2 * basePoints);
    expect(await pointBalance(context.database.orm, member.id)).toBe(2 * basePoints);
    expect(await earnEntryOf(member.id)).toMatchObject({
      kind: 'earn',
      source: 'receipt',
      delta: 2 * basePoints,
      awards: [
        { rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points: basePoints },
        {
          rule_id: String(receiptCampaign),
          name: 'ใบเสร็จคะแนนสองเท่า',
          name_en: 'Double receipt points',
          points: basePoints,
        },
      ],
    });
    const [campaign] = await context.database.orm
      .select({ used: campaigns.budgetUsed })
      .from(campaigns)
      .where(eq(campaigns.id, receiptCampaign));
    expect(campaign?.used).toBe(basePoints);
  });

  it('applies the campaigns in force when the member uploaded the receipt (decision 055)', async () => {
    const { partner, storeCodes } = await partnerWithStores(context.database.orm, 1, 'RLATE');
    const { member, receiptId } = await upload(uniqueFile());
    await createCampaign({ partnerId: partner.id, conditions: { channels: ['receipt'] }, startsAt: new Date() });

    const approved = await approveReceiptAsOperator(
      approvals(),
      staff,
      approvalOf(receiptId, 100, { storeCode: storeCodes[0] as string }),
    );

    expect(approved.points).toBe(4);
    expect(await earnEntryOf(member.id)).toMatchObject({
      delta: 4,
      awards: [{ rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points: 4 }],
    });
  });
});

describe('rejectReceiptAsOperator', () => {
  it('rejects with both reasons and awards nothing', async () => {
    const { member, receiptId } = await upload(uniqueFile());
    const rejected = await rejectReceiptAsOperator(context.database.orm, staff, {
      receiptId,
      reasonCode: 'other',
      reasonEn: 'Not our store',
      reasonTh: 'ไม่ใช่ร้านในเครือ',
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      reject_reason_code: 'other',
      reject_reason: 'Not our store',
      reject_reason_th: 'ไม่ใช่ร้านในเครือ',
    });
    expect(await pointBalance(context.database.orm, member.id)).toBe(0);
  });

  it('words a preset reason in both languages, whatever the operator typed', async () => {
    const { receiptId } = await upload(uniqueFile());
    const rejected = await rejectReceiptAsOperator(context.database.orm, staff, {
      receiptId,
      reasonCode: 'unreadable',
    });
    expect(rejected).toMatchObject({
      reject_reason_code: 'unreadable',
      reject_reason: RECEIPT_REJECT_REASON_WORDS.unreadable.en,
      reject_reason_th: RECEIPT_REJECT_REASON_WORDS.unreadable.th,
    });
  });
});

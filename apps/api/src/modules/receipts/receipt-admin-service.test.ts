import { createHash, randomBytes } from 'node:crypto';
import { uploadReceipt } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../test/factories.js';
import { testOperatorActor } from '../../../test/fixtures/operators.js';
import { receiptFiles } from '../../../test/fixtures/receipts.js';
import { TEST_PRIVATE_DIR } from '../../../test/helper.js';
import { useTestApp } from '../../../test/test-app.js';
import { createLocalStorage } from '../../adapters/storage/local-storage.js';
import { pointLedger, receipts } from '../../db/schema.js';
import type { OperatorActor } from '../adjustments/adjustment-service.js';
import { pointBalance } from '../points/point-service.js';
import {
  approveReceiptAsOperator,
  getAdminReceipt,
  listReceiptQueue,
  openReceiptFile,
  rejectReceiptAsOperator,
} from './receipt-admin-service.js';

const context = useTestApp();
let staff: OperatorActor;
let admin: OperatorActor;
let files: Awaited<ReturnType<typeof receiptFiles>>;
const privateStorage = createLocalStorage({ dir: TEST_PRIVATE_DIR });
const services = () => ({ orm: context.database.orm, privateStorage });

beforeAll(async () => {
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
    await rejectReceiptAsOperator(context.database.orm, staff, {
      receiptId: b.receiptId,
      reasonEn: 'Blurred',
      reasonTh: 'ภาพไม่ชัด',
    });
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
    const request = { receiptId, amount: 1000, idempotencyKey: 'approve-1' };
    const approved = await approveReceiptAsOperator(
      context.database.orm,
      context.app.deps.caches.rules,
      staff,
      request,
    );
    expect(approved).toMatchObject({
      status: 'approved',
      amount: 1000,
      points: 40,
      reviewed_by: `operator #${staff.operatorId}`,
    });
    expect(await approveReceiptAsOperator(context.database.orm, context.app.deps.caches.rules, staff, request)).toEqual(
      approved,
    );
    await expect(
      approveReceiptAsOperator(context.database.orm, context.app.deps.caches.rules, staff, { receiptId, amount: 1000 }),
    ).rejects.toMatchObject({ code: 'NOT_ACTIVE' });
    expect(await pointBalance(context.database.orm, member.id)).toBe(40);
    const entries = await context.database.orm.select().from(pointLedger).where(eq(pointLedger.memberId, member.id));
    expect(entries).toHaveLength(1);
  });

  it('applies once when two operators approve at the same moment', async () => {
    const { member, receiptId } = await upload(uniqueFile());
    const results = await Promise.allSettled([
      approveReceiptAsOperator(context.database.orm, context.app.deps.caches.rules, staff, { receiptId, amount: 250 }),
      approveReceiptAsOperator(context.database.orm, context.app.deps.caches.rules, admin, { receiptId, amount: 250 }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await pointBalance(context.database.orm, member.id)).toBe(10);
  });

  it('refuses an unknown receipt', async () => {
    await expect(
      approveReceiptAsOperator(context.database.orm, context.app.deps.caches.rules, staff, {
        receiptId: 987_654_321,
        amount: 10,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('rejectReceiptAsOperator', () => {
  it('rejects with both reasons and awards nothing', async () => {
    const { member, receiptId } = await upload(uniqueFile());
    const rejected = await rejectReceiptAsOperator(context.database.orm, staff, {
      receiptId,
      reasonEn: 'Not our store',
      reasonTh: 'ไม่ใช่ร้านในเครือ',
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      reject_reason: 'Not our store',
      reject_reason_th: 'ไม่ใช่ร้านในเครือ',
    });
    expect(await pointBalance(context.database.orm, member.id)).toBe(0);
  });
});

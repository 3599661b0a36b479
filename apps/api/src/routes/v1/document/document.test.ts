import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDocumentQuota, getReceiptHistory, uploadReceipt } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { badInput, type Caller, callContract, type UploadFile } from '../../../../test/call-contract.js';
import { signedInMember } from '../../../../test/fixtures/members.js';
import { receiptFiles } from '../../../../test/fixtures/receipts.js';
import { TEST_PRIVATE_DIR, TEST_UPLOADS_DIR } from '../../../../test/helper.js';
import { useTestApp } from '../../../../test/test-app.js';
import { jobs, receipts } from '../../../db/schema.js';
import { startOfBangkokDay } from '../../../modules/calendar/bangkok-calendar.js';

const context = useTestApp();
let files: Awaited<ReturnType<typeof receiptFiles>>;

beforeAll(async () => {
  files = await receiptFiles();
});

const signedIn = () => signedInMember(context.database.orm);

/** Uploads `content` as the receipt form does (file name receipt.jpg unless told otherwise). */
function sendReceipt(
  caller: Caller | undefined,
  content: Buffer,
  options: Omit<UploadFile, 'content'> & { idempotencyKey?: string } = {},
) {
  const { idempotencyKey, ...file } = options;
  return callContract(
    context.app,
    uploadReceipt,
    {},
    { as: caller, idempotencyKey, file: { content, fileName: 'receipt.jpg', ...file } },
  );
}

describe('Document/CheckDocumentQuota', () => {
  it('answers the daily quota, what is used today, the limits and the next Bangkok midnight', async () => {
    const { member, token } = await signedIn();
    // Yesterday's upload (Bangkok) does not count against today.
    await context.database.orm.insert(receipts).values({
      memberId: member.id,
      fileKey: 'receipts/old.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 1,
      createdAt: new Date(startOfBangkokDay(new Date()).getTime() - 1000),
    });
    await sendReceipt({ token }, files.jpeg);
    const response = await callContract(context.app, checkDocumentQuota, {}, { as: { token } });
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({ daily_quota: 5, used_today: 1, remaining: 4, max_bytes: 10 * 1024 * 1024 });
    expect(data.accepted_types).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf']);
    const resetsAt = new Date(data.resets_at);
    expect(resetsAt.getTime() - startOfBangkokDay(new Date()).getTime()).toBe(24 * 60 * 60 * 1000);
    expect(resetsAt.getUTCHours()).toBe(17);
  });

  it('needs a member session', async () => {
    const response = await callContract(context.app, checkDocumentQuota, {});
    expect(response.statusCode).toBe(401);
    expect(response.code).toBe('UNAUTHORIZED');
  });
});

describe('Document/UploadReceipt', () => {
  it('stores the original bytes privately as a pending receipt, never under the public /uploads/', async () => {
    const { member, token } = await signedIn();
    const response = await sendReceipt({ token }, files.png, { fileName: 'scan.jpg' });
    expect(response.statusCode, response.text).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({
      status: 'pending',
      content_type: 'image/png',
      size_bytes: files.png.length,
      amount: null,
      points: null,
      reject_reason: null,
      reviewed_at: null,
      remaining: 4,
    });
    const [row] = await context.database.orm.select().from(receipts).where(eq(receipts.id, data.receipt_id));
    expect(row?.fileKey).toMatch(new RegExp(`^receipts/${member.id}/[\\w-]+\\.png$`));
    const key = row?.fileKey ?? '';
    expect(readFileSync(join(TEST_PRIVATE_DIR, key)).equals(files.png)).toBe(true);
    expect(existsSync(join(TEST_UPLOADS_DIR, key))).toBe(false);
    expect((await context.app.inject(`/uploads/${key}`)).statusCode).toBe(404);
  });

  it('accepts JPEG, WebP, HEIC and PDF by content and stores each as it came', async () => {
    const { token } = await signedIn();
    const expected = [
      [files.jpeg, 'image/jpeg'],
      [files.webp, 'image/webp'],
      [files.heic, 'image/heic'],
      [files.pdf, 'application/pdf'],
    ] as const;
    for (const [bytes, type] of expected) {
      const response = await sendReceipt({ token }, bytes, { fileName: 'upload.bin' });
      expect(response.statusCode, response.text).toBe(200);
      expect(response.data).toMatchObject({ content_type: type, size_bytes: bytes.length });
    }
  });

  it('keeps a HEIC photo byte for byte and queues the job that makes its JPEG copy for operators', async () => {
    const { member, token } = await signedIn();
    const response = await sendReceipt({ token }, files.heic, { fileName: 'IMG_0042.HEIC' });
    expect(response.statusCode, response.text).toBe(200);
    expect(response.data).toMatchObject({ content_type: 'image/heic', size_bytes: files.heic.length });
    const [row] = await context.database.orm.select().from(receipts).where(eq(receipts.memberId, member.id));
    expect(row?.fileKey).toMatch(/\.heic$/);
    expect(readFileSync(join(TEST_PRIVATE_DIR, row?.fileKey ?? '')).equals(files.heic)).toBe(true);
    expect(row?.viewFileKey).toBeNull();
    const [job] = await context.database.orm
      .select()
      .from(jobs)
      .where(eq(jobs.id, row?.viewJobId ?? ''));
    expect(job).toMatchObject({ kind: 'receipt-view', state: 'queued', total: 1, createdBy: null });
  });

  it('refuses a damaged or cut-off HEIC with a field error on Receipt, storing nothing', async () => {
    const { member, token } = await signedIn();
    // The private folder is the test worker's, shared with other files whose members may have this id.
    const memberFolder = join(TEST_PRIVATE_DIR, 'receipts', String(member.id));
    const filesBefore = existsSync(memberFolder) ? readdirSync(memberFolder) : [];
    for (const damaged of [files.damagedHeic, files.heic.subarray(0, 2048)]) {
      const response = await sendReceipt({ token }, damaged, { fileName: 'IMG_0043.heic' });
      expect(response.statusCode, response.text).toBe(400);
      expect(response.body).toMatchObject({
        status: 'error',
        code: 'VALIDATION_FAILED',
        errors: [
          {
            field: 'Receipt',
            message: 'This photo could not be read: take it again or choose another file',
            message_th: 'ไม่สามารถอ่านรูปภาพนี้ได้ กรุณาถ่ายใหม่หรือเลือกไฟล์อื่น',
          },
        ],
      });
    }
    expect(await receiptCount(member.id)).toBe(0);
    expect(existsSync(memberFolder) ? readdirSync(memberFolder) : []).toEqual(filesBefore);
  });

  it('refuses a text file named .jpg with UNSUPPORTED_FILE and stores nothing', async () => {
    const { member, token } = await signedIn();
    const response = await sendReceipt({ token }, Buffer.from('Total: 1,250.50 THB\n'), { fileName: 'receipt.jpg' });
    expect(response.statusCode).toBe(415);
    expect(response.body).toMatchObject({ status: 'error', code: 'UNSUPPORTED_FILE' });
    expect(await receiptCount(member.id)).toBe(0);
  });

  it('answers FILE_TOO_LARGE one byte past 10 MB and accepts exactly 10 MB', async () => {
    const { member, token } = await signedIn();
    const exact = Buffer.concat([files.jpeg, Buffer.alloc(10 * 1024 * 1024 - files.jpeg.length)]);
    const tooLarge = Buffer.concat([exact, Buffer.alloc(1)]);
    const refused = await sendReceipt({ token }, tooLarge);
    expect(refused.statusCode).toBe(413);
    expect(refused.code).toBe('FILE_TOO_LARGE');
    expect(await receiptCount(member.id)).toBe(0);
    const accepted = await sendReceipt({ token }, exact);
    expect(accepted.statusCode, accepted.text).toBe(200);
  });

  it('answers QUOTA_EXCEEDED after five uploads in a Bangkok day', async () => {
    const { member, token } = await signedIn();
    for (let upload = 1; upload <= 5; upload += 1) {
      expect((await sendReceipt({ token }, files.jpeg)).data.remaining).toBe(5 - upload);
    }
    const sixth = await sendReceipt({ token }, files.jpeg);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.code).toBe('QUOTA_EXCEEDED');
    expect(await receiptCount(member.id)).toBe(5);
  });

  it('stores exactly five of ten parallel uploads', async () => {
    const { member, token } = await signedIn();
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendReceipt({ token }, files.jpeg)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await receiptCount(member.id)).toBe(5);
  });

  it('stores exactly five of seven parallel uploads that each carry their own Idempotency-Key, never a 500', async () => {
    const { member, token } = await signedIn();
    const responses = await Promise.all(
      Array.from({ length: 7 }, (_, upload) =>
        sendReceipt({ token }, files.jpeg, { idempotencyKey: `receipt-parallel-${upload}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.text).join('\n')).toEqual([
      200, 200, 200, 200, 200, 429, 429,
    ]);
    expect(await receiptCount(member.id)).toBe(5);
  });

  it('stores a retried upload once under the same Idempotency-Key, and refuses the key for another file', async () => {
    const { member, token } = await signedIn();
    const idempotencyKey = 'receipt-retry-0001';
    const [first, second] = await Promise.all([
      sendReceipt({ token }, files.jpeg, { idempotencyKey }),
      sendReceipt({ token }, files.jpeg, { idempotencyKey }),
    ]);
    const third = await sendReceipt({ token }, files.jpeg, { idempotencyKey });
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    const ids = [first, second, third].map((response) => response.data.receipt_id);
    expect(new Set(ids).size).toBe(1);
    expect(await receiptCount(member.id)).toBe(1);
    const other = await sendReceipt({ token }, files.png, { idempotencyKey });
    expect(other.statusCode).toBe(409);
    expect(other.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('refuses another field, a JSON body and no session with the envelope', async () => {
    const { token } = await signedIn();
    const wrongField = await sendReceipt({ token }, files.jpeg, { field: 'Picture' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Receipt' }] });
    const json = await callContract(context.app, uploadReceipt, {}, { as: { token } });
    expect(json.statusCode).toBe(415);
    expect(json.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const anonymous = await sendReceipt(undefined, files.jpeg);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a broken multipart body with the envelope, never a 500', async () => {
    const { token } = await signedIn();
    const response = await callContract(context.app, uploadReceipt, badInput(Buffer.from('not multipart at all')), {
      as: { token },
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body.status).toBe('error');
  });

  it('is for active members only: a suspended member may read the history but not upload', async () => {
    const suspended = await signedInMember(context.database.orm, { status: 'suspended' });
    expect((await sendReceipt(suspended, files.jpeg)).code).toBe('FORBIDDEN');
    const history = await callContract(context.app, getReceiptHistory, {}, { as: suspended });
    expect(history.statusCode).toBe(200);
  });
});

describe('Document/GetReceiptHistory', () => {
  it('pages the member’s own receipts newest first', async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    await sendReceipt(other, files.jpeg);
    const ids: number[] = [];
    for (const file of [files.jpeg, files.png, files.pdf]) {
      ids.push((await sendReceipt({ token }, file)).data.receipt_id);
    }
    const first = await callContract(context.app, getReceiptHistory, { limit: 2 }, { as: { token } });
    expect(first.statusCode).toBe(200);
    const page = first.data;
    expect(page).toMatchObject({ page: 1, limit: 2, total: 3, end_page: false });
    expect(page.items.map((item: { receipt_id: number }) => item.receipt_id)).toEqual([ids[2], ids[1]]);
    const last = await callContract(context.app, getReceiptHistory, { limit: 2, page: 2 }, { as: { token } });
    expect(last.data).toMatchObject({
      page: 2,
      end_page: true,
      items: [{ receipt_id: ids[0], status: 'pending' }],
    });
  });

  it('refuses a bad page with VALIDATION_FAILED', async () => {
    const { token } = await signedIn();
    const response = await callContract(context.app, getReceiptHistory, { page: 0 }, { as: { token } });
    expect(response.statusCode).toBe(400);
    expect(response.code).toBe('VALIDATION_FAILED');
  });
});

async function receiptCount(memberId: number): Promise<number> {
  const rows = await context.database.orm.select().from(receipts).where(eq(receipts.memberId, memberId));
  return rows.length;
}

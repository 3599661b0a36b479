import { randomBytes } from 'node:crypto';
import {
  adminCallPath,
  approveReceiptCall,
  getReceipt,
  getReceiptFile,
  getReceiptView,
  listReceipts,
  RECEIPT_REJECT_REASON_WORDS,
  rejectReceiptCall,
  uploadReceipt,
} from '@loyalty/contracts';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  memberToken,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
} from '../../../../test/admin-kit.js';
import { callContract } from '../../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { HEIC_FIXTURE, receiptFiles } from '../../../../test/fixtures/receipts.js';
import { partnerWithStores } from '../../../../test/partner-kit.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog } from '../../../db/schema.js';
import { bangkokDateOf } from '../../../modules/calendar/bangkok-calendar.js';
import { pointBalance } from '../../../modules/points/point-service.js';

const context = useTestApp();
let staff: SignedInOperator;
let files: Awaited<ReturnType<typeof receiptFiles>>;
let storeCode: string;

/** What the operator read on a receipt: the test store, a number of its own, bought today. */
function printed(amount: number) {
  return {
    amount,
    store_code: storeCode,
    receipt_no: `R-${randomBytes(4).toString('hex')}`,
    purchased_on: bangkokDateOf(new Date()),
  };
}

beforeAll(async () => {
  staff = await signInOperator(context.app, 'staff');
  storeCode = (await partnerWithStores(context.database.orm, 1, 'RR')).storeCodes[0] as string;
  files = await receiptFiles();
});

async function upload(file = Buffer.concat([files.pdf, randomBytes(16)])) {
  const member = await createMember(context.database.orm);
  const token = await sessionTokenFor(context.database.orm, member);
  const response = await callContract(context.app, uploadReceipt, {}, { as: { token }, file: { content: file } });
  return { member, file, receiptId: response.data.receipt_id };
}

async function auditActionsOf(id: number) {
  const rows = await context.database.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'receipt'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => [row.action, row.operatorId]);
}

describe('receipt calls', () => {
  it('are for operators only: 401 without a token or with a member’s, staff allowed', async () => {
    const { receiptId } = await upload();
    const params = { id: receiptId };
    expect(await roleMatrix(context.app, listReceipts, { input: {} })).toEqual({
      noToken: 401,
      member: 401,
      staff: 200,
    });
    expect(await roleMatrix(context.app, getReceipt, { params })).toEqual({ noToken: 401, member: 401, staff: 200 });
    expect(await roleMatrix(context.app, getReceiptFile, { params })).toEqual({
      noToken: 401,
      member: 401,
      staff: 200,
    });
    expect(
      await roleMatrix(context.app, rejectReceiptCall, {
        params: { id: 987_654 },
        input: { reason_code: 'unreadable' },
      }),
    ).toEqual({ noToken: 401, member: 401, staff: 404 });
    expect(await roleMatrix(context.app, approveReceiptCall, { params: { id: 987_654 }, input: printed(10) })).toEqual({
      noToken: 401,
      member: 401,
      staff: 404,
    });
  });

  it('serves the file to an operator with its content type, never to a member', async () => {
    const { receiptId, file } = await upload();
    const served = await context.app.inject({
      url: adminCallPath(getReceiptFile, { id: receiptId }),
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(file)).toBe(true);
    const asMember = await callAdmin(
      context.app,
      getReceiptFile,
      { params: { id: receiptId } },
      { as: await memberToken(context.app) },
    );
    expect(asMember.status).toBe(401);
  });

  it('shows a HEIC receipt through the JPEG copy its job makes, and serves the original unchanged', async () => {
    const { receiptId } = await upload(files.heic);
    const params = { id: receiptId };
    const viewUrl = adminCallPath(getReceiptView, params);
    const before = await callAdmin(context.app, getReceipt, { params }, { as: staff });
    expect(before.body).toMatchObject({ data: { content_type: 'image/heic', view_url: null } });
    expect((await callAdmin(context.app, getReceiptView, { params }, { as: staff })).status).toBe(404);

    await context.app.deps.jobs.start();
    const viewUrlOnceMade = async () => {
      for (let attempt = 0; attempt < 150; attempt += 1) {
        const read = (await callAdmin(context.app, getReceipt, { params }, { as: staff })).body;
        if (read.status === 'success' && read.data.view_url !== null) return read;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return undefined;
    };
    const receipt = await viewUrlOnceMade();
    expect(receipt).toMatchObject({ data: { view_url: viewUrl, file_url: adminCallPath(getReceiptFile, params) } });

    const asOperator = { authorization: `Bearer ${staff.token}` };
    const view = await context.app.inject({ url: viewUrl, headers: asOperator });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/jpeg');
    const decoded = await sharp(view.rawPayload).metadata();
    expect(decoded).toMatchObject({ format: 'jpeg', width: HEIC_FIXTURE.width, height: HEIC_FIXTURE.height });
    const original = await context.app.inject({ url: adminCallPath(getReceiptFile, params), headers: asOperator });
    expect(original.headers['content-type']).toBe('image/heic');
    expect(original.rawPayload.equals(files.heic)).toBe(true);
    expect(
      (await callAdmin(context.app, getReceiptView, { params }, { as: await memberToken(context.app) })).status,
    ).toBe(401);
  }, 30_000);

  it('shows other files as they are: their view is the file itself', async () => {
    const { receiptId } = await upload();
    const params = { id: receiptId };
    const read = await callAdmin(context.app, getReceipt, { params }, { as: staff });
    expect(read.body).toMatchObject({ data: { view_url: adminCallPath(getReceiptFile, params) } });
    expect((await callAdmin(context.app, getReceiptView, { params }, { as: staff })).status).toBe(404);
  });

  it('approves once, awarding the points once, with one audit row; a second approval writes none', async () => {
    const { member, receiptId } = await upload();
    const args = { params: { id: receiptId }, input: printed(1250.5) };
    const approved = await callAdmin(context.app, approveReceiptCall, args, { as: staff });
    expect(approved.body).toMatchObject({ status: 'success', data: { status: 'approved', points: 50 } });
    const again = await callAdmin(context.app, approveReceiptCall, args, { as: staff });
    expect(again.status).toBe(409);
    expect(await pointBalance(context.database.orm, member.id)).toBe(50);
    expect(await auditActionsOf(receiptId)).toEqual([['receipt.approve', staff.id]]);
  });

  it('leaves a receipt worth more points than an adjustment staff may make to an admin (1,000 by rule)', async () => {
    const { member, receiptId } = await upload();
    const largest = { params: { id: receiptId }, input: printed(25_024.99) };
    const larger = { params: { id: receiptId }, input: printed(25_025) };
    const refused = await callAdmin(context.app, approveReceiptCall, larger, { as: staff });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ADMIN_APPROVAL_REQUIRED' });
    expect(await pointBalance(context.database.orm, member.id)).toBe(0);
    expect(await auditActionsOf(receiptId)).toEqual([]);
    const admin = await signInOperator(context.app, 'admin');
    const approved = await callAdmin(context.app, approveReceiptCall, larger, { as: admin });
    expect(approved.body).toMatchObject({ status: 'success', data: { status: 'approved', points: 1001 } });
    const other = await upload();
    const byStaff = await callAdmin(
      context.app,
      approveReceiptCall,
      { ...largest, params: { id: other.receiptId } },
      { as: staff },
    );
    expect(byStaff.body).toMatchObject({ status: 'success', data: { points: 1000 } });
  });

  it('answers a double click under one Idempotency-Key with the same approval, applied once', async () => {
    const { member, receiptId } = await upload();
    const args = { params: { id: receiptId }, input: printed(500) };
    const options = { as: staff, idempotencyKey: `approve-${receiptId}` };
    const [first, second] = await Promise.all([
      callAdmin(context.app, approveReceiptCall, args, options),
      callAdmin(context.app, approveReceiptCall, args, options),
    ]);
    expect(first.body).toMatchObject({ status: 'success', data: { status: 'approved', points: 20 } });
    expect(second.body).toEqual(first.body);
    expect(await pointBalance(context.database.orm, member.id)).toBe(20);
    expect(await auditActionsOf(receiptId)).toEqual([['receipt.approve', staff.id]]);
  });

  it('rejects with the operator’s own reason in both languages under `other`, and audits it', async () => {
    const { receiptId } = await upload();
    const rejected = await callAdmin(
      context.app,
      rejectReceiptCall,
      { params: { id: receiptId }, input: { reason_code: 'other', reason: 'Blurred', reason_th: 'ภาพไม่ชัด' } },
      { as: staff },
    );
    expect(rejected.body).toMatchObject({
      data: { status: 'rejected', reject_reason_code: 'other', reject_reason_th: 'ภาพไม่ชัด' },
    });
    expect(await auditActionsOf(receiptId)).toEqual([['receipt.reject', staff.id]]);
  });

  it('rejects with a preset reason in its words in both languages', async () => {
    const { receiptId } = await upload();
    const rejected = await callAdmin(
      context.app,
      rejectReceiptCall,
      { params: { id: receiptId }, input: { reason_code: 'too_old' } },
      { as: staff },
    );
    expect(rejected.body).toMatchObject({
      data: {
        reject_reason_code: 'too_old',
        reject_reason: RECEIPT_REJECT_REASON_WORDS.too_old.en,
        reject_reason_th: RECEIPT_REJECT_REASON_WORDS.too_old.th,
      },
    });
  });

  it('refuses an unknown reason, `other` without both sentences and a preset with text, changing nothing', async () => {
    const { receiptId } = await upload();
    const params = { id: receiptId };
    const send = (input: Record<string, unknown>) =>
      context.app.inject({
        method: 'POST',
        url: adminCallPath(rejectReceiptCall, params),
        headers: { authorization: `Bearer ${staff.token}` },
        payload: input,
      });
    const unknown = await send({ reason_code: 'ugly' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'reason_code' }] });
    const otherWithoutThai = await send({ reason_code: 'other', reason: 'Blurred' });
    expect(otherWithoutThai.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'reason_th' }] });
    const presetWithText = await send({ reason_code: 'unreadable', reason: 'Blurred' });
    expect(presetWithText.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'reason' }] });
    const missing = await send({ reason: 'Blurred', reason_th: 'ภาพไม่ชัด' });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'reason_code' }] });
    expect(await auditActionsOf(receiptId)).toEqual([]);
  });

  it('refuses a second receipt of an approved store and number with RECEIPT_ALREADY_APPROVED, and flags it', async () => {
    const first = await upload();
    const input = printed(300);
    await callAdmin(context.app, approveReceiptCall, { params: { id: first.receiptId }, input }, { as: staff });
    const second = await upload();
    const refused = await callAdmin(
      context.app,
      approveReceiptCall,
      { params: { id: second.receiptId }, input },
      { as: staff },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'RECEIPT_ALREADY_APPROVED' });
    expect(await pointBalance(context.database.orm, second.member.id)).toBe(0);
    const shown = await callAdmin(context.app, getReceipt, { params: { id: first.receiptId } }, { as: staff });
    expect(shown.body).toMatchObject({
      data: { store: { store_code: storeCode }, receipt_no: input.receipt_no, purchased_on: input.purchased_on },
    });
  });

  it('requires the store, number and purchase date on approval, each a field error', async () => {
    const { receiptId } = await upload();
    const approval = await context.app.inject({
      method: 'POST',
      url: adminCallPath(approveReceiptCall, { id: receiptId }),
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { amount: 100 },
    });
    expect(approval.statusCode).toBe(400);
    const fields = (approval.json() as { errors: { field: string }[] }).errors.map((error) => error.field).sort();
    expect(fields).toEqual(['purchased_on', 'receipt_no', 'store_code']);
    const future = await callAdmin(
      context.app,
      approveReceiptCall,
      { params: { id: receiptId }, input: { ...printed(100), purchased_on: '2999-01-01' } },
      { as: staff },
    );
    expect(future.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'purchased_on' }] });
    expect(await auditActionsOf(receiptId)).toEqual([]);
  });

  it('flags a receipt whose file matches an earlier one', async () => {
    const first = await upload();
    const copy = await upload(first.file);
    const shown = await callAdmin(context.app, getReceipt, { params: { id: copy.receiptId } }, { as: staff });
    expect(shown.body).toMatchObject({
      data: { duplicate_of: first.receiptId, file_url: `/api/admin/v1/receipts/${copy.receiptId}/file` },
    });
  });

  it('refuses an amount with more than two decimals with a field error', async () => {
    const { receiptId } = await upload();
    const bad = await callAdmin(
      context.app,
      approveReceiptCall,
      { params: { id: receiptId }, input: printed(10.005) },
      { as: staff },
    );
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'amount' }] });
    expect(await auditActionsOf(receiptId)).toEqual([]);
  });
});

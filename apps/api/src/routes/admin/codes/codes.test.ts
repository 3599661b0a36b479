import {
  type AdminCallInput,
  createCodeBatchCall,
  createCodeCall,
  disableCodeBatchCall,
  disableCodeCall,
  enableCodeCall,
  exportBatchCodesCall,
  getJobCall,
  isJobFinished,
  listCodeBatchesCall,
  listCodesCall,
  scanCode,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { callContract } from '../../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { codeBatches, pointCodes } from '../../../db/schema.js';
import { CODE_ALPHABET } from '../../../modules/codes/code-generator.js';
import { createJob } from '../../../modules/jobs/job-service.js';
import { pointBalance } from '../../../modules/points/point-service.js';

const context = useTestApp({ config: { jobPollingSeconds: 0.5 } });
let admin: SignedInOperator;
let staff: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  staff = await signInOperator(context.app, 'staff');
  await context.app.deps.jobs.start();
});

const DAY_MS = 86_400_000;
const window = () => ({
  starts_at: new Date(Date.now() - DAY_MS).toISOString(),
  ends_at: new Date(Date.now() + 30 * DAY_MS).toISOString(),
});

async function redeem(code: string) {
  const member = await createMember(context.db);
  const token = await sessionTokenFor(context.db, member);
  const answer = await callContract(context.app, scanCode, { Code: code }, { as: { token } });
  return { member, answer: answer.body };
}

const newBatch = (fields: Partial<AdminCallInput<typeof createCodeBatchCall>> = {}) => ({
  name: 'Songkran 2027',
  kind: 'promo' as const,
  prefix: 'sk27',
  count: 1_000,
  points: 40,
  ...window(),
  ...fields,
});

describe('code calls', () => {
  it('read for staff, write for admins only', async () => {
    const { app } = context;
    expect(await roleMatrix(app, listCodesCall, { input: {} })).toEqual({ noToken: 401, member: 401, staff: 200 });
    expect(await roleMatrix(app, listCodeBatchesCall, { input: {} })).toEqual({
      noToken: 401,
      member: 401,
      staff: 200,
    });
    const code = { code: 'ROLE-CHECK', kind: 'promo' as const, points: 10, max_uses: null, ...window() };
    expect(await roleMatrix(app, createCodeCall, { input: code })).toEqual({ noToken: 401, member: 401, staff: 403 });
    expect(await roleMatrix(app, createCodeBatchCall, { input: newBatch() })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(await roleMatrix(app, disableCodeCall, { params: { id: 1 } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(await roleMatrix(app, exportBatchCodesCall, { params: { id: 999_999 } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 404,
    });
    expect(await roleMatrix(app, getJobCall, { params: { id: crypto.randomUUID() } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 404,
    });
  });
});

describe('POST /codes', () => {
  it('adds a code a member can use once, audited; its uses show in the list', async () => {
    const created = await callAdmin(
      context.app,
      createCodeCall,
      { input: { code: ' new-year-27 ', kind: 'scan', points: 25, max_uses: 2, ...window() } },
      { as: admin },
    );
    const code = successData(created.body);
    expect(code).toMatchObject({
      code: 'NEW-YEAR-27',
      kind: 'scan',
      points: 25,
      max_uses: 2,
      uses: 0,
      title: 'Scan code',
    });
    expect((await auditRowsOf(context.db, 'code.create', code.id)).map((row) => row.operatorId)).toEqual([admin.id]);

    const { member, answer } = await redeem('new-year-27');
    expect(answer.status).toBe('success');
    expect(await pointBalance(context.db, member.id)).toBe(25);
    const listed = successData(
      (await callAdmin(context.app, listCodesCall, { input: { q: 'new-year' } }, { as: staff })).body,
    );
    expect(listed.items).toEqual([expect.objectContaining({ code: 'NEW-YEAR-27', uses: 1 })]);
  });

  it('refuses a taken code, a window that ends before it starts and loose types, writing nothing', async () => {
    const input = { code: 'TAKEN-1', kind: 'promo' as const, points: 10, max_uses: null, ...window() };
    expect((await callAdmin(context.app, createCodeCall, { input }, { as: admin })).status).toBe(200);
    const again = await callAdmin(context.app, createCodeCall, { input }, { as: admin });
    expect(again.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'code' }] });
    const backwards = await callAdmin(
      context.app,
      createCodeCall,
      { input: { ...input, code: 'BACKWARDS', starts_at: input.ends_at, ends_at: input.starts_at } },
      { as: admin },
    );
    expect(backwards.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'ends_at' }] });
    const loose = await callAdmin(
      context.app,
      createCodeCall,
      { input: { ...input, code: 'LOOSE', points: '10' as unknown as number, kind: 'gift' as 'promo' } },
      { as: admin },
    );
    expect(loose.status).toBe(400);
    const looseFields = loose.body.status === 'error' ? loose.body.errors?.map((error) => error.field).sort() : [];
    expect(looseFields).toEqual(['kind', 'points']);
    const stored = await context.db.select().from(pointCodes).where(eq(pointCodes.code, 'BACKWARDS'));
    expect(stored).toEqual([]);
  });

  it('disables a code: members get CODE_INVALID, the disable is audited once', async () => {
    const input = { code: 'STOP-ME', kind: 'promo' as const, points: 10, max_uses: null, ...window() };
    const code = successData((await callAdmin(context.app, createCodeCall, { input }, { as: admin })).body);
    const disabled = successData(
      (await callAdmin(context.app, disableCodeCall, { params: { id: code.id } }, { as: admin })).body,
    );
    expect(disabled.disabled_at).not.toBeNull();
    const { answer } = await redeem('STOP-ME');
    expect(answer).toMatchObject({ status: 'error', code: 'CODE_INVALID' });
    expect(await auditRowsOf(context.db, 'code.disable', code.id)).toHaveLength(1);
    const missing = await callAdmin(context.app, disableCodeCall, { params: { id: 987_654_321 } }, { as: admin });
    expect(missing.status).toBe(404);
  });
});

describe('POST /codes/{id}/enable', () => {
  it('undoes a disable: a member can use the code again; audited once with before and after', async () => {
    const input = { code: 'WELCOME-BACK', kind: 'promo' as const, points: 15, max_uses: null, ...window() };
    const code = successData((await callAdmin(context.app, createCodeCall, { input }, { as: admin })).body);
    await callAdmin(context.app, disableCodeCall, { params: { id: code.id } }, { as: admin });
    expect((await redeem('WELCOME-BACK')).answer).toMatchObject({ status: 'error', code: 'CODE_INVALID' });

    const enabled = successData(
      (await callAdmin(context.app, enableCodeCall, { params: { id: code.id } }, { as: admin })).body,
    );
    expect(enabled).toMatchObject({ code: 'WELCOME-BACK', disabled_at: null });
    const { member, answer } = await redeem('WELCOME-BACK');
    expect(answer.status).toBe('success');
    expect(await pointBalance(context.db, member.id)).toBe(15);
    const rows = await auditRowsOf(context.db, 'code.enable', code.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.before).toEqual({ disabled_at: expect.any(String) });
    expect(rows[0]?.after).toEqual({ disabled_at: null });
  });

  it('answers an enabled code as it is, recording no second audit row', async () => {
    const input = { code: 'ALREADY-ON', kind: 'promo' as const, points: 5, max_uses: null, ...window() };
    const code = successData((await callAdmin(context.app, createCodeCall, { input }, { as: admin })).body);
    const again = await callAdmin(context.app, enableCodeCall, { params: { id: code.id } }, { as: admin });
    expect(again.status).toBe(200);
    expect(successData(again.body)).toMatchObject({ id: code.id, disabled_at: null });
    expect(await auditRowsOf(context.db, 'code.enable', code.id)).toHaveLength(0);
  });

  it('is for admins only, answers 404 for an unknown id and refuses ids that are not numbers', async () => {
    expect(await roleMatrix(context.app, enableCodeCall, { params: { id: 1 } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    const missing = await callAdmin(context.app, enableCodeCall, { params: { id: 987_654_321 } }, { as: admin });
    expect(missing.status).toBe(404);
    for (const id of ['abc', true]) {
      const loose = await callAdmin(
        context.app,
        enableCodeCall,
        { params: { id: id as unknown as number } },
        { as: admin },
      );
      expect(loose.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('POST /code-batches/{id}/disable', () => {
  it('stops every code of the batch in one audit row naming the count, leaving other batches alone', async () => {
    const stopped = successData(
      (
        await callAdmin(
          context.app,
          createCodeBatchCall,
          { input: newBatch({ name: 'Stop all', prefix: 'STOPALL', count: 30 }) },
          { as: admin },
        )
      ).body,
    );
    const kept = successData(
      (
        await callAdmin(
          context.app,
          createCodeBatchCall,
          { input: newBatch({ name: 'Keep going', prefix: 'KEEPGO', count: 5 }) },
          { as: admin },
        )
      ).body,
    );
    const codesOf = async (batchId: number) =>
      (await context.db.select().from(pointCodes).where(eq(pointCodes.batchId, batchId))).map((row) => row.code);
    const [firstStopped] = await codesOf(stopped.id);
    const [firstKept] = await codesOf(kept.id);

    const answer = await callAdmin(context.app, disableCodeBatchCall, { params: { id: stopped.id } }, { as: admin });
    expect(successData(answer.body)).toMatchObject({
      disabled: 30,
      batch: { id: stopped.id, name: 'Stop all', generated: 30, disabled: 30 },
    });
    expect((await redeem(firstStopped as string)).answer).toMatchObject({ status: 'error', code: 'CODE_INVALID' });
    expect((await redeem(firstKept as string)).answer.status).toBe('success');
    const rows = await auditRowsOf(context.db, 'code-batch.disable', stopped.id);
    expect(rows.map((row) => row.after)).toEqual([{ name: 'Stop all', disabled: 30 }]);
    const live = await context.db.select().from(pointCodes).where(eq(pointCodes.batchId, stopped.id));
    expect(live.every((row) => row.disabledAt !== null)).toBe(true);
  });

  it('is for admins only, answers 404 for an unknown batch and refuses ids that are not numbers', async () => {
    expect(await roleMatrix(context.app, disableCodeBatchCall, { params: { id: 1 } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    const missing = await callAdmin(context.app, disableCodeBatchCall, { params: { id: 987_654_321 } }, { as: admin });
    expect(missing.status).toBe(404);
    for (const id of ['abc', false]) {
      const loose = await callAdmin(
        context.app,
        disableCodeBatchCall,
        { params: { id: id as unknown as number } },
        { as: admin },
      );
      expect(loose.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('code batches', () => {
  it('make 1,000 unique codes of the unambiguous alphabet that members redeem, and stream them as CSV', async () => {
    const created = await callAdmin(context.app, createCodeBatchCall, { input: newBatch() }, { as: admin });
    const batch = successData(created.body);
    expect(batch).toMatchObject({ prefix: 'SK27', count: 1_000, generated: 1_000, used: 0, job: null });
    expect(await auditRowsOf(context.db, 'code-batch.create', batch.id)).toHaveLength(1);

    const csv = await callAdmin(context.app, exportBatchCodesCall, { params: { id: batch.id } }, { as: staff });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="code-batch-Songkran-2027-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = csv.text.replace('\uFEFF', '').trimEnd().split('\n');
    expect(header).toBe('code,points,starts_at,ends_at,used,disabled_at');
    const codes = lines.map((line) => line.split(',')[0] as string);
    expect(codes).toHaveLength(1_000);
    expect(new Set(codes).size).toBe(1_000);
    const pattern = new RegExp(`^SK27-[${CODE_ALPHABET}]{10}$`);
    expect(codes.every((code) => pattern.test(code))).toBe(true);
    const exportRows = await auditRowsOf(context.db, 'export.batch-codes', 'batch-codes.csv');
    expect(exportRows.map((row) => row.after)).toContainEqual({ filters: { batch_id: batch.id } });

    const { member, answer } = await redeem(codes[500] as string);
    expect(answer).toMatchObject({ status: 'success', data: { points: 40, title: 'Songkran 2027' } });
    expect(await pointBalance(context.db, member.id)).toBe(40);
    const second = await redeem(codes[500] as string);
    expect(second.answer).toMatchObject({ status: 'error', code: 'CODE_LIMIT_REACHED' });
    const listed = successData((await callAdmin(context.app, listCodeBatchesCall, { input: {} }, { as: staff })).body);
    expect(listed.items.find((item) => item.id === batch.id)).toMatchObject({ generated: 1_000, used: 1 });
  });

  it('answer a double click under one Idempotency-Key with the first batch, made once', async () => {
    const input = newBatch({ name: 'Double click', prefix: 'DBL', count: 50 });
    const options = { as: admin, idempotencyKey: `batch-${Date.now()}` };
    const [first, second] = await Promise.all([
      callAdmin(context.app, createCodeBatchCall, { input }, options),
      callAdmin(context.app, createCodeBatchCall, { input }, options),
    ]);
    const batch = successData(first.body);
    expect(successData(second.body).id).toBe(batch.id);
    const made = await context.db.select().from(codeBatches).where(eq(codeBatches.name, 'Double click'));
    expect(made).toHaveLength(1);
    const other = await callAdmin(context.app, createCodeBatchCall, { input: { ...input, count: 51 } }, options);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('run a large batch as a job whose progress operators read until it is done', async () => {
    const created = await callAdmin(
      context.app,
      createCodeBatchCall,
      { input: newBatch({ name: 'Large', prefix: 'BIG', count: 12_000 }) },
      { as: admin },
    );
    const batch = successData(created.body);
    const job = batch.job;
    if (!job) throw new Error('A batch of 12,000 codes should run as a job');
    expect(job).toMatchObject({ kind: 'code-batch', total: 12_000 });
    let progress = job;
    const seen: number[] = [];
    for (let attempt = 0; attempt < 120 && !isJobFinished(progress); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      progress = successData(
        (await callAdmin(context.app, getJobCall, { params: { id: job.id } }, { as: staff })).body,
      );
      seen.push(progress.done);
    }
    expect(progress).toMatchObject({ state: 'done', done: 12_000, total: 12_000, attempts: 1, error: null });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const codes = await context.db
      .select({ code: pointCodes.code })
      .from(pointCodes)
      .where(eq(pointCodes.batchId, batch.id));
    expect(new Set(codes.map((row) => row.code)).size).toBe(12_000);
  });

  it('list a page of batches with their jobs in as many reads whatever the page holds', async () => {
    const addBatchesWithJobs = async (names: string[]) => {
      for (const name of names) {
        const batch = successData(
          (await callAdmin(context.app, createCodeBatchCall, { input: newBatch({ name, count: 5 }) }, { as: admin }))
            .body,
        );
        const job = await createJob(context.db, { kind: 'code-batch', total: 5, createdBy: null });
        await context.db.update(codeBatches).set({ jobId: job.id }).where(eq(codeBatches.id, batch.id));
      }
    };
    // Each read outside a transaction checks a connection out of the pool: counting checkouts counts them.
    const readsOfList = async () => {
      const { pool } = context.database;
      let reads = 0;
      const countRead = () => {
        reads += 1;
      };
      pool.on('acquire', countRead);
      try {
        const listed = successData(
          (await callAdmin(context.app, listCodeBatchesCall, { input: { limit: 100 } }, { as: staff })).body,
        );
        const paged = listed.items.filter((item) => item.name.startsWith('Paged '));
        expect(paged.map((item) => item.job?.total)).toEqual(paged.map(() => 5));
        return reads;
      } finally {
        pool.off('acquire', countRead);
      }
    };
    // The app's own background work (the audit sealer each second) may check a connection out meanwhile,
    // which only ever adds: the fewest of three lists is the list's own reads.
    const fewestReadsOfList = async () => Math.min(await readsOfList(), await readsOfList(), await readsOfList());
    await addBatchesWithJobs(['Paged 1', 'Paged 2']);
    const readsForTwo = await fewestReadsOfList();
    await addBatchesWithJobs(['Paged 3', 'Paged 4', 'Paged 5', 'Paged 6']);
    expect(await fewestReadsOfList()).toBe(readsForTwo);
  });

  it('refuse a count above 100,000, a bad prefix and a missing name', async () => {
    const answer = await callAdmin(
      context.app,
      createCodeBatchCall,
      { input: { ...newBatch({ count: 100_001, prefix: 'no spaces' }), name: undefined as unknown as string } },
      { as: admin },
    );
    expect(answer.status).toBe(400);
    const fields = answer.body.status === 'error' ? answer.body.errors?.map((error) => error.field).sort() : [];
    expect(fields).toEqual(['count', 'name', 'prefix']);
  });
});

import {
  approveAdjustment,
  executeImportCall,
  fieldError,
  getImportCall,
  importErrorsCall,
  importPointAdjustmentsCall,
  MAX_IMPORT_LINES,
} from '@loyalty/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { createMember } from '../../../../test/factories.js';
import { auditPoints, fundedMember } from '../../../../test/ledger-audit.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog, bulkImportLines, pointAdjustments } from '../../../db/schema.js';
import { INLINE_IMPORT_LIMIT, runImportJob } from '../../../modules/imports/import-service.js';

const context = useTestApp();
let admin: SignedInOperator;
let otherAdmin: SignedInOperator;
let staff: SignedInOperator;

beforeAll(async () => {
  [admin, otherAdmin, staff] = await Promise.all([
    signInOperator(context.app, 'admin'),
    signInOperator(context.app, 'admin'),
    signInOperator(context.app, 'staff'),
  ]);
});

const review = async (csv: string) =>
  callAdmin(context.app, importPointAdjustmentsCall, { input: { csv } }, { as: admin });
const reviewed = async (csv: string) => successData((await review(csv)).body);
const execute = async (id: number) =>
  successData((await callAdmin(context.app, executeImportCall, { params: { id } }, { as: admin })).body);

async function errorFileOf(id: number, lang: 'en' | 'th') {
  const answer = await callAdmin(context.app, importErrorsCall, { params: { id }, input: { lang } }, { as: staff });
  return answer.text.replace('\uFEFF', '').trimEnd().split('\n');
}

async function adjustmentsOfImport(importId: number) {
  return context.db
    .select({ id: pointAdjustments.id, status: pointAdjustments.status, points: pointAdjustments.points })
    .from(bulkImportLines)
    .innerJoin(pointAdjustments, eq(pointAdjustments.id, bulkImportLines.adjustmentId))
    .where(eq(bulkImportLines.importId, importId))
    .orderBy(bulkImportLines.lineNo);
}

async function auditCreations(adjustmentIds: number[]) {
  const [row] = await context.db
    .select({ rows: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'adjustment.create'),
        inArray(
          auditLog.entityId,
          adjustmentIds.map((id) => String(id)),
        ),
      ),
    );
  return row?.rows ?? 0;
}

describe('bulk point grants and claw-backs', () => {
  it('are an admin’s call: staff are refused, members and strangers are not signed in', async () => {
    expect(
      await roleMatrix(context.app, importPointAdjustmentsCall, { input: { csv: 'CR00000001,5,other,x' } }),
    ).toEqual({ noToken: 401, member: 401, staff: 403 });
  });

  it('review every line’s outcome and change nothing, with an error file in English and in Thai', async () => {
    const { member } = await fundedMember(context.database, 100);
    const closed = await createMember(context.db, { status: 'canceled' });
    const code = member.mbkMemberId;
    const csv = [
      'member_id,points,reason_category,note',
      `${code},+50,goodwill,"Sorry, late delivery"`,
      `${code},5000,compensation,Lost parcel`,
      `${code},-20,correction,Double credit`,
      `${code},-20,correction,Double credit`,
      `${code},0,goodwill,Nothing`,
      `${code},12.5,goodwill,Half`,
      `${code},10,bonus,Unknown category`,
      `${code},10,goodwill,`,
      'not-a-member,10,goodwill,x',
      `${closed.mbkMemberId},10,goodwill,Closed`,
      'CR99999999,10,goodwill,Nobody',
      `${code},10`,
    ].join('\n');
    const dryRun = await reviewed(csv);
    expect(dryRun).toMatchObject({ kind: 'point-adjustments', state: 'reviewed', lines: 12, awaiting_approval: 1 });
    expect(dryRun.counts).toMatchObject({
      ok: 3,
      duplicate: 1,
      bad_points: 2,
      bad_reason: 2,
      bad_line: 2,
      unknown_member: 2,
    });
    expect(await adjustmentsOfImport(dryRun.id)).toEqual([]);
    expect((await auditPoints(context.db, [member.id])).balances).toEqual([100]);

    const english = await errorFileOf(dryRun.id, 'en');
    expect(english[0]).toBe('line,value,problem');
    expect(english[1]).toBe(`5,"${code},-20,correction,Double credit",Repeats an earlier line`);
    expect(english).toHaveLength(1 + 9);
    const thai = await errorFileOf(dryRun.id, 'th');
    expect(thai[1]).toBe(`5,"${code},-20,correction,Double credit",ซ้ำกับบรรทัดก่อนหน้า`);
  });

  it('apply within the threshold through the ledger, hold larger ones for another admin, one audit row each', async () => {
    const { member } = await fundedMember(context.database, 30);
    const code = member.mbkMemberId;
    const dryRun = await reviewed(
      [
        `${code},200,goodwill,Welcome back`,
        `${code},-5000,correction,Big mistake`,
        `${code},-500,correction,Too much`,
      ].join('\n'),
    );
    const done = await execute(dryRun.id);
    expect(done).toMatchObject({ state: 'done', applied: 2, awaiting_approval: 1 });
    expect(done.counts).toMatchObject({ ok: 2, insufficient_points: 1 });
    const made = await adjustmentsOfImport(dryRun.id);
    expect(made.map(({ status, points }) => [status, points])).toEqual([
      ['approved', 200],
      ['pending', -5000],
    ]);
    expect(await auditCreations(made.map((adjustment) => adjustment.id))).toBe(2);
    expect(await auditPoints(context.db, [member.id])).toMatchObject({ balances: [230], ledgerSums: [230] });
    expect((await errorFileOf(dryRun.id, 'en'))[1]).toContain('does not cover this claw-back');

    const pending = made[1]?.id as number;
    const byMaker = await callAdmin(context.app, approveAdjustment, { params: { id: pending } }, { as: admin });
    expect(byMaker.body).toMatchObject({ status: 'error', code: 'SELF_APPROVAL' });
    const again = await callAdmin(context.app, executeImportCall, { params: { id: dryRun.id } }, { as: admin });
    expect(again.body).toMatchObject({ status: 'error', code: 'NOT_ACTIVE' });
  });

  it('apply each line of a long import exactly once, however often its job runs', async () => {
    const people = await Promise.all([1, 2, 3].map(() => createMember(context.db)));
    const lines = INLINE_IMPORT_LIMIT + 2;
    const csv = Array.from(
      { length: lines },
      (_, index) => `${people[index % 3]?.mbkMemberId},1,promotion,Campaign line ${index}`,
    ).join('\n');
    const dryRun = await reviewed(csv);
    const executing = await execute(dryRun.id);
    const jobId = executing.job?.id;
    if (!jobId) throw new Error(`An import of ${lines} lines should run as a job`);
    await Promise.all([runImportJob(context.db, jobId), runImportJob(context.db, jobId)]);
    await runImportJob(context.db, jobId);
    const done = successData(
      (await callAdmin(context.app, getImportCall, { params: { id: dryRun.id } }, { as: staff })).body,
    );
    expect(done).toMatchObject({ state: 'done', applied: lines });
    expect(done.job).toMatchObject({ done: lines, total: lines });
    const made = await adjustmentsOfImport(dryRun.id);
    expect(made).toHaveLength(lines);
    expect(await auditCreations(made.map((adjustment) => adjustment.id))).toBe(lines);
    const { balances } = await auditPoints(
      context.db,
      people.map((person) => person.id),
    );
    expect(balances.reduce((sum, balance) => sum + balance, 0)).toBe(lines);
  }, 60_000);

  it('refuse a body of the wrong type, an empty file and one over the line limit', async () => {
    const notText = await callAdmin(
      context.app,
      importPointAdjustmentsCall,
      { input: { csv: 42 as unknown as string } },
      { as: admin },
    );
    expect(notText.status).toBe(400);
    expect(notText.body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect((await review('\n\n')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [fieldError('csv', 'importLinesNone')],
    });
    const tooMany = await review('x\n'.repeat(MAX_IMPORT_LINES + 1));
    expect(tooMany.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [fieldError('csv', 'importLinesTooMany', { max: MAX_IMPORT_LINES })],
    });
    const badLanguage = await callAdmin(
      context.app,
      importErrorsCall,
      { params: { id: 1 }, input: { lang: 'fr' as 'en' } },
      { as: staff },
    );
    expect(badLanguage.status).toBe(400);
  });

  it('let another admin approve a held line', async () => {
    const { member } = await fundedMember(context.database, 0);
    const dryRun = await reviewed(`${member.mbkMemberId},2000,compensation,Lost parcel`);
    await execute(dryRun.id);
    const [held] = await adjustmentsOfImport(dryRun.id);
    const approved = await callAdmin(
      context.app,
      approveAdjustment,
      { params: { id: held?.id as number } },
      {
        as: otherAdmin,
      },
    );
    expect(approved.body).toMatchObject({ status: 'success', data: { status: 'approved', points: 2000 } });
    const after = successData(
      (await callAdmin(context.app, getImportCall, { params: { id: dryRun.id } }, { as: staff })).body,
    );
    expect(after.awaiting_approval).toBe(0);
  });
});

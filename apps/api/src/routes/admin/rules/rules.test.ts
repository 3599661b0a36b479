import { getRules, type ProgrammeRulesInput, putRules } from '@loyalty/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { DEFAULT_RULES } from '../../../../test/fixtures/rules.js';
import { useTestApp } from '../../../../test/test-app.js';
import { updateProgrammeRules } from '../../../modules/rules/rules-service.js';

const context = useTestApp();
let admin: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
});
afterEach(() =>
  updateProgrammeRules(
    context.database.orm,
    context.app.deps.caches,
    { operatorId: null, requestId: null },
    { transferDailyCap: 10_000 },
  ),
);

const put = (input: ProgrammeRulesInput & { revision?: string }) =>
  callAdmin(context.app, putRules, { input }, { as: admin });

describe('the programme rules', () => {
  it('are read by every operator and changed only by admins', async () => {
    expect(await roleMatrix(context.app, getRules)).toEqual({ noToken: 401, member: 401, staff: 200 });
    expect(await roleMatrix(context.app, putRules, { input: DEFAULT_RULES })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
  });

  it('change for every process at once and are audited with the rules before and after', async () => {
    const audited = (await auditRowsOf(context.database.orm, 'rules.update', 1)).length;
    const { status, body } = await put({ ...DEFAULT_RULES, transfer_daily_cap: 8_000, burn_thb_per_point: 0.3 });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      data: { transfer_daily_cap: 8_000, burn_thb_per_point: 0.3, updated_at: expect.any(String) },
    });
    expect(await context.app.deps.caches.rules.read(context.db)).toMatchObject({
      transferDailyCap: 8_000,
      burnThbPerPoint: 0.3,
    });
    const read = await callAdmin(context.app, getRules, {}, { as: admin });
    expect(read.body).toMatchObject({ data: { transfer_daily_cap: 8_000, receipt_baht_per_point: 25 } });
    const rows = await auditRowsOf(context.database.orm, 'rules.update', 1);
    expect(rows).toHaveLength(audited + 1);
    expect(rows.at(-1)).toMatchObject({
      operatorId: admin.id,
      entity: 'programme_rules',
      before: { transfer_daily_cap: 10_000 },
      after: { transfer_daily_cap: 8_000, receipt_daily_quota: 5 },
    });
  });

  it('refuses a rule out of its limits or of the wrong type, naming it, and changes and audits nothing', async () => {
    const audited = (await auditRowsOf(context.database.orm, 'rules.update', 1)).length;
    const zero = await put({ ...DEFAULT_RULES, transfer_daily_cap: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'transfer_daily_cap' }] });
    const text = await put({ ...DEFAULT_RULES, point_expiry_years: '2' as unknown as number });
    expect(text.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'point_expiry_years' }] });
    const { receipt_max_bytes: _left, ...missing } = DEFAULT_RULES;
    const incomplete = await put(missing as ProgrammeRulesInput);
    expect(incomplete.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'receipt_max_bytes' }] });
    expect(await auditRowsOf(context.database.orm, 'rules.update', 1)).toHaveLength(audited);
    expect((await context.app.deps.caches.rules.read(context.db)).transferDailyCap).toBe(10_000);
  });

  it('refuses a save from an older read of the rules (two admins at once), and keeps the first change', async () => {
    const read = await callAdmin(context.app, getRules, {}, { as: admin });
    const revision = read.body.status === 'success' ? read.body.data.revision : '';

    const first = await put({ ...DEFAULT_RULES, transfer_daily_cap: 6_000, revision });
    const stale = await put({ ...DEFAULT_RULES, receipt_daily_quota: 7, revision });

    expect(first.status).toBe(200);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'EDIT_CONFLICT' });
    expect(await context.app.deps.caches.rules.read(context.db)).toMatchObject({
      transferDailyCap: 6_000,
      receiptDailyQuota: 5,
    });
    const fresh = first.body.status === 'success' ? first.body.data.revision : '';
    expect(fresh).not.toBe(revision);
    expect(
      (await put({ ...DEFAULT_RULES, transfer_daily_cap: 6_000, receipt_daily_quota: 7, revision: fresh })).status,
    ).toBe(200);
    await put({ ...DEFAULT_RULES });
  });
});

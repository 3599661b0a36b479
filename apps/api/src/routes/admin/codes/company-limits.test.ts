import { randomBytes } from 'node:crypto';
import {
  createCodeBatchCall,
  createCodeCall,
  disableCodeBatchCall,
  disableCodeCall,
  disableCodesCall,
  enableCodeCall,
  exportBatchCodesCall,
  listCodeBatchesCall,
  listCodesCall,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  type SignedInOperator,
  signInLimitedOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { createCompany } from '../../../../test/fixtures/cards.js';
import { useTestApp } from '../../../../test/test-app.js';
import { pointCodes } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let limited: SignedInOperator;
let ours: number;
let theirs: number;

const DAY_MS = 86_400_000;
const window = () => ({
  starts_at: new Date(Date.now() - DAY_MS).toISOString(),
  ends_at: new Date(Date.now() + 30 * DAY_MS).toISOString(),
});
const newCode = (companyId?: number | null) => ({
  code: `CO-${randomBytes(4).toString('hex').toUpperCase()}`,
  kind: 'promo' as const,
  points: 10,
  max_uses: null,
  ...(companyId === undefined ? {} : { company_id: companyId }),
  ...window(),
});
const newBatch = (name: string, companyId?: number) => ({
  name,
  kind: 'promo' as const,
  prefix: name.replace(/[^A-Za-z0-9]/g, '').slice(0, 12),
  count: 3,
  points: 20,
  ...(companyId === undefined ? {} : { company_id: companyId }),
  ...window(),
});

beforeAll(async () => {
  ours = (await createCompany(context.db, { nameEn: 'Codes ours' })).id;
  theirs = (await createCompany(context.db, { nameEn: 'Codes theirs' })).id;
  admin = await signInOperator(context.app, 'admin');
  limited = await signInLimitedOperator(context.app, 'content', [ours]);
});

async function codeOf(as: SignedInOperator, companyId?: number | null) {
  return successData((await callAdmin(context.app, createCodeCall, { input: newCode(companyId) }, { as })).body);
}

describe('codes of a company-limited operator (decision 063)', () => {
  it('creates codes only for their companies, with a clear refusal otherwise', async () => {
    const own = await codeOf(limited, ours);
    expect(own.company_id).toBe(ours);
    for (const companyId of [theirs, null, undefined]) {
      const refused = await callAdmin(context.app, createCodeCall, { input: newCode(companyId) }, { as: limited });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ status: 'error', code: 'COMPANY_NOT_ALLOWED' });
      expect(refused.body).toHaveProperty('message_th', expect.stringMatching(/[\u0E00-\u0E7F]/));
    }
  });

  it('lists only their companies’ codes, and another company’s code by id is as missing', async () => {
    const own = await codeOf(limited, ours);
    const other = await codeOf(admin, theirs);
    const group = await codeOf(admin, null);
    const listed = successData(
      (await callAdmin(context.app, listCodesCall, { input: { limit: 100 } }, { as: limited })).body,
    );
    const ids = listed.items.map((item) => item.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(group.id);
    expect(listed.items.every((item) => item.company_id === ours)).toBe(true);

    const missing = await callAdmin(context.app, disableCodeCall, { params: { id: 999_999_999 } }, { as: limited });
    for (const call of [disableCodeCall, enableCodeCall]) {
      const answer = await callAdmin(context.app, call, { params: { id: other.id } }, { as: limited });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ ...missing.body, request_id: expect.any(String) });
    }
    const bulk = successData(
      (await callAdmin(context.app, disableCodesCall, { input: { ids: [own.id, other.id] } }, { as: limited })).body,
    );
    expect(bulk.results).toEqual([
      { id: own.id, ok: true, code: null },
      { id: other.id, ok: false, code: 'NOT_FOUND' },
    ]);
    const [stored] = await context.db.select().from(pointCodes).where(eq(pointCodes.id, other.id));
    expect(stored?.disabledAt).toBeNull();
  });

  it('makes batches only for their companies, lists only theirs and answers another’s batch as missing', async () => {
    const own = successData(
      (await callAdmin(context.app, createCodeBatchCall, { input: newBatch('Ours batch', ours) }, { as: limited }))
        .body,
    );
    expect(own.company_id).toBe(ours);
    const refused = await callAdmin(context.app, createCodeBatchCall, { input: newBatch('Nobody') }, { as: limited });
    expect(refused.status).toBe(403);
    const other = successData(
      (await callAdmin(context.app, createCodeBatchCall, { input: newBatch('Theirs batch', theirs) }, { as: admin }))
        .body,
    );
    const batches = successData(
      (await callAdmin(context.app, listCodeBatchesCall, { input: { limit: 100 } }, { as: limited })).body,
    );
    expect(batches.items.map((item) => item.id)).toEqual([own.id]);

    const ownCodes = await context.db.select().from(pointCodes).where(eq(pointCodes.batchId, own.id));
    expect(ownCodes.map((code) => code.companyId)).toEqual([ours, ours, ours]);

    expect(
      (await callAdmin(context.app, disableCodeBatchCall, { params: { id: other.id } }, { as: limited })).status,
    ).toBe(404);
    expect(
      (await callAdmin(context.app, exportBatchCodesCall, { params: { id: other.id } }, { as: limited })).status,
    ).toBe(404);
    const theirCodes = await context.db.select().from(pointCodes).where(eq(pointCodes.batchId, other.id));
    expect(theirCodes.every((code) => code.disabledAt === null)).toBe(true);
  });

  it('leaves an operator of the whole group unaffected, who may name any company or none', async () => {
    const other = await codeOf(admin, theirs);
    const group = await codeOf(admin, null);
    const listed = successData(
      (await callAdmin(context.app, listCodesCall, { input: { limit: 100 } }, { as: admin })).body,
    );
    expect(listed.items.map((item) => item.id)).toEqual(expect.arrayContaining([other.id, group.id]));
    const disabled = await callAdmin(context.app, disableCodeCall, { params: { id: other.id } }, { as: admin });
    expect(disabled.status).toBe(200);
    const notACompany = await callAdmin(context.app, createCodeCall, { input: newCode(999_999_999) }, { as: admin });
    expect(notACompany.status).toBe(400);
    expect(notACompany.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'company_id' }] });
  });
});

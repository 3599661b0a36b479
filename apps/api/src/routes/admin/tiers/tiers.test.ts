import { getCustomerInfo, listTiersCall, putTierCall } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  statusesAs,
  successData,
} from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { callContract } from '../../../../test/call-contract.js';
import { addSpending, createMember, logIn } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();
let admin: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
});

async function tiers() {
  return successData((await callAdmin(context.app, listTiersCall, {}, { as: admin })).body).items;
}

async function tier(code: string) {
  const found = (await tiers()).find((row) => row.code === code);
  if (!found) throw new Error(`No tier ${code}`);
  return found;
}

const putTier = (code: string, input: Record<string, unknown>) =>
  callAdmin(context.app, putTierCall, { params: { code }, input: input as never }, { as: admin });

describe('the tier thresholds', () => {
  it('lists the tiers from the lowest up with their names, thresholds and revisions', async () => {
    expect(
      (await tiers()).map(({ code, name_en, name_th, min_spending }) => [code, name_en, name_th, min_spending]),
    ).toEqual([
      ['member', 'Member', 'สมาชิก', 0],
      ['silver', 'Silver', 'ซิลเวอร์', 20_000],
      ['gold', 'Gold', 'โกลด์', 50_000],
      ['platinum', 'Platinum', 'แพลทินัม', 150_000],
    ]);
  });

  it('changes a threshold that members see at once, audited before and after', async () => {
    const member = await createMember(context.database.orm);
    await addSpending(context.database.orm, { memberId: member.id, amount: 18_000, spentAt: new Date() });
    const token = await logIn(context.app, member.email ?? '');
    const info = async () => (await callContract(context.app, getCustomerInfo, {}, { as: { token } })).data;
    expect((await info()).member_tier_desc).toBe('Member');

    const silver = await tier('silver');
    const { status, body } = await putTier('silver', {
      name_en: 'Silver Plus',
      name_th: 'ซิลเวอร์พลัส',
      min_spending: 15_000.5,
      revision: silver.revision,
    });
    expect(status).toBe(200);
    expect(successData(body)).toMatchObject({ code: 'silver', name_en: 'Silver Plus', min_spending: 15_000.5 });
    expect(successData(body).revision).not.toBe(silver.revision);
    expect((await info()).member_tier_desc).toBe('Silver Plus');
    const [row] = await auditRowsOf(context.database.orm, 'tier.update', 'silver');
    expect(row?.before).toEqual({ code: 'silver', name_en: 'Silver', name_th: 'ซิลเวอร์', min_spending: 20_000 });
    expect(row?.after).toMatchObject({ name_en: 'Silver Plus', min_spending: 15_000.5 });
  });

  it('refuses an edit from an older read with EDIT_CONFLICT and changes nothing', async () => {
    const gold = await tier('gold');
    const fields = { name_en: gold.name_en, name_th: gold.name_th };
    expect((await putTier('gold', { ...fields, min_spending: 55_000, revision: gold.revision })).status).toBe(200);
    const stale = await putTier('gold', { ...fields, min_spending: 60_000, revision: gold.revision });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'EDIT_CONFLICT' });
    expect((await tier('gold')).min_spending).toBe(55_000);
  });

  it('keeps thresholds strictly increasing from a lowest tier at 0, with the error on min_spending', async () => {
    const names = (code: string) => tier(code).then(({ name_en, name_th }) => ({ name_en, name_th }));
    const refusals = [
      await putTier('member', { ...(await names('member')), min_spending: 100 }),
      await putTier('gold', { ...(await names('gold')), min_spending: 1_000 }),
      await putTier('gold', { ...(await names('gold')), min_spending: 150_000 }),
      await putTier('platinum', { ...(await names('platinum')), min_spending: (await tier('gold')).min_spending }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'min_spending' }] });
    }
    expect(refusals[1]?.body).toMatchObject({ errors: [{ message: expect.stringContaining('above') }] });
    expect(refusals[2]?.body).toMatchObject({ errors: [{ message: expect.stringContaining('below 150000') }] });
  });

  it('validates exact types and knows only its tiers', async () => {
    const fields = { name_en: 'Gold', name_th: 'โกลด์' };
    for (const input of [
      { ...fields, min_spending: '60000' },
      { ...fields, min_spending: -1 },
      { ...fields, min_spending: 60_000.123 },
      { ...fields, name_en: '', min_spending: 60_000 },
      { name_en: 'Gold', min_spending: 60_000 },
    ]) {
      expect((await putTier('gold', input)).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await putTier('diamond', { ...fields, min_spending: 900_000 })).status).toBe(404);
    expect((await putTier('Gold!', { ...fields, min_spending: 900_000 })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const input = { name_en: 'Gold', name_th: 'โกลด์', min_spending: 50_000 };
    expect(await roleMatrix(context.app, listTiersCall)).toEqual({ noToken: 401, member: 401, staff: 403 });
    expect(await roleMatrix(context.app, putTierCall, { params: { code: 'gold' }, input })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    const content = { content: await signInOperator(context.app, 'content') };
    expect(await statusesAs(context.app, listTiersCall, content)).toEqual({ content: 403 });
  });
});

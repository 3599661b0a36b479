import {
  activateCampaign,
  approveCampaign,
  type CampaignInput,
  createCampaign,
  endCampaign,
  getCampaign,
  listCampaigns,
  OPEN_CAMPAIGN_CONDITIONS,
  recordTillSale,
  simulateCampaign,
  updateCampaign,
} from '@loyalty/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { createMember } from '../../../../test/factories.js';
import { partnerWithStores } from '../../../../test/partner-kit.js';
import { useTestApp } from '../../../../test/test-app.js';
import { campaigns } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let staff: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  staff = await signInOperator(context.app, 'staff');
});

const DAY_MS = 86_400_000;

async function weekendInput(): Promise<CampaignInput> {
  const { partner, storeCodes } = await partnerWithStores(context.db, 1, 'CMP');
  const startsAt = Date.now() + DAY_MS;
  return {
    name: 'คะแนนสองเท่าสุดสัปดาห์',
    name_en: 'Double points weekend',
    kind: 'multiplier',
    multiplier: 2,
    bonus_points: null,
    conditions: {
      channels: ['till'],
      partner_ids: [partner.id],
      store_codes: storeCodes,
      tiers: ['gold'],
      min_amount: 100,
      max_amount: null,
      days_of_week: [6, 7],
      birthday_month: false,
      first_purchase: false,
    },
    starts_at: new Date(startsAt).toISOString(),
    ends_at: new Date(startsAt + 2 * DAY_MS).toISOString(),
    per_member_cap: 500,
    budget_points: 100_000,
  };
}

async function created(input?: CampaignInput) {
  const answer = await callAdmin(
    context.app,
    createCampaign,
    { input: input ?? (await weekendInput()) },
    { as: admin },
  );
  return successData(answer.body);
}

/** Puts a campaign straight into `status`: the tests of editing and ending start from there, not from activation. */
async function setStatus(id: number, status: 'active' | 'ended') {
  await context.db.update(campaigns).set({ status }).where(eq(campaigns.id, id));
}

describe('campaigns in the back-office (DESIGN §14)', () => {
  it('are read by every operator and written by admins only', async () => {
    const readers = { noToken: 401, member: 401, staff: 200 };
    const writers = { noToken: 401, member: 401, staff: 403 };
    expect(await roleMatrix(context.app, listCampaigns, {})).toEqual(readers);
    const input = await weekendInput();
    expect(await roleMatrix(context.app, createCampaign, { input })).toEqual(writers);
    expect(await roleMatrix(context.app, updateCampaign, { params: { id: 1 }, input })).toEqual(writers);
    expect(await roleMatrix(context.app, endCampaign, { params: { id: 1 } })).toEqual(writers);
    expect(await roleMatrix(context.app, activateCampaign, { params: { id: 1 } })).toEqual(writers);
    expect(await roleMatrix(context.app, approveCampaign, { params: { id: 1 } })).toEqual(writers);
  });

  it('creates a draft that awards nothing yet, audits it, and lists and reads it', async () => {
    const input = await weekendInput();
    const campaign = await created(input);

    expect(campaign).toMatchObject({ ...input, status: 'draft', budget_used: 0 });
    const [row] = await auditRowsOf(context.db, 'campaign.create', campaign.id);
    expect(row?.operatorId).toBe(admin.id);
    const read = await callAdmin(context.app, getCampaign, { params: { id: campaign.id } }, { as: staff });
    expect(successData(read.body)).toEqual(campaign);
    const listed = await callAdmin(
      context.app,
      listCampaigns,
      { input: { q: 'สองเท่า', status: 'draft' } },
      { as: staff },
    );
    expect(successData(listed.body).items.map((item) => item.id)).toContain(campaign.id);
  });

  it('refuses conditions naming a partner, store or tier that does not exist, field by field', async () => {
    const input = await weekendInput();
    const answer = await callAdmin(
      context.app,
      createCampaign,
      {
        input: {
          ...input,
          conditions: { ...input.conditions, partner_ids: [999_999], store_codes: ['NOPE-404'], tiers: ['diamond'] },
        },
      },
      { as: admin },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'conditions.partner_ids.0', message: '999999 does not exist' },
        { field: 'conditions.store_codes.0', message: 'NOPE-404 does not exist' },
        { field: 'conditions.tiers.0', message: 'diamond does not exist' },
      ],
    });
  });

  it('refuses input that can never hold before it reaches the database: an end before the start, a multiplier of 0', async () => {
    const input = await weekendInput();
    for (const bad of [
      { ...input, ends_at: input.starts_at },
      { ...input, multiplier: 0 },
      { ...input, budget_points: '100' },
    ]) {
      const answer = await callAdmin(context.app, createCampaign, { input: bad as CampaignInput }, { as: admin });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('changes a draft freely, but a running campaign only by a later end and a larger budget', async () => {
    const input = await weekendInput();
    const campaign = await created(input);
    const renamed = await callAdmin(
      context.app,
      updateCampaign,
      { params: { id: campaign.id }, input: { ...input, name_en: 'Double weekend', multiplier: 3 } },
      { as: admin },
    );
    expect(successData(renamed.body)).toMatchObject({ name_en: 'Double weekend', multiplier: 3 });

    await setStatus(campaign.id, 'active');
    const running = { ...input, name_en: 'Double weekend', multiplier: 3 };
    const longer = {
      ...running,
      ends_at: new Date(Date.parse(input.ends_at) + DAY_MS).toISOString(),
      budget_points: 200_000,
    };
    const grown = await callAdmin(
      context.app,
      updateCampaign,
      { params: { id: campaign.id }, input: longer },
      { as: admin },
    );
    expect(successData(grown.body)).toMatchObject({
      status: 'active',
      budget_points: 200_000,
      ends_at: longer.ends_at,
    });

    for (const change of [
      { ...longer, multiplier: 4 },
      { ...longer, budget_points: 150_000 },
      { ...longer, ends_at: input.ends_at },
      { ...longer, conditions: { ...longer.conditions, tiers: [] } },
    ]) {
      const refused = await callAdmin(
        context.app,
        updateCampaign,
        { params: { id: campaign.id }, input: change },
        { as: admin },
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const [audited] = await auditRowsOf(context.db, 'campaign.update', campaign.id);
    expect(audited).toBeDefined();
  });

  it('ends a campaign once (a retry answers it as it is) and refuses to change an ended one', async () => {
    const input = await weekendInput();
    const campaign = await created(input);
    await setStatus(campaign.id, 'active');

    const ended = await callAdmin(context.app, endCampaign, { params: { id: campaign.id } }, { as: admin });
    const again = await callAdmin(context.app, endCampaign, { params: { id: campaign.id } }, { as: admin });
    const changed = await callAdmin(context.app, updateCampaign, { params: { id: campaign.id }, input }, { as: admin });

    expect(successData(ended.body).status).toBe('ended');
    expect(successData(again.body)).toEqual(successData(ended.body));
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'NOT_ACTIVE' });
    const unknown = await callAdmin(context.app, endCampaign, { params: { id: 999_999 } }, { as: admin });
    expect(unknown.status).toBe(404);
  });

  it("applies a campaign it activates to this process's very next till sale, and stops one it ends at once", async () => {
    const { partner, storeCodes } = await partnerWithStores(context.db, 1, 'CMQ');
    const storeCode = storeCodes[0] as string;
    const member = await createMember(context.db);
    let receipt = 0;
    const sale = async () => {
      receipt += 1;
      const answer = await callAdmin(
        context.app,
        recordTillSale,
        { input: { member_id: member.mbkMemberId, store_code: storeCode, receipt_no: `CQ-${receipt}`, amount: 100 } },
        { as: admin },
      );
      return successData(answer.body).points_earned;
    };
    const now = Date.now();
    const campaign = await created({
      ...(await weekendInput()),
      kind: 'bonus',
      multiplier: null,
      bonus_points: 7,
      conditions: { ...OPEN_CAMPAIGN_CONDITIONS, partner_ids: [partner.id], store_codes: [storeCode] },
      starts_at: new Date(now - DAY_MS).toISOString(),
      ends_at: new Date(now + DAY_MS).toISOString(),
    });
    // The process reads the active campaigns once: without a campaign the sale earns the base alone.
    expect(await sale()).toBe(4);

    // With the table's notice silenced, only the process's own forgetting after its write can show it.
    await context.db.execute(sql`alter table campaigns disable trigger campaigns_changed`);
    try {
      await callAdmin(context.app, activateCampaign, { params: { id: campaign.id } }, { as: admin });
      expect(await sale()).toBe(11);
      await callAdmin(context.app, endCampaign, { params: { id: campaign.id } }, { as: admin });
      expect(await sale()).toBe(4);
    } finally {
      await context.db.execute(sql`alter table campaigns enable trigger campaigns_changed`);
    }
  });

  it('activates a campaign within the approval threshold at once, audited, and a retry changes nothing', async () => {
    const campaign = await created({ ...(await weekendInput()), budget_points: 100_000 });

    const first = await callAdmin(context.app, activateCampaign, { params: { id: campaign.id } }, { as: admin });
    const again = await callAdmin(context.app, activateCampaign, { params: { id: campaign.id } }, { as: admin });

    expect(successData(first.body)).toMatchObject({ status: 'active', requested_by: admin.id, approved_by: null });
    expect(successData(first.body).activated_at).not.toBeNull();
    expect(successData(again.body)).toEqual(successData(first.body));
    expect(await auditRowsOf(context.db, 'campaign.activate', campaign.id)).toHaveLength(1);
  });

  it('leaves a campaign above the threshold, or without a budget, for a second admin: never its maker nor the admin who asked', async () => {
    const other = await signInOperator(context.app, 'admin');
    const third = await signInOperator(context.app, 'admin');
    for (const budget_points of [100_001, null]) {
      const campaign = await created({ ...(await weekendInput()), budget_points });
      const asked = await callAdmin(context.app, activateCampaign, { params: { id: campaign.id } }, { as: other });
      expect(successData(asked.body)).toMatchObject({ status: 'pending_approval', requested_by: other.id });

      for (const self of [admin, other]) {
        const refused = await callAdmin(context.app, approveCampaign, { params: { id: campaign.id } }, { as: self });
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'SELF_APPROVAL' });
      }
      const approved = await callAdmin(context.app, approveCampaign, { params: { id: campaign.id } }, { as: third });
      expect(successData(approved.body)).toMatchObject({ status: 'active', approved_by: third.id });
      expect(await auditRowsOf(context.db, 'campaign.request', campaign.id)).toHaveLength(1);
      expect(await auditRowsOf(context.db, 'campaign.approve', campaign.id)).toHaveLength(1);
    }
  });

  it('withdraws a request for approval when the campaign is changed, and refuses to start one already over', async () => {
    const input = { ...(await weekendInput()), budget_points: 500_000 };
    const campaign = await created(input);
    await callAdmin(context.app, activateCampaign, { params: { id: campaign.id } }, { as: admin });
    const changed = await callAdmin(
      context.app,
      updateCampaign,
      { params: { id: campaign.id }, input: { ...input, budget_points: 900_000 } },
      { as: admin },
    );
    expect(successData(changed.body)).toMatchObject({ status: 'draft', requested_by: null, budget_points: 900_000 });
    const notPending = await callAdmin(
      context.app,
      approveCampaign,
      { params: { id: campaign.id } },
      { as: await signInOperator(context.app, 'admin') },
    );
    expect(notPending.status).toBe(409);

    const past = await created({
      ...input,
      starts_at: new Date(Date.now() - 3 * DAY_MS).toISOString(),
      ends_at: new Date(Date.now() - DAY_MS).toISOString(),
    });
    const over = await callAdmin(context.app, activateCampaign, { params: { id: past.id } }, { as: admin });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'ends_at', message_th: 'แคมเปญเลยวันสิ้นสุดแล้ว กรุณาเลื่อนวันสิ้นสุดก่อนเปิดใช้งาน' }],
    });
  });

  it('simulates a period for every operator, and refuses a period in the wrong order or over a year', async () => {
    const campaign = await created();
    const now = Date.now();
    const simulate = (from: number, to: number) =>
      callAdmin(
        context.app,
        simulateCampaign,
        { params: { id: campaign.id }, input: { from: new Date(from).toISOString(), to: new Date(to).toISOString() } },
        { as: staff },
      );

    const answer = await simulate(now - 30 * DAY_MS, now);
    expect(answer.status).toBe(200);
    expect(successData(answer.body)).toMatchObject({ points: 0, members: 0, budget_exhausted: false });
    for (const [from, to, message] of [
      [now, now - DAY_MS, 'The period must end after it starts'],
      [now - 400 * DAY_MS, now, 'Simulate at most 366 days at a time'],
    ] as const) {
      const refused = await simulate(from, to);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'to', message }] });
    }
  });
});

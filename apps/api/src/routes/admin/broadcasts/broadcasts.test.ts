import {
  approveBroadcast,
  type BroadcastInput,
  cancelBroadcast,
  countBroadcastRecipients,
  createBroadcast,
  getBroadcast,
  listBroadcasts,
  updateBroadcast,
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
import { addPointLot, addSpending, createMember } from '../../../../test/factories.js';
import { FAR_EXPIRY } from '../../../../test/fixtures/points.js';
import { partnerWithStores } from '../../../../test/partner-kit.js';
import { useTestApp } from '../../../../test/test-app.js';
import { broadcasts, members, receipts, tillSales } from '../../../db/schema.js';
import { TERMINAL_ACTOR } from '../../../modules/audit/audit-service.js';
import { updateProgrammeRules } from '../../../modules/rules/rules-service.js';

const context = useTestApp();
let admin: SignedInOperator;
let secondAdmin: SignedInOperator;
let staff: SignedInOperator;

/** Small enough that a test's own few members cross it. */
const THRESHOLD = 2;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  secondAdmin = await signInOperator(context.app, 'admin');
  staff = await signInOperator(context.app, 'staff');
  await updateProgrammeRules(context.db, context.app.deps.caches, TERMINAL_ACTOR, {
    broadcastApprovalThreshold: THRESHOLD,
  });
});

type MemberFields = Parameters<typeof createMember>[1];

/**
 * A partner of its own and members who bought there (a till sale), consenting to news and promotions
 * unless told otherwise: a segment naming the partner reaches exactly these members.
 */
async function buyersAtNewPartner(memberFields: MemberFields[]) {
  const { partner, stores } = await partnerWithStores(context.db, 1, 'BC');
  const store = stores[0];
  if (!store) throw new Error('partnerWithStores made no store');
  const buyers = [];
  for (const [index, fields] of memberFields.entries()) {
    const member = await createMember(context.db, { acceptNewsAndPromotions: true, ...fields });
    await context.db.insert(tillSales).values({
      operatorId: admin.id,
      storeId: store.id,
      receiptNo: `R-${member.id}-${index}`,
      memberId: member.id,
      amount: 100,
      occurredAt: new Date(),
      pointsEarned: 4,
      requestFingerprint: `test-${member.id}-${index}`,
    });
    buyers.push(member);
  }
  return { partnerId: partner.id, storeId: store.id, buyers };
}

function broadcastTo(partnerIds: number[], overrides: Partial<BroadcastInput> = {}): BroadcastInput {
  return {
    title: 'ลดราคาสุดสัปดาห์',
    title_en: 'Weekend sale',
    body: 'รับคะแนนสองเท่าทุกร้านค้า',
    body_en: 'Double points at every store',
    link_path: '/privilege',
    segment: { tiers: [], min_points: null, partner_ids: partnerIds },
    channels: ['line', 'email'],
    send_at: null,
    ...overrides,
  };
}

async function created(input: BroadcastInput, as = admin) {
  return successData((await callAdmin(context.app, createBroadcast, { input }, { as })).body);
}

async function recipientsOf(segment: BroadcastInput['segment']) {
  const answer = await callAdmin(context.app, countBroadcastRecipients, { input: { segment } }, { as: admin });
  return successData(answer.body).recipients;
}

describe('broadcasts in the back-office (DESIGN §15)', () => {
  it('are read by every operator and written by admins only', async () => {
    const readers = { noToken: 401, member: 401, staff: 200 };
    const writers = { noToken: 401, member: 401, staff: 403 };
    const input = broadcastTo([]);
    expect(await roleMatrix(context.app, listBroadcasts, {})).toEqual(readers);
    expect(await roleMatrix(context.app, createBroadcast, { input })).toEqual(writers);
    expect(await roleMatrix(context.app, updateBroadcast, { params: { id: 1 }, input })).toEqual(writers);
    expect(await roleMatrix(context.app, approveBroadcast, { params: { id: 1 } })).toEqual(writers);
    expect(await roleMatrix(context.app, cancelBroadcast, { params: { id: 1 } })).toEqual(writers);
    expect(await roleMatrix(context.app, countBroadcastRecipients, { input: { segment: input.segment } })).toEqual(
      writers,
    );
  });

  it('schedules a broadcast within the threshold at once, with its recipients counted, audited, and lists and reads it', async () => {
    const { partnerId } = await buyersAtNewPartner([{}, {}]);
    const input = broadcastTo([partnerId]);

    const broadcast = await created(input);

    expect(broadcast).toMatchObject({
      title: input.title,
      title_en: input.title_en,
      segment: input.segment,
      channels: ['line', 'email'],
      status: 'scheduled',
      recipients: 2,
      created_by: admin.id,
      approved_by: null,
      progress: { notified: 0, sent: 0, failed: 0, pending: 0, skipped: 0 },
    });
    expect(await auditRowsOf(context.db, 'broadcast.create', broadcast.id)).toHaveLength(1);
    const read = await callAdmin(context.app, getBroadcast, { params: { id: broadcast.id } }, { as: staff });
    expect(successData(read.body)).toEqual(broadcast);
    const listed = await callAdmin(
      context.app,
      listBroadcasts,
      { input: { q: 'Weekend', status: 'scheduled' } },
      { as: staff },
    );
    expect(successData(listed.body).items.map((item) => item.id)).toContain(broadcast.id);
  });

  it('counts only active members with the newsandpromotions consent', async () => {
    const { partnerId } = await buyersAtNewPartner([
      {},
      { acceptNewsAndPromotions: false },
      { status: 'canceled' },
      { status: 'suspended' },
    ]);
    expect(await recipientsOf({ tiers: [], min_points: null, partner_ids: [partnerId] })).toBe(1);
  });

  it('narrows by held tier, balance and partner, a purchase being a till sale or an approved receipt', async () => {
    const { partnerId, storeId, buyers } = await buyersAtNewPartner([{}, {}, {}]);
    const [poor, rich, gold] = buyers;
    if (!poor || !rich || !gold) throw new Error('three buyers expected');
    await addPointLot(context.db, { memberId: rich.id, amount: 5000, expiresAt: FAR_EXPIRY });
    await addPointLot(context.db, { memberId: gold.id, amount: 800, expiresAt: FAR_EXPIRY });
    await addSpending(context.db, { memberId: gold.id, amount: 60_000, spentAt: new Date() });
    const receiptBuyer = await createMember(context.db, { acceptNewsAndPromotions: true });
    const rejectedBuyer = await createMember(context.db, { acceptNewsAndPromotions: true });
    for (const [member, status] of [
      [receiptBuyer, 'approved'],
      [rejectedBuyer, 'rejected'],
    ] as const) {
      await context.db.insert(receipts).values({
        memberId: member.id,
        fileKey: `receipts/${member.id}.jpg`,
        contentType: 'image/jpeg',
        sizeBytes: 1000,
        status,
        storeId,
        receiptNo: `RC-${member.id}`,
      });
    }

    const atPartner = { tiers: [], min_points: null, partner_ids: [partnerId] };
    expect(await recipientsOf(atPartner)).toBe(4);
    expect(await recipientsOf({ ...atPartner, min_points: 1000 })).toBe(1);
    expect(await recipientsOf({ ...atPartner, min_points: 800 })).toBe(2);
    expect(await recipientsOf({ ...atPartner, tiers: ['gold'] })).toBe(1);
    expect(await recipientsOf({ ...atPartner, tiers: ['member'] })).toBe(3);
    expect(await recipientsOf({ ...atPartner, tiers: ['gold'], min_points: 1000 })).toBe(0);
  });

  it('waits for a second admin above the threshold: never its maker, and a second approval changes nothing', async () => {
    const { partnerId } = await buyersAtNewPartner([{}, {}, {}]);
    const broadcast = await created(broadcastTo([partnerId]));
    expect(broadcast).toMatchObject({ status: 'pending_approval', recipients: 3 });

    const refused = await callAdmin(context.app, approveBroadcast, { params: { id: broadcast.id } }, { as: admin });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SELF_APPROVAL' });

    const approved = await callAdmin(
      context.app,
      approveBroadcast,
      { params: { id: broadcast.id } },
      { as: secondAdmin },
    );
    const again = await callAdmin(context.app, approveBroadcast, { params: { id: broadcast.id } }, { as: secondAdmin });
    expect(successData(approved.body)).toMatchObject({ status: 'scheduled', approved_by: secondAdmin.id });
    expect(successData(again.body)).toEqual(successData(approved.body));
    expect(await auditRowsOf(context.db, 'broadcast.approve', broadcast.id)).toHaveLength(1);
  });

  it('withdraws the approval when a broadcast is edited after it, and refuses its editor as approver', async () => {
    const { partnerId } = await buyersAtNewPartner([{}, {}, {}]);
    const input = broadcastTo([partnerId]);
    const broadcast = await created(input);
    await callAdmin(context.app, approveBroadcast, { params: { id: broadcast.id } }, { as: secondAdmin });

    const edited = await callAdmin(
      context.app,
      updateBroadcast,
      { params: { id: broadcast.id }, input: { ...input, body_en: 'Triple points at every store' } },
      { as: secondAdmin },
    );

    expect(successData(edited.body)).toMatchObject({
      status: 'pending_approval',
      approved_by: null,
      requested_by: secondAdmin.id,
      body_en: 'Triple points at every store',
    });
    const [audited] = await auditRowsOf(context.db, 'broadcast.update', broadcast.id);
    expect(audited?.before).toMatchObject({ status: 'scheduled', approved_by: secondAdmin.id });
    const byEditor = await callAdmin(
      context.app,
      approveBroadcast,
      { params: { id: broadcast.id } },
      { as: secondAdmin },
    );
    expect(byEditor.body).toMatchObject({ code: 'SELF_APPROVAL' });
    const third = await signInOperator(context.app, 'admin');
    const approved = await callAdmin(context.app, approveBroadcast, { params: { id: broadcast.id } }, { as: third });
    expect(successData(approved.body)).toMatchObject({ status: 'scheduled', approved_by: third.id });
  });

  it('cancels a broadcast before it sends, once, and refuses to change or cancel one already sending', async () => {
    const { partnerId } = await buyersAtNewPartner([{}]);
    const input = broadcastTo([partnerId]);
    const first = await created(input);
    const canceled = await callAdmin(context.app, cancelBroadcast, { params: { id: first.id } }, { as: admin });
    const again = await callAdmin(context.app, cancelBroadcast, { params: { id: first.id } }, { as: admin });
    expect(successData(canceled.body)).toMatchObject({ status: 'canceled' });
    expect(successData(canceled.body).canceled_at).not.toBeNull();
    expect(successData(again.body)).toEqual(successData(canceled.body));
    expect(await auditRowsOf(context.db, 'broadcast.cancel', first.id)).toHaveLength(1);
    const editCanceled = await callAdmin(
      context.app,
      updateBroadcast,
      { params: { id: first.id }, input },
      { as: admin },
    );
    expect(editCanceled.status).toBe(409);

    const second = await created(input);
    await context.db.update(broadcasts).set({ status: 'sending' }).where(eq(broadcasts.id, second.id));
    for (const call of [cancelBroadcast, approveBroadcast] as const) {
      const refused = await callAdmin(context.app, call, { params: { id: second.id } }, { as: secondAdmin });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'NOT_ACTIVE' });
    }
    const edit = await callAdmin(context.app, updateBroadcast, { params: { id: second.id }, input }, { as: admin });
    expect(edit.body).toMatchObject({ code: 'NOT_ACTIVE' });
    const unknown = await callAdmin(context.app, cancelBroadcast, { params: { id: 999_999 } }, { as: admin });
    expect(unknown.status).toBe(404);
  });

  it('refuses bad input field by field, in the error envelope, and stores nothing', async () => {
    const before = await context.db.$count(broadcasts);
    const good = broadcastTo([]);
    const cases: [unknown, string][] = [
      [{ ...good, title: '   ' }, 'title'],
      [{ ...good, body_en: 'x'.repeat(1001) }, 'body_en'],
      [{ ...good, link_path: 'https://elsewhere.example' }, 'link_path'],
      [{ ...good, channels: ['sms'] }, 'channels.0'],
      [{ ...good, channels: ['line', 'line'] }, 'channels'],
      [{ ...good, segment: { ...good.segment, min_points: '100' } }, 'segment.min_points'],
      [{ ...good, segment: { ...good.segment, tiers: ['diamond'] } }, 'segment.tiers.0'],
      [{ ...good, segment: { ...good.segment, partner_ids: [999_999] } }, 'segment.partner_ids.0'],
      [{ ...good, send_at: new Date(Date.now() - 5 * 60_000).toISOString() }, 'send_at'],
      [{ ...good, extra: true }, ''],
    ];
    for (const [input, field] of cases) {
      const answer = await callAdmin(context.app, createBroadcast, { input: input as BroadcastInput }, { as: admin });
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body).toMatchObject({ status: 'error', http_status: 400, code: 'VALIDATION_FAILED' });
      if (answer.body.status === 'error' && field) {
        expect(
          answer.body.errors?.map((error) => error.field),
          field,
        ).toContain(field);
      }
    }
    const aMomentAgo = broadcastTo([], { send_at: new Date(Date.now() - 20_000).toISOString() });
    const accepted = await callAdmin(context.app, createBroadcast, { input: aMomentAgo }, { as: admin });
    expect(accepted.status).toBe(200);
    expect(await context.db.$count(broadcasts)).toBe(before + 1);
  });

  it('counts a member whose consent is withdrawn out of the next count', async () => {
    const { partnerId, buyers } = await buyersAtNewPartner([{}, {}]);
    const segment = { tiers: [], min_points: null, partner_ids: [partnerId] };
    expect(await recipientsOf(segment)).toBe(2);
    const [first] = buyers;
    if (!first) throw new Error('a buyer expected');
    await context.db.update(members).set({ acceptNewsAndPromotions: false }).where(eq(members.id, first.id));
    expect(await recipientsOf(segment)).toBe(1);
  });
});

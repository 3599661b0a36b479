import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderedReward } from '../../../test/fixtures/shipments.js';
import { useTestDatabase } from '../../../test/helper.js';
import { notificationsOf } from '../../../test/notifications.js';
import { AppError } from '../../app-error.js';
import { shipmentEvents } from '../../db/schema.js';
import { getTracking } from './redemption-history-service.js';
import { type AdvanceRequest, advanceShipment, listShipments, streamShipmentLabels } from './shipment-service.js';

const context = useTestDatabase();
const db = () => context.database.orm;

/** The CLI's actor: no operator, no request. */
const terminal = { operatorId: null, requestId: null };
const advance = (request: AdvanceRequest) => advanceShipment(db(), terminal, request);

const shipping = { carrier: 'Kerry Express', trackingNo: 'th123456789' };

async function refusal(attempt: Promise<unknown>): Promise<{ code: string; fields: string[] }> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return { code: error.code, fields: (error.fieldErrors ?? []).map((field) => field.field) };
}

const page = { page: 1, limit: 100, sort: 'redeemed_at' as const };

describe('the shipment steps', () => {
  it('moves ordered → packed → shipped → delivered one step a call, and no further', async () => {
    const { redemptionId } = await orderedReward(db());
    expect((await advance({ redemptionId })).status).toBe('packed');
    const shipped = await advance({ redemptionId, ...shipping });
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'Kerry Express', tracking_no: 'TH123456789' });
    expect((await advance({ redemptionId })).status).toBe('delivered');
    expect(await refusal(advance({ redemptionId }))).toMatchObject({ code: 'NOT_ACTIVE' });
  });

  it('tells the member when the reward ships, with the carrier and tracking number, and when it arrives', async () => {
    const { redemptionId, memberId } = await orderedReward(db(), { titleEn: 'Tote bag', titleTh: 'กระเป๋าผ้า' });
    await advance({ redemptionId });
    await advance({ redemptionId, ...shipping });
    await advance({ redemptionId });

    expect(await notificationsOf(db(), memberId)).toMatchObject([
      {
        kind: 'redemption_shipped',
        titleTh: 'ของรางวัลของคุณจัดส่งแล้ว',
        bodyEn: 'Tote bag was sent with Kerry Express, tracking number TH123456789.',
        linkPath: `/tracking-status/${redemptionId}`,
        channels: ['line'],
      },
      { kind: 'redemption_delivered', bodyTh: 'กระเป๋าผ้า จัดส่งถึงแล้ว' },
    ]);
  });

  it('refuses to ship without both the carrier and the tracking number, and stays packed', async () => {
    const { redemptionId } = await orderedReward(db());
    await advance({ redemptionId });
    expect(await refusal(advance({ redemptionId }))).toEqual({
      code: 'VALIDATION_FAILED',
      fields: ['carrier'],
    });
    expect(await refusal(advance({ redemptionId, carrier: 'Kerry Express' }))).toEqual({
      code: 'VALIDATION_FAILED',
      fields: ['tracking_no'],
    });
    expect(await refusal(advance({ redemptionId, carrier: ' ', trackingNo: 'X1' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const [item] = (await listShipments(db(), { ...page, status: 'packed', q: undefined })).items.filter(
      (shipment) => shipment.redemption_id === redemptionId,
    );
    expect(item?.status).toBe('packed');
  });

  it('refuses a move to any step but the next, so a repeated click cannot skip one', async () => {
    const { redemptionId } = await orderedReward(db());
    expect(await refusal(advance({ redemptionId, to: 'shipped', ...shipping }))).toMatchObject({
      code: 'SHIPMENT_STEP_CHANGED',
    });
    await advance({ redemptionId, to: 'packed' });
    expect(await refusal(advance({ redemptionId, to: 'packed' }))).toMatchObject({
      code: 'SHIPMENT_STEP_CHANGED',
    });
    expect(await refusal(advance({ redemptionId, to: 'delivered' }))).toMatchObject({
      code: 'SHIPMENT_STEP_CHANGED',
    });
  });

  it('lets only one of two parallel moves to the same step through', async () => {
    const { redemptionId } = await orderedReward(db());
    const outcomes = await Promise.all(
      [1, 2].map(() =>
        advance({ redemptionId, to: 'packed' }).then(
          (moved) => moved.status,
          (error: AppError) => error.code,
        ),
      ),
    );
    expect(outcomes.sort()).toEqual(['SHIPMENT_STEP_CHANGED', 'packed']);
  });

  it('refuses an unknown redemption', async () => {
    expect(await refusal(advance({ redemptionId: 999_999_999 }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('records each step where the member’s tracking screen reads it', async () => {
    const { redemptionId, memberId } = await orderedReward(db());
    await advance({ redemptionId });
    await advance({ redemptionId, ...shipping });
    const tracking = await getTracking(db(), { memberId, language: 'en', redemptionId });
    expect(tracking.steps.map((step) => step.done)).toEqual([true, true, true, false]);
    expect(tracking).toMatchObject({ carrier: 'Kerry Express', tracking_no: 'TH123456789' });
    const events = await db().select().from(shipmentEvents).where(eq(shipmentEvents.redemptionId, redemptionId));
    expect(events.map((event) => event.status).sort()).toEqual(['ordered', 'packed', 'shipped']);
  });
});

describe('the shipment list', () => {
  it('shows the member, privilege and address of each reward, filtered by step', async () => {
    const { redemptionId } = await orderedReward(db(), { titleEn: 'Tote bag', titleTh: 'กระเป๋าผ้า' });
    const ordered = await listShipments(db(), { ...page, status: 'ordered', q: undefined });
    const item = ordered.items.find((shipment) => shipment.redemption_id === redemptionId);
    expect(item).toMatchObject({
      status: 'ordered',
      member: { mbk_member_id: expect.stringMatching(/^CR\d{8}$/) },
      privilege: { title: 'Tote bag', title_th: 'กระเป๋าผ้า' },
      ship_to: { recipient_name: 'สมศรี ใจดี', mobile_no: '0812345678' },
      carrier: null,
    });
    expect(item?.ship_to?.address).toContain('10200');
    const packed = await listShipments(db(), { ...page, status: 'packed', q: undefined });
    expect(packed.items.map((shipment) => shipment.redemption_id)).not.toContain(redemptionId);
  });

  it('finds a reward by member id, order number or tracking number, and pages', async () => {
    const { redemptionId } = await orderedReward(db());
    await advance({ redemptionId });
    await advance({ redemptionId, carrier: 'Flash', trackingNo: 'fx-7788' });
    const [found] = (await listShipments(db(), { ...page, status: undefined, q: 'FX-77' })).items;
    expect(found?.redemption_id).toBe(redemptionId);
    const byMember = await listShipments(db(), { ...page, status: undefined, q: found?.member.mbk_member_id });
    expect(byMember.items.map((shipment) => shipment.redemption_id)).toEqual([redemptionId]);
    const byOrder = await listShipments(db(), { ...page, status: undefined, q: found?.order_no.toLowerCase() });
    expect(byOrder.items.map((shipment) => shipment.redemption_id)).toEqual([redemptionId]);
    const first = await listShipments(db(), {
      page: 1,
      limit: 1,
      sort: '-redeemed_at',
      status: undefined,
      q: undefined,
    });
    expect(first).toMatchObject({ limit: 1, end_page: false });
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
  });

  it('lists delivered rewards only when asked for them', async () => {
    const { redemptionId } = await orderedReward(db());
    await advance({ redemptionId });
    await advance({ redemptionId, ...shipping });
    await advance({ redemptionId });
    const open = await listShipments(db(), { ...page, status: undefined, q: undefined });
    expect(open.items.map((shipment) => shipment.redemption_id)).not.toContain(redemptionId);
    const delivered = await listShipments(db(), { ...page, status: 'delivered', q: undefined });
    expect(delivered.items.map((shipment) => shipment.redemption_id)).toContain(redemptionId);
  });
});

describe('the packing labels', () => {
  it('streams a UTF-8 CSV with a BOM of the rewards waiting to be packed, in Thai', async () => {
    const waiting = await orderedReward(db(), { titleTh: 'ร่ม, สีแดง' });
    const packed = await orderedReward(db());
    await advance({ redemptionId: packed.redemptionId });
    const bytes = await buffer(streamShipmentLabels(db()));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.startsWith('redemption_id,order_no,name,phone,address,privilege\n')).toBe(true);
    const line = csv.split('\n').find((row) => row.startsWith(`${waiting.redemptionId},`));
    expect(line).toContain(',สมศรี ใจดี,081-234-5678,');
    expect(line).toContain('"ร่ม, สีแดง"');
    expect(csv).not.toMatch(new RegExp(`^${packed.redemptionId},`, 'm'));
  });

  it('writes text a spreadsheet would run as a formula as text, as the exports do', async () => {
    const waiting = await orderedReward(db(), { titleTh: '=ร่ม+1' });
    const csv = (await buffer(streamShipmentLabels(db()))).toString('utf8');
    const line = csv.split('\n').find((row) => row.startsWith(`${waiting.redemptionId},`));
    expect(line?.endsWith(",'=ร่ม+1")).toBe(true);
  });
});

import { type AdminCallInput, adminAdvanceShipment, listShipments, shipmentLabels } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { orderedReward } from '../../../../test/fixtures/shipments.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();
let staff: SignedInOperator;

beforeAll(async () => {
  staff = await signInOperator(context.app, 'staff');
});

const advance = (redemptionId: number, input: AdminCallInput<typeof adminAdvanceShipment> = {}) =>
  callAdmin(context.app, adminAdvanceShipment, { params: { redemption_id: redemptionId }, input }, { as: staff });

const shipping = { carrier: 'Kerry Express', tracking_no: 'th123456789' };

describe('shipping calls', () => {
  it('are for operators: 401 without a token or with a member’s, open to staff', async () => {
    expect(await roleMatrix(context.app, listShipments)).toEqual({ noToken: 401, member: 401, staff: 200 });
    expect(await roleMatrix(context.app, shipmentLabels)).toEqual({ noToken: 401, member: 401, staff: 200 });
    expect(
      await roleMatrix(context.app, adminAdvanceShipment, { params: { redemption_id: 999_999 }, input: {} }),
    ).toEqual({
      noToken: 401,
      member: 401,
      staff: 404,
    });
  });

  it('list a reward with its member, privilege and address, by step', async () => {
    const { redemptionId } = await orderedReward(context.database.orm, { titleEn: 'Tote bag' });
    const { status, body } = await callAdmin(
      context.app,
      listShipments,
      { input: { status: 'ordered' } },
      { as: staff },
    );
    expect(status).toBe(200);
    if (body.status !== 'success') throw new Error('list failed');
    const item = body.data.items.find((shipment) => shipment.redemption_id === redemptionId);
    expect(item).toMatchObject({
      status: 'ordered',
      privilege: { title: 'Tote bag' },
      ship_to: { mobile_no: '0812345678' },
    });
    const wrong = await callAdmin(
      context.app,
      listShipments,
      { input: { status: 'lost' as 'ordered' } },
      { as: staff },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'status' }] });
  });
});

describe('one member’s shipments', () => {
  it('lists only that member’s, delivered ones included, and refuses a malformed member id', async () => {
    const { redemptionId } = await orderedReward(context.database.orm);
    await orderedReward(context.database.orm);
    for (const to of ['packed', 'shipped', 'delivered'] as const) await advance(redemptionId, { ...shipping, to });
    const list = async (input: AdminCallInput<typeof listShipments>) => {
      const { body } = await callAdmin(context.app, listShipments, { input }, { as: staff });
      if (body.status !== 'success') throw new Error(JSON.stringify(body));
      return body.data.items;
    };
    expect((await list({ limit: 100 })).map((item) => item.redemption_id)).not.toContain(redemptionId);
    const [delivered] = await list({ q: '', status: 'delivered', limit: 100 }).then((items) =>
      items.filter((item) => item.redemption_id === redemptionId),
    );
    const memberCode = delivered?.member.mbk_member_id ?? '';
    const mine = await list({ member_id: memberCode });
    expect(mine.map((item) => [item.redemption_id, item.status])).toEqual([[redemptionId, 'delivered']]);
    const wrong = await callAdmin(context.app, listShipments, { input: { member_id: 'someone' } }, { as: staff });
    expect(wrong.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'member_id' }] });
  });
});

describe('advancing a shipment', () => {
  it('moves one step a call, audited with the operator, the request and the steps before and after', async () => {
    const { redemptionId } = await orderedReward(context.database.orm);
    const packed = await advance(redemptionId, { to: 'packed' });
    expect(packed.body).toMatchObject({ status: 'success', data: { status: 'packed' } });
    const shipped = await advance(redemptionId, { to: 'shipped', ...shipping });
    expect(shipped.body).toMatchObject({
      data: { status: 'shipped', carrier: 'Kerry Express', tracking_no: 'TH123456789' },
    });
    const rows = await auditRowsOf(context.database.orm, 'shipment.advance', redemptionId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      operatorId: staff.id,
      entity: 'redemption',
      before: { status: 'packed', carrier: null, tracking_no: null },
      after: { status: 'shipped', carrier: 'Kerry Express', tracking_no: 'TH123456789' },
      requestId: expect.any(String),
    });
  });

  it('refuses to ship without carrier and tracking number, to skip a step or to go past delivered, writing no audit row', async () => {
    const { redemptionId } = await orderedReward(context.database.orm);
    expect((await advance(redemptionId, { to: 'shipped', ...shipping })).body).toMatchObject({
      code: 'SHIPMENT_STEP_CHANGED',
    });
    await advance(redemptionId);
    const noTracking = await advance(redemptionId, { carrier: 'Kerry Express' });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'tracking_no' }] });
    await advance(redemptionId, shipping);
    await advance(redemptionId);
    const pastDelivered = await advance(redemptionId);
    expect(pastDelivered.status).toBe(409);
    expect(pastDelivered.body).toMatchObject({ code: 'NOT_ACTIVE' });
    const rows = await auditRowsOf(context.database.orm, 'shipment.advance', redemptionId);
    expect(rows.map((row) => (row.after as { status: string }).status)).toEqual(['packed', 'shipped', 'delivered']);
  });

  it('refuses a carrier with control characters and an id that is not one', async () => {
    const { redemptionId } = await orderedReward(context.database.orm);
    expect((await advance(redemptionId, { carrier: 'Kerry\u0007', tracking_no: 'X' })).status).toBe(400);
    const badId = await context.app.inject({
      method: 'POST',
      url: '/api/admin/v1/shipments/1e3/advance',
      headers: { authorization: `Bearer ${staff.token}` },
      payload: {},
    });
    expect(badId.statusCode).toBe(400);
    expect(await auditRowsOf(context.database.orm, 'shipment.advance', redemptionId)).toHaveLength(0);
  });
});

describe('the packing labels', () => {
  it('download as UTF-8 CSV with a BOM, the rewards waiting to be packed, and the audit log names who took them', async () => {
    const { redemptionId } = await orderedReward(context.database.orm, { titleTh: 'กระเป๋าผ้า' });
    const { status, headers, text } = await callAdmin(context.app, shipmentLabels, {}, { as: staff });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toBe('attachment; filename="shipment-labels.csv"');
    expect(text.startsWith('\uFEFFredemption_id,order_no,name,phone,address,privilege')).toBe(true);
    expect(text).toMatch(new RegExp(`^${redemptionId},\\w+,สมศรี ใจดี,081-234-5678,.*,กระเป๋าผ้า$`, 'm'));
    const audits = await auditRowsOf(context.database.orm, 'export.shipment_labels', 'shipment-labels.csv');
    expect(audits.filter((audit) => audit.operatorId === staff.id)).toHaveLength(1);
  });
});

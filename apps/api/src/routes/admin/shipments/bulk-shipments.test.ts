import {
  adminAdvanceShipment,
  advanceShipmentsCall,
  importTrackingNumbersCall,
  MAX_BULK_ROWS,
  MAX_TRACKING_CSV_CHARACTERS,
} from '@loyalty/contracts';
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
import { orderedReward } from '../../../../test/fixtures/shipments.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();
let staff: SignedInOperator;

beforeAll(async () => {
  staff = await signInOperator(context.app, 'staff');
});

const advanceAll = (shipments: unknown) =>
  callAdmin(context.app, advanceShipmentsCall, { input: { shipments } as never }, { as: staff });

const importTracking = (csv: string) =>
  callAdmin(context.app, importTrackingNumbersCall, { input: { csv } }, { as: staff });

async function packedReward(): Promise<number> {
  const { redemptionId } = await orderedReward(context.database.orm);
  await callAdmin(
    context.app,
    adminAdvanceShipment,
    { params: { redemption_id: redemptionId }, input: { to: 'packed' } },
    { as: staff },
  );
  return redemptionId;
}

describe('advancing many shipments at once', () => {
  it('moves each one step in its own transaction, one audit row each, and answers each row’s outcome', async () => {
    const first = await orderedReward(context.database.orm);
    const second = await orderedReward(context.database.orm);
    const packed = await packedReward();
    const { status, body } = await advanceAll([
      { redemption_id: first.redemptionId, to: 'packed' },
      { redemption_id: 999_999_999, to: 'packed' },
      { redemption_id: second.redemptionId, to: 'packed' },
      { redemption_id: packed, to: 'shipped' },
    ]);
    expect(status).toBe(200);
    expect(successData(body).results).toEqual([
      { id: first.redemptionId, ok: true, code: null },
      { id: 999_999_999, ok: false, code: 'NOT_FOUND' },
      { id: second.redemptionId, ok: true, code: null },
      // Shipping needs each one's carrier and tracking number: the tracking import gives them.
      { id: packed, ok: false, code: 'VALIDATION_FAILED' },
    ]);
    expect(await auditRowsOf(context.database.orm, 'shipment.advance', first.redemptionId)).toHaveLength(1);
    expect(await auditRowsOf(context.database.orm, 'shipment.advance', second.redemptionId)).toHaveLength(1);
    // Only its packing: the failed ship wrote nothing.
    expect(await auditRowsOf(context.database.orm, 'shipment.advance', packed)).toHaveLength(1);
  });

  it('refuses to move a row twice when the selection was stale (SHIPMENT_STEP_CHANGED)', async () => {
    const { redemptionId } = await orderedReward(context.database.orm);
    expect(successData((await advanceAll([{ redemption_id: redemptionId, to: 'packed' }])).body).results).toEqual([
      { id: redemptionId, ok: true, code: null },
    ]);
    expect(successData((await advanceAll([{ redemption_id: redemptionId, to: 'packed' }])).body).results).toEqual([
      { id: redemptionId, ok: false, code: 'SHIPMENT_STEP_CHANGED' },
    ]);
  });

  it('validates the whole call strictly: exact types, no repeats, no more than the limit, none missing', async () => {
    const cases: [unknown, string][] = [
      [[{ redemption_id: '5', to: 'packed' }], 'shipments.0.redemption_id'],
      [[{ redemption_id: 5.5, to: 'packed' }], 'shipments.0.redemption_id'],
      [[{ redemption_id: 5, to: 'lost' }], 'shipments.0.to'],
      [[{ redemption_id: 5 }], 'shipments.0.to'],
      [
        [
          { redemption_id: 5, to: 'packed' },
          { redemption_id: 5, to: 'shipped' },
        ],
        'shipments',
      ],
      [[], 'shipments'],
      [
        Array.from({ length: MAX_BULK_ROWS + 1 }, (_, index) => ({ redemption_id: index + 1, to: 'packed' })),
        'shipments',
      ],
      ['5', 'shipments'],
    ];
    for (const [shipments, field] of cases) {
      const { status, body } = await advanceAll(shipments);
      expect(status, JSON.stringify(shipments).slice(0, 80)).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field }] });
    }
  });

  it('is for the operators who advance one: staff and admins, not content or a cashier', async () => {
    const input = { shipments: [{ redemption_id: 999_999_999, to: 'packed' as const }] };
    expect(await roleMatrix(context.app, advanceShipmentsCall, { input })).toEqual({
      noToken: 401,
      member: 401,
      staff: 200,
    });
    const operators = {
      admin: await signInOperator(context.app, 'admin'),
      content: await signInOperator(context.app, 'content'),
      cashier: await signInOperator(context.app, 'cashier'),
    };
    expect(await statusesAs(context.app, advanceShipmentsCall, operators, { input })).toEqual({
      admin: 200,
      content: 403,
      cashier: 403,
    });
  });
});

describe('the tracking-number import', () => {
  it('ships each packed reward of the file with its carrier and tracking number, line by line', async () => {
    const packed = await packedReward();
    const otherPacked = await packedReward();
    const ordered = await orderedReward(context.database.orm);
    const csv = [
      '\uFEFFredemption_id,carrier,tracking_no',
      `${packed},Kerry Express,th123`,
      '',
      `${ordered.redemptionId},Flash,FL1`,
      'abc,Kerry,KE1',
      `${otherPacked},"Thailand Post, EMS",EM555TH`,
      `${packed},Kerry Express,TH999`,
      `${otherPacked + 1_000_000},Kerry,KE2`,
      `${packed},Kerry`,
    ].join('\r\n');
    const { status, body } = await importTracking(csv);
    expect(status).toBe(200);
    expect(successData(body).results).toEqual([
      { line: 2, redemption_id: packed, ok: true, code: null },
      // Not packed yet: the import only ships.
      { line: 4, redemption_id: ordered.redemptionId, ok: false, code: 'SHIPMENT_STEP_CHANGED' },
      { line: 5, redemption_id: null, ok: false, code: 'VALIDATION_FAILED' },
      { line: 6, redemption_id: otherPacked, ok: true, code: null },
      { line: 7, redemption_id: packed, ok: false, code: 'VALIDATION_FAILED' },
      { line: 8, redemption_id: otherPacked + 1_000_000, ok: false, code: 'NOT_FOUND' },
      { line: 9, redemption_id: packed, ok: false, code: 'VALIDATION_FAILED' },
    ]);
    const [shipped] = (await auditRowsOf(context.database.orm, 'shipment.advance', packed)).slice(-1);
    expect(shipped?.after).toEqual({ status: 'shipped', carrier: 'Kerry Express', tracking_no: 'TH123' });
    const [ems] = (await auditRowsOf(context.database.orm, 'shipment.advance', otherPacked)).slice(-1);
    expect(ems?.after).toMatchObject({ carrier: 'Thailand Post, EMS', tracking_no: 'EM555TH' });
  });

  it('refuses a file over the size limit (FILE_TOO_LARGE), an empty one and one over the line limit', async () => {
    const tooLarge = await importTracking('1,Kerry,KE1\n'.repeat(MAX_TRACKING_CSV_CHARACTERS / 10));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'FILE_TOO_LARGE' });
    const empty = await importTracking('redemption_id,carrier,tracking_no\n\n');
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'csv' }] });
    const tooMany = await importTracking(
      Array.from({ length: MAX_BULK_ROWS + 1 }, (_, index) => `${index + 1},Kerry,KE${index}`).join('\n'),
    );
    expect(tooMany.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'csv' }] });
    const notText = await callAdmin(
      context.app,
      importTrackingNumbersCall,
      { input: { csv: 5 } as never },
      {
        as: staff,
      },
    );
    expect(notText.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'csv' }] });
  });

  it('is refused to content and cashier operators', async () => {
    const operators = {
      content: await signInOperator(context.app, 'content'),
      cashier: await signInOperator(context.app, 'cashier'),
    };
    const args = { input: { csv: '1,Kerry,KE1' } };
    expect(await statusesAs(context.app, importTrackingNumbersCall, operators, args)).toEqual({
      content: 403,
      cashier: 403,
    });
  });
});

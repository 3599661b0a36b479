import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminRunner } from '../../test/cli-runner.js';
import { createMember, uniqueMobile } from '../../test/factories.js';
import { addAddress, createOffer, redeemPayload, redeemReadyProfile } from '../../test/fixtures/redemptions.js';
import { useTestDatabase } from '../../test/helper.js';
import { redemptions, shipmentEvents } from '../db/schema.js';
import { redeemPrivilege } from '../modules/redemptions/redeem-service.js';
import { SHIPMENTS_HELP } from './shipments-command.js';

const context = useTestDatabase();
const db = () => context.database.orm;

const admin = adminRunner(() => context.database.orm);

/** A free physical reward redeemed by a new member: status ordered. */
async function orderedReward(): Promise<number> {
  const member = await createMember(db(), { mobileNo: uniqueMobile(), ...redeemReadyProfile() });
  const { privilege } = await createOffer(db(), { kind: 'physical', pointCost: 0, titleEn: 'Tote bag' });
  const addressId = await addAddress(db(), member.id);
  const redeemed = await redeemPrivilege(db(), {
    memberId: member.id,
    idempotencyKey: undefined,
    input: redeemPayload(privilege, { Address_Id: addressId }),
    language: 'en',
  });
  return redeemed.redemption_id;
}

async function statusOf(redemptionId: number) {
  const [row] = await db().select().from(redemptions).where(eq(redemptions.id, redemptionId));
  return row?.status;
}

describe('npm run admin -- shipments', () => {
  it('prints its help with exit 0, and with exit 2 when no command is given', async () => {
    expect(await admin('shipments', '--help')).toMatchObject({ code: 0, out: SHIPMENTS_HELP, opened: 0 });
    expect(await admin('shipments')).toMatchObject({ code: 2, out: SHIPMENTS_HELP, opened: 0 });
  });

  it('lists the rewards waiting in a step, with where they ship to', async () => {
    const redemptionId = await orderedReward();
    const { code, out } = await admin('shipments', 'list', '--status', 'ordered');
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^${redemptionId}\\s+CR\\d+\\s+Tote bag\\s+ordered\\s`, 'm'));
    expect(out).toContain('10200');
    expect((await admin('shipments', 'list', '--status', 'shipped')).out).not.toMatch(
      new RegExp(`^${redemptionId}\\s`, 'm'),
    );
  });

  it('advances ordered → packed → shipped (with carrier) → delivered, recording each step', async () => {
    const redemptionId = await orderedReward();
    expect(await admin('shipments', 'advance', String(redemptionId))).toMatchObject({ code: 0 });
    expect(await statusOf(redemptionId)).toBe('packed');
    const needsCarrier = await admin('shipments', 'advance', String(redemptionId));
    expect(needsCarrier.code).toBe(2);
    expect(needsCarrier.err).toContain('--carrier and --tracking');
    expect(await statusOf(redemptionId)).toBe('packed');
    const shipped = await admin(
      'shipments',
      'advance',
      String(redemptionId),
      '--carrier',
      'Kerry Express',
      '--tracking',
      'th123456789',
    );
    expect(shipped).toMatchObject({ code: 0 });
    expect(shipped.out).toContain('shipped with Kerry Express TH123456789');
    expect((await admin('shipments', 'advance', String(redemptionId))).code).toBe(0);
    expect(await statusOf(redemptionId)).toBe('delivered');
    const events = await db().select().from(shipmentEvents).where(eq(shipmentEvents.redemptionId, redemptionId));
    expect(events.map((event) => event.status).sort()).toEqual(['delivered', 'ordered', 'packed', 'shipped']);
    expect(events.find((event) => event.status === 'shipped')).toMatchObject({
      carrier: 'Kerry Express',
      trackingNo: 'TH123456789',
    });
    const again = await admin('shipments', 'advance', String(redemptionId));
    expect(again.code).toBe(1);
    expect(again.err).toContain('already delivered');
  });

  it('refuses an unknown redemption with exit 1', async () => {
    const { code, err } = await admin('shipments', 'advance', '999999999');
    expect(code).toBe(1);
    expect(err).toContain('There is no physical reward redemption #999999999');
  });

  it.each([
    [['shipments', 'advance'], 'Give the redemption id'],
    [['shipments', 'advance', 'x1'], 'Give the redemption id'],
    [['shipments', 'advance', '5', '--carrier', 'Kerry Express'], '--carrier and --tracking go together'],
    [['shipments', 'list', '--status', 'delivered'], '--status is one of ordered, packed, shipped'],
    [['shipments', 'list', '--member', 'CR1'], "Unknown option '--member'"],
    [['shipments', 'ship'], 'Unknown shipments command: ship'],
  ])('refuses %j as a usage mistake before opening the database', async (argv, message) => {
    const { code, err, opened } = await admin(...argv);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(opened).toBe(0);
  });
});

import { fieldError, TRACKING_STEPS, type TrackingStep } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { formatShippingAddress } from './redemption-presenter.js';
import { insertShipmentEvent } from './redemption-repository.js';
import { lockRedemptionStep, selectShipments, setRedemptionStep } from './shipment-repository.js';

/** The steps an operator still has to move a reward through: everything before delivered. */
export const OPEN_SHIPMENT_STEPS = TRACKING_STEPS.filter((step) => step !== 'delivered');
export type OpenShipmentStep = (typeof OPEN_SHIPMENT_STEPS)[number];

export interface ShipmentListRow {
  redemptionId: number;
  memberCode: string;
  title: string;
  status: TrackingStep;
  redeemedAt: Date;
  shipTo: string;
}

/** Physical rewards not yet delivered (or in one step), oldest first: the operator's packing queue. */
export async function listOpenShipments(
  db: Executor,
  status: OpenShipmentStep | undefined,
): Promise<ShipmentListRow[]> {
  const rows = await selectShipments(db, status ? [status] : OPEN_SHIPMENT_STEPS);
  return rows.map(({ shippingAddress, status: step, ...row }) => ({
    ...row,
    status: step as TrackingStep,
    shipTo: formatShippingAddress(shippingAddress, 'th').replaceAll('\n', ', '),
  }));
}

/**
 * Moves a physical reward to its next DESIGN §6 tracking step, recording when; moving to shipped needs
 * the carrier and tracking number the member follows. NOT_FOUND for an unknown or non-physical
 * redemption, NOT_ACTIVE once delivered, VALIDATION_FAILED without the carrier details when shipping.
 */
export async function advanceShipment(
  orm: Orm,
  request: { redemptionId: number; carrier?: string; trackingNo?: string },
  now = new Date(),
): Promise<{ redemptionId: number; status: TrackingStep }> {
  return orm.transaction(async (tx) => {
    const redemption = await lockRedemptionStep(tx, request.redemptionId);
    if (redemption?.kind !== 'physical') throw new AppError('NOT_FOUND');
    const next = TRACKING_STEPS[TRACKING_STEPS.indexOf(redemption.status as TrackingStep) + 1];
    if (!next) throw new AppError('NOT_ACTIVE');
    if (next === 'shipped' && !(request.carrier && request.trackingNo)) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [fieldError('carrier', 'shippingDetails')],
      });
    }
    const carrierDetails = next === 'shipped' ? { carrier: request.carrier, trackingNo: request.trackingNo } : {};
    await insertShipmentEvent(tx, { redemptionId: request.redemptionId, status: next, at: now, ...carrierDetails });
    await setRedemptionStep(tx, request.redemptionId, next);
    return { redemptionId: request.redemptionId, status: next };
  });
}

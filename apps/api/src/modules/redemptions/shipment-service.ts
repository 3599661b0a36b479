import { Readable } from 'node:stream';
import {
  type AdminCallOutput,
  fieldError,
  type listShipments as listShipmentsCall,
  SHIPMENT_LABEL_COLUMNS,
  type Shipment,
  type ShipmentNextStep,
  TRACKING_STEPS,
  type TrackingStep,
} from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import { type AuditActor, auditedWrite, recordAudit } from '../audit/audit-service.js';
import { csvWriter } from '../csv/csv-writer.js';
import { recordNotification } from '../notifications/notification-service.js';
import { redemptionDelivered, redemptionShipped } from '../notifications/notification-texts.js';
import { insertShipmentEvent } from './redemption-repository.js';
import { presentShipment, shipTo } from './shipment-presenter.js';
import {
  findShipment,
  lockRedemptionStep,
  type ShipmentRow,
  selectShipmentBatches,
  selectShipmentPage,
  setRedemptionStep,
} from './shipment-repository.js';

export interface ShipmentListQuery {
  page: number;
  limit: number;
  /** `redeemed_at` (oldest first) or `-redeemed_at`, the one column the list sorts by. */
  sort: string;
  q?: string | undefined;
  status?: TrackingStep | undefined;
  /** One member's shipments (the member page), delivered ones included unless `status` says otherwise. */
  member_id?: string | undefined;
}

/** Physical rewards in one step, or all not yet delivered: the operator's packing and shipping queue. */
export async function listShipments(
  db: Executor,
  query: ShipmentListQuery,
): Promise<AdminCallOutput<typeof listShipmentsCall>> {
  const offset = (query.page - 1) * query.limit;
  const { rows, total } = await selectShipmentPage(
    db,
    { status: query.status, q: query.q || undefined, memberCode: query.member_id },
    { offset, limit: query.limit, newestFirst: sortOf(query.sort).descending },
  );
  return pagedListOf(rows.map(presentShipment), query, total);
}

export interface AdvanceRequest {
  redemptionId: number;
  carrier?: string | undefined;
  trackingNo?: string | undefined;
  /** The step the operator means to move to; absent, the next one. */
  to?: ShipmentNextStep | undefined;
}

/** What the audit trail keeps of a shipment: its step and carrier, not the member's address (PDPA). */
function auditedStep(shipment: Shipment) {
  return { status: shipment.status, carrier: shipment.carrier, tracking_no: shipment.tracking_no };
}

/** A reward shipped or delivered is news to its member (DESIGN §15); packing is the warehouse's own step. */
async function tellMemberOfStep(tx: Executor, shipment: ShipmentRow): Promise<void> {
  const privilege = { th: shipment.titleTh, en: shipment.titleEn };
  const words =
    shipment.status === 'shipped'
      ? redemptionShipped({ privilege, carrier: shipment.carrier ?? '', trackingNo: shipment.trackingNo ?? '' })
      : shipment.status === 'delivered'
        ? redemptionDelivered({ privilege })
        : undefined;
  if (!words) return;
  await recordNotification(tx, {
    memberId: shipment.memberId,
    kind: shipment.status === 'shipped' ? 'redemption_shipped' : 'redemption_delivered',
    eventKey: `redemption_${shipment.status}:${shipment.redemptionId}`,
    ...words,
    linkPath: `/tracking-status/${shipment.redemptionId}`,
  });
}

/**
 * Moves a physical reward to its next DESIGN §6 tracking step, never skipping one or going back, and
 * records when in its shipment events, which the member's tracking screen reads. Moving to shipped
 * needs the carrier and tracking number (stored upper-case, as carriers print them). NOT_FOUND for an
 * unknown or non-physical redemption, NOT_ACTIVE once delivered, SHIPMENT_STEP_CHANGED when `to` is not
 * the next step (someone moved it meanwhile), VALIDATION_FAILED without the carrier details. The
 * audit row (`shipment.advance`) is written in the same transaction.
 */
export async function advanceShipment(
  orm: Orm,
  actor: AuditActor,
  request: AdvanceRequest,
  now = new Date(),
): Promise<Shipment> {
  const write = { actor, action: 'shipment.advance', entity: 'redemption', at: now } as const;
  return auditedWrite(orm, write, async (tx) => {
    const locked = await lockRedemptionStep(tx, request.redemptionId);
    const before = locked?.kind === 'physical' ? await findShipment(tx, request.redemptionId) : undefined;
    if (!before) throw new AppError('NOT_FOUND');
    const next: TrackingStep | undefined = TRACKING_STEPS[TRACKING_STEPS.indexOf(before.status) + 1];
    if (!next) throw new AppError('NOT_ACTIVE');
    if (request.to && request.to !== next) throw new AppError('SHIPMENT_STEP_CHANGED');
    const carrier = request.carrier?.trim();
    const trackingNo = request.trackingNo?.trim().toUpperCase();
    if (next === 'shipped' && !(carrier && trackingNo)) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [fieldError(carrier ? 'tracking_no' : 'carrier', 'shippingDetails')],
      });
    }
    const carrierDetails = next === 'shipped' ? { carrier, trackingNo } : {};
    await insertShipmentEvent(tx, { redemptionId: request.redemptionId, status: next, at: now, ...carrierDetails });
    await setRedemptionStep(tx, request.redemptionId, next);
    const after = await findShipment(tx, request.redemptionId);
    if (!after) throw new Error(`Shipment ${request.redemptionId} vanished inside its own transaction`);
    await tellMemberOfStep(tx, after);
    const moved = presentShipment(after);
    return {
      entityId: request.redemptionId,
      before: auditedStep(presentShipment(before)),
      after: auditedStep(moved),
      answer: moved,
    };
  });
}

/** Labels are read from the database this many at a time. */
const LABEL_BATCH = 500;

/**
 * The packing labels of every reward waiting to be packed (ordered), as UTF-8 CSV with a byte-order
 * mark (so spreadsheet programs read the Thai right), streamed batch by batch from the database.
 */
export function streamShipmentLabels(db: Executor): Readable {
  async function* labels() {
    for await (const batch of selectShipmentBatches(db, 'ordered', LABEL_BATCH)) {
      for (const row of batch) {
        const address = shipTo(row);
        yield {
          redemption_id: row.redemptionId,
          order_no: row.orderNo,
          name: address?.recipient_name ?? '',
          phone: address?.mobile_no ?? '',
          address: address?.address ?? '',
          privilege: row.titleTh,
        };
      }
    }
  }
  const csv = csvWriter(SHIPMENT_LABEL_COLUMNS, { mobiles: ['phone'] });
  const source = Readable.from(labels());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/**
 * The labels as an operator's download: recipients' names, phones and addresses are personal data, so the
 * audit trail records who took them (PDPA), as it does for the exports.
 */
export async function startShipmentLabels(orm: Orm, actor: AuditActor, now = new Date()): Promise<Readable> {
  await orm.transaction((tx) =>
    recordAudit(
      tx,
      {
        actor,
        action: 'export.shipment_labels',
        entity: 'export',
        entityId: 'shipment-labels.csv',
        after: { filters: {} },
      },
      now,
    ),
  );
  return streamShipmentLabels(orm);
}

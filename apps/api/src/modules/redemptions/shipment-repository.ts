import { OPEN_SHIPMENT_STEPS, TRACKING_STEPS, type TrackingStep } from '@loyalty/contracts';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { members, privileges, redemptions, shipmentEvents } from '../../db/schema.js';

/** The event of the step a shipment is in (when it got there) and of its shipped step (carrier, tracking). */
const current = alias(shipmentEvents, 'current_step');
const shipped = alias(shipmentEvents, 'shipped_step');

const shipmentColumns = {
  redemptionId: redemptions.id,
  orderNo: redemptions.couponCode,
  status: redemptions.status,
  redeemedAt: redemptions.createdAt,
  statusAt: current.at,
  shippingAddress: redemptions.shippingAddress,
  memberId: members.id,
  memberCode: members.mbkMemberId,
  firstName: members.firstName,
  lastName: members.lastName,
  privilegeId: privileges.id,
  titleEn: privileges.titleEn,
  titleTh: privileges.titleTh,
  carrier: shipped.carrier,
  trackingNo: shipped.trackingNo,
};

export interface ShipmentRow {
  redemptionId: number;
  orderNo: string;
  status: TrackingStep;
  redeemedAt: Date;
  statusAt: Date | null;
  shippingAddress: unknown;
  memberId: number;
  memberCode: string;
  firstName: string | null;
  lastName: string | null;
  privilegeId: number;
  titleEn: string;
  titleTh: string;
  carrier: string | null;
  trackingNo: string | null;
}

function shipmentQuery(db: Executor) {
  return db
    .select(shipmentColumns)
    .from(redemptions)
    .innerJoin(members, eq(members.id, redemptions.memberId))
    .innerJoin(privileges, eq(privileges.id, redemptions.privilegeId))
    .leftJoin(current, and(eq(current.redemptionId, redemptions.id), eq(current.status, redemptions.status)))
    .leftJoin(shipped, and(eq(shipped.redemptionId, redemptions.id), eq(shipped.status, 'shipped')));
}

export interface ShipmentFilter {
  /** One step, or every step before delivered. */
  status: TrackingStep | undefined;
  /** The start of a member id, order number or tracking number. */
  q: string | undefined;
  /** One member's: every step, since the member page tells the whole story, delivered included. */
  memberCode?: string | undefined;
}

function whereOf(filter: ShipmentFilter): SQL | undefined {
  const prefix = filter.q ? `${likeLiteral(filter.q)}%` : undefined;
  const steps = filter.status ? [filter.status] : filter.memberCode ? [...TRACKING_STEPS] : [...OPEN_SHIPMENT_STEPS];
  return and(
    eq(redemptions.kind, 'physical'),
    inArray(redemptions.status, steps),
    filter.memberCode ? eq(members.mbkMemberId, filter.memberCode) : undefined,
    prefix
      ? or(ilike(members.mbkMemberId, prefix), ilike(redemptions.couponCode, prefix), ilike(shipped.trackingNo, prefix))
      : undefined,
  );
}

/** One page of shipments, by redemption time (oldest first unless `newestFirst`), and how many match. */
export async function selectShipmentPage(
  db: Executor,
  filter: ShipmentFilter,
  page: { offset: number; limit: number; newestFirst: boolean },
): Promise<{ rows: ShipmentRow[]; total: number }> {
  const where = whereOf(filter);
  const order = page.newestFirst
    ? [desc(redemptions.createdAt), desc(redemptions.id)]
    : [asc(redemptions.createdAt), asc(redemptions.id)];
  const [rows, [counted]] = await Promise.all([
    shipmentQuery(db)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(redemptions)
      .innerJoin(members, eq(members.id, redemptions.memberId))
      .leftJoin(shipped, and(eq(shipped.redemptionId, redemptions.id), eq(shipped.status, 'shipped')))
      .where(where),
  ]);
  return { rows: rows as ShipmentRow[], total: counted?.total ?? 0 };
}

export async function findShipment(db: Executor, redemptionId: number): Promise<ShipmentRow | undefined> {
  const [row] = await shipmentQuery(db).where(and(eq(redemptions.id, redemptionId), eq(redemptions.kind, 'physical')));
  return row as ShipmentRow | undefined;
}

/** The redemption's kind and step, locked: two operators advancing one reward queue here. */
export async function lockRedemptionStep(
  db: Executor,
  redemptionId: number,
): Promise<{ kind: string; status: string } | undefined> {
  const [row] = await db
    .select({ kind: redemptions.kind, status: redemptions.status })
    .from(redemptions)
    .where(eq(redemptions.id, redemptionId))
    .for('update');
  return row;
}

export async function setRedemptionStep(db: Executor, redemptionId: number, status: TrackingStep): Promise<void> {
  await db.update(redemptions).set({ status }).where(eq(redemptions.id, redemptionId));
}

/**
 * The shipments of one step in batches of `batchSize`, in redemption order, read by keyset on the id
 * (exact, unlike a timestamp rounded to JavaScript's milliseconds) so a long queue is never held in
 * memory at once.
 */
export async function* selectShipmentBatches(
  db: Executor,
  status: TrackingStep,
  batchSize: number,
): AsyncGenerator<ShipmentRow[]> {
  let afterId = 0;
  for (;;) {
    const batch = (await shipmentQuery(db)
      .where(and(whereOf({ status, q: undefined }), gt(redemptions.id, afterId)))
      .orderBy(asc(redemptions.id))
      .limit(batchSize)) as ShipmentRow[];
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    afterId = (batch[batch.length - 1] as ShipmentRow).redemptionId;
  }
}

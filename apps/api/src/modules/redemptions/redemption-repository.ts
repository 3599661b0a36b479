import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { flashSales, partnerCodes, partnerStores, privileges, redemptions, shipmentEvents } from '../../db/schema.js';

export type PrivilegeRow = typeof privileges.$inferSelect;
export type FlashSaleRow = typeof flashSales.$inferSelect;
export type RedemptionRow = typeof redemptions.$inferSelect;
export type NewRedemptionRow = typeof redemptions.$inferInsert;
export type PartnerStoreRow = typeof partnerStores.$inferSelect;

/**
 * The privilege, locked after the member and before the lots: every redemption of it queues here, so the
 * stock check and its increment see each other. `NO KEY UPDATE` lets favourites (a foreign key to it) pass.
 */
export async function lockPrivilege(db: Executor, privilegeId: number): Promise<PrivilegeRow | undefined> {
  const [row] = await db.select().from(privileges).where(eq(privileges.id, privilegeId)).for('no key update');
  return row;
}

export async function findPrivilege(db: Executor, privilegeId: number): Promise<PrivilegeRow | undefined> {
  const [row] = await db.select().from(privileges).where(eq(privileges.id, privilegeId));
  return row;
}

/** A flash sale's own stock is locked in place of the privilege's when the member redeems through it. */
export async function lockFlashSale(db: Executor, flashSaleId: number): Promise<FlashSaleRow | undefined> {
  const [row] = await db.select().from(flashSales).where(eq(flashSales.id, flashSaleId)).for('no key update');
  return row;
}

export async function countMemberRedemptions(db: Executor, memberId: number, privilegeId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(redemptions)
    .where(and(eq(redemptions.memberId, memberId), eq(redemptions.privilegeId, privilegeId)));
  return row?.total ?? 0;
}

/**
 * The first free partner code of the privilege, locked; codes another redemption holds are skipped
 * rather than waited for, so parallel redemptions each get a different one.
 */
export async function claimFreePartnerCode(
  db: Executor,
  privilegeId: number,
): Promise<{ id: number; code: string } | undefined> {
  const [row] = await db
    .select({ id: partnerCodes.id, code: partnerCodes.code })
    .from(partnerCodes)
    .where(and(eq(partnerCodes.privilegeId, privilegeId), isNull(partnerCodes.redemptionId)))
    .orderBy(asc(partnerCodes.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function assignPartnerCode(db: Executor, partnerCodeId: number, redemptionId: number): Promise<void> {
  await db.update(partnerCodes).set({ redemptionId }).where(eq(partnerCodes.id, partnerCodeId));
}

/** Inserts the redemption unless its coupon code is taken (answers undefined then, without failing the transaction). */
export async function insertRedemptionUnlessCodeTaken(
  db: Executor,
  redemption: NewRedemptionRow,
): Promise<number | undefined> {
  const [row] = await db
    .insert(redemptions)
    .values(redemption)
    .onConflictDoNothing({ target: redemptions.couponCode })
    .returning({ id: redemptions.id });
  return row?.id;
}

export async function insertShipmentEvent(
  db: Executor,
  event: {
    redemptionId: number;
    status: 'ordered' | 'packed' | 'shipped' | 'delivered';
    at: Date;
    carrier?: string;
    trackingNo?: string;
  },
): Promise<void> {
  await db.insert(shipmentEvents).values({
    redemptionId: event.redemptionId,
    status: event.status,
    at: event.at,
    carrier: event.carrier ?? null,
    trackingNo: event.trackingNo ?? null,
  });
}

/** The member's own redemption, locked, so two uses of one coupon queue and the second sees the first. */
export async function lockMemberRedemption(
  db: Executor,
  memberId: number,
  redemptionId: number,
): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.id, redemptionId), eq(redemptions.memberId, memberId)))
    .for('update');
  return row;
}

export async function findMemberRedemption(
  db: Executor,
  memberId: number,
  redemptionId: number,
): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.id, redemptionId), eq(redemptions.memberId, memberId)));
  return row;
}

export async function findStoreByCode(db: Executor, code: string): Promise<PartnerStoreRow | undefined> {
  const [row] = await db.select().from(partnerStores).where(eq(partnerStores.code, code));
  return row;
}

export async function updateRedemption(
  db: Executor,
  redemptionId: number,
  fields: Partial<NewRedemptionRow>,
): Promise<void> {
  await db.update(redemptions).set(fields).where(eq(redemptions.id, redemptionId));
}

/** Gives every redemption of one member to another (an account merge); answers how many moved. */
export async function reassignRedemptions(db: Executor, fromMemberId: number, toMemberId: number): Promise<number> {
  const moved = await db
    .update(redemptions)
    .set({ memberId: toMemberId })
    .where(eq(redemptions.memberId, fromMemberId))
    .returning({ id: redemptions.id });
  return moved.length;
}

/** Adds the privilege's codes, skipping any it has (another import applied it meanwhile); answers those added. */
export async function insertPartnerCodes(db: Executor, privilegeId: number, codes: string[]): Promise<Set<string>> {
  const inserted = await db
    .insert(partnerCodes)
    .values(codes.map((code) => ({ privilegeId, code })))
    .onConflictDoNothing()
    .returning({ code: partnerCodes.code });
  return new Set(inserted.map((row) => row.code));
}

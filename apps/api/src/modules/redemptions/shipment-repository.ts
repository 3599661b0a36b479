import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, privileges, redemptions } from '../../db/schema.js';

type RedemptionStatus = typeof redemptions.$inferSelect.status;

/** Physical rewards in the given steps, oldest first, with the member's code and the reward's title. */
export function selectShipments(db: Executor, steps: readonly RedemptionStatus[]) {
  return db
    .select({
      redemptionId: redemptions.id,
      memberCode: members.mbkMemberId,
      title: privileges.titleEn,
      status: redemptions.status,
      redeemedAt: redemptions.createdAt,
      shippingAddress: redemptions.shippingAddress,
    })
    .from(redemptions)
    .innerJoin(members, eq(members.id, redemptions.memberId))
    .innerJoin(privileges, eq(privileges.id, redemptions.privilegeId))
    .where(and(eq(redemptions.kind, 'physical'), inArray(redemptions.status, [...steps])))
    .orderBy(asc(redemptions.createdAt), asc(redemptions.id));
}

/** The redemption's kind and step, locked so two operators cannot move it past a step at once. */
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

export async function setRedemptionStep(db: Executor, redemptionId: number, status: RedemptionStatus): Promise<void> {
  await db.update(redemptions).set({ status }).where(eq(redemptions.id, redemptionId));
}

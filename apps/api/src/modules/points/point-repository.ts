import { and, eq, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { pointLedger, pointLots } from '../../db/schema.js';

/**
 * The balance of the member in `memberId` as a scalar subquery, so a profile read takes one round trip:
 * the sum of unexpired lot remainders (DESIGN §6 points ledger).
 */
export function unexpiredBalanceOf(memberId: AnyPgColumn, now: Date | Placeholder): SQL<number> {
  return sql<number>`(select coalesce(sum(${pointLots.remaining}), 0)::int from ${pointLots} where ${and(
    eq(pointLots.memberId, memberId),
    gt(pointLots.expiresAt, now),
    gt(pointLots.remaining, 0),
  )})`;
}

/** One earn: a lot and its ledger entry (DESIGN §6: every earn creates a lot with an expiry). */
export async function insertEarn(
  db: Executor,
  earn: { memberId: number; amount: number; expiresAt: Date; source: string; reference: string; at: Date },
): Promise<number> {
  const [lot] = await db
    .insert(pointLots)
    .values({
      memberId: earn.memberId,
      amount: earn.amount,
      remaining: earn.amount,
      expiresAt: earn.expiresAt,
      source: earn.source,
      createdAt: earn.at,
    })
    .returning({ id: pointLots.id });
  if (!lot) throw new Error('The point lot insert returned no row');
  await db.insert(pointLedger).values({
    memberId: earn.memberId,
    lotId: lot.id,
    delta: earn.amount,
    kind: 'earn',
    reference: earn.reference,
    createdAt: earn.at,
  });
  return lot.id;
}

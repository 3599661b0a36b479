import { and, eq, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { pointLots } from '../../db/schema.js';

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

import { and, eq, gt, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberSpendings, memberTierStatuses, pointLots, tiers } from './schema.js';

/**
 * Read-only figures of a member as scalar subqueries, for repositories of several modules to put in their
 * own selects (a profile, a privilege's detail) so each read stays one round trip. They live here, not in
 * the points or tiers repository, because one module never reaches into another's repository.
 */

/**
 * The balance of the member in `memberId`: the sum of unexpired lot remainders (DESIGN §6 points ledger).
 * The one statement of the balance rule: the points module's `selectBalance` composes it too.
 */
export function unexpiredBalanceOf(memberId: AnyPgColumn, now: Date | Placeholder): SQL<number> {
  return sql<number>`(select coalesce(sum(${pointLots.remaining}), 0)::int from ${pointLots} where ${and(
    eq(pointLots.memberId, memberId),
    gt(pointLots.expiresAt, now),
    gt(pointLots.remaining, 0),
  )})`;
}

/** THB the member in `memberId` spent after `since` (the tier window), numeric read as text. */
export function spendingSinceOf(memberId: AnyPgColumn, since: Date | Placeholder): SQL<string> {
  return sql<string>`(select coalesce(sum(${memberSpendings.amount}), 0)::text from ${memberSpendings} where ${and(
    eq(memberSpendings.memberId, memberId),
    gt(memberSpendings.spentAt, since),
  )})`;
}

/**
 * The threshold of the tier the member in `memberId` holds at `now` (DESIGN §14 tier status), 0 without a
 * hold in force, numeric read as text. A hold that has passed counts for nothing here until the tiers
 * service settles it (decision 053): compare with the rolling spending and take the greater.
 */
export function heldTierThresholdOf(memberId: AnyPgColumn | SQL, now: Date | Placeholder): SQL<string> {
  return sql<string>`(select coalesce(max(${tiers.minSpending}), 0)::text from ${memberTierStatuses} join ${tiers} on ${eq(
    tiers.id,
    memberTierStatuses.tierId,
  )} where ${and(
    eq(memberTierStatuses.memberId, memberId),
    or(isNull(memberTierStatuses.expiresAt), gt(memberTierStatuses.expiresAt, now)),
  )})`;
}

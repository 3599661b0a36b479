import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema.js';
import type { MemberRow } from '../customers/member-repository.js';
import { spendingSinceOf } from '../tiers/tier-repository.js';
import { getTiers, tierFor, tierWindowAt } from '../tiers/tier-service.js';

/**
 * SPEC §4 `redeemProfileFilled` on the stored member, mirroring customers/profile-completeness.ts: the
 * `filled` columns less e-mail, the address fields with their ids, postal code, relationship status,
 * nationality, education, career and income (picture_url is never asked for).
 */
const REDEEM_FILLED_COLUMNS = [
  'govIdRef',
  'gender',
  'firstName',
  'lastName',
  'dateOfBirth',
] as const satisfies readonly (keyof MemberRow)[];

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** Login type 2 never needs mobile_no; login type 1 needs it (its e-mail is excluded here as in `filled`). */
export function isRedeemProfileComplete(member: MemberRow): boolean {
  const contactFilled = member.loginType === 2 || isFilled(member.mobileNo);
  return contactFilled && REDEEM_FILLED_COLUMNS.every((column) => isFilled(member[column]));
}

/**
 * Whether the member's current tier (as GetCustomerInfo computes it: the highest whose threshold the
 * rolling 12-month spending reaches) is at least `minTierId`.
 */
export async function reachesTier(db: Executor, memberId: number, minTierId: number, now: Date): Promise<boolean> {
  const { rollingFrom } = tierWindowAt(now);
  const [[row], tiers] = await Promise.all([
    db
      .select({ spending: spendingSinceOf(members.id, rollingFrom) })
      .from(members)
      .where(eq(members.id, memberId)),
    getTiers(db),
  ]);
  const minimum = tiers.find((tier) => tier.id === minTierId);
  if (!row || !minimum) return false;
  return tierFor(tiers, Number(row.spending)).current.minSpending >= minimum.minSpending;
}

import type { Executor } from '../../db/client.js';
import { bangkokYearOf, endOfBangkokYear } from '../tiers/tier-service.js';
import { insertEarn } from './point-repository.js';

/** DESIGN §6 default expiry: 31 December (Asia/Bangkok) of the second year after the earn year. */
export function defaultExpiryOf(earnedAt: Date): Date {
  return endOfBangkokYear(bangkokYearOf(earnedAt) + 2);
}

/**
 * Credits points as a new lot with the default expiry. Runs on the caller's transaction: points
 * change only inside one (STYLE.md), together with whatever earned them.
 */
export async function earnPoints(
  tx: Executor,
  earn: { memberId: number; amount: number; source: string; reference: string },
  now = new Date(),
): Promise<void> {
  await insertEarn(tx, { ...earn, expiresAt: defaultExpiryOf(now), at: now });
}

import type { CustomerInfo, Language } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { standingFromFacts, type TierReader, tierWindowAt } from '../tiers/tier-service.js';
import { presentCustomerInfo } from './customer-presenter.js';
import { findCustomerSnapshot } from './customer-repository.js';

/** The signed-in member's own profile; the id comes from the session, never from the request. */
export async function getCustomerInfo(
  db: Executor,
  tierTable: TierReader,
  memberId: number,
  language: Language,
  now = new Date(),
): Promise<CustomerInfo> {
  const snapshot = await findCustomerSnapshot(db, memberId, { now, ...tierWindowAt(now) });
  if (!snapshot) throw new AppError('NOT_FOUND');
  const standing = await standingFromFacts(db, tierTable, memberId, snapshot.tierFacts, now);
  return presentCustomerInfo(snapshot.member, snapshot.places, snapshot.pointBalance, standing, language);
}

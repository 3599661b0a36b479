import type { CustomerInfo, Language } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { type TierReader, tierStanding, tierWindowAt } from '../tiers/tier-service.js';
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
  const window = tierWindowAt(now);
  const [snapshot, tiers] = await Promise.all([
    findCustomerSnapshot(db, memberId, { now, ...window }),
    tierTable.read(db),
  ]);
  if (!snapshot) throw new AppError('NOT_FOUND');
  const standing = tierStanding(tiers, snapshot.spending, window.deadline);
  return presentCustomerInfo(snapshot.member, snapshot.places, snapshot.pointBalance, standing, language);
}

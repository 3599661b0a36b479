import type { CustomerInfo, Language } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { getPointBalance } from '../points/point-service.js';
import { getTierStanding } from '../tiers/tier-service.js';
import { presentCustomerInfo } from './customer-presenter.js';
import { findMemberById } from './member-repository.js';

/** The signed-in member's own profile; the id comes from the session, never from the request. */
export async function getCustomerInfo(
  db: Executor,
  memberId: number,
  language: Language,
  now = new Date(),
): Promise<CustomerInfo> {
  const [member, balance, standing] = await Promise.all([
    findMemberById(db, memberId),
    getPointBalance(db, memberId, now),
    getTierStanding(db, memberId, now),
  ]);
  if (!member) throw new AppError('NOT_FOUND');
  return presentCustomerInfo(member, balance, standing, language);
}

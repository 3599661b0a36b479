import type { CustomerInfo, Language } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { standingFromFacts, type TierReader, tierWindowAt } from '../tiers/tier-service.js';
import { presentCustomerInfo } from './customer-presenter.js';
import { type CustomerSnapshot, findCustomerSnapshots } from './customer-repository.js';

/** A member's snapshot and the instant it was read at, which the standing is judged at. */
interface SnapshotRead {
  snapshot: CustomerSnapshot;
  now: Date;
}

async function customerInfoOf(
  db: Executor,
  tierTable: TierReader,
  memberId: number,
  read: SnapshotRead | undefined,
  language: Language,
): Promise<CustomerInfo> {
  if (!read) throw new AppError('NOT_FOUND');
  const { snapshot, now } = read;
  const standing = await standingFromFacts(db, tierTable, memberId, snapshot.tierFacts, now);
  return presentCustomerInfo(snapshot.member, snapshot.places, snapshot.pointBalance, standing, language);
}

/** A member's profile as GetCustomerInfo shows it, read on `db` (a transaction's, where the caller holds one). */
export async function getCustomerInfo(
  db: Executor,
  tierTable: TierReader,
  memberId: number,
  language: Language,
  now = new Date(),
): Promise<CustomerInfo> {
  const snapshot = (await findCustomerSnapshots(db, [memberId], { now, ...tierWindowAt(now) })).get(memberId);
  return customerInfoOf(db, tierTable, memberId, snapshot && { snapshot, now }, language);
}

/**
 * The signed-in member's own profile (GetCustomerInfo), the call every screen makes: the calls a process
 * takes in during one turn of its event loop are read by one statement (decision 066), at that read's
 * instant. The id comes from the session, never from the request.
 */
export function customerInfoReader(db: Executor, tierTable: TierReader) {
  const snapshotOf = readTogether(async (memberIds: readonly number[]) => {
    const now = new Date();
    const found = await findCustomerSnapshots(db, memberIds, { now, ...tierWindowAt(now) });
    return new Map([...found].map(([memberId, snapshot]): [number, SnapshotRead] => [memberId, { snapshot, now }]));
  });
  return async (memberId: number, language: Language): Promise<CustomerInfo> =>
    customerInfoOf(db, tierTable, memberId, await snapshotOf(memberId), language);
}

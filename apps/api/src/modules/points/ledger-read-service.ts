import type { Executor } from '../../db/client.js';
import { type LedgerRow, selectLedgerPage } from './history-repository.js';
import { type LotRow, selectOpenLots } from './point-repository.js';

/**
 * Reads of the ledger other modules need (transfers' daily cap, referrals' totals): the points module owns
 * the ledger, so they read it here rather than through their own SQL.
 */
export {
  findTransferStandings,
  selectLedgerChunk as listLedgerChunk,
  selectRecentTransferRecipientIds as findRecentTransferRecipientIds,
  sumPointsByReference,
} from './point-repository.js';

export type { LedgerRow, LotRow };

/** The lots a member can still spend from, with their expiry (DESIGN §11 member detail). */
export function listOpenLots(db: Executor, memberId: number, now = new Date()): Promise<LotRow[]> {
  return selectOpenLots(db, memberId, now);
}

/** A page of the ledger entries of `memberIds` together, for the back-office (DESIGN §11). */
export function listLedgerEntries(
  db: Executor,
  query: { memberIds: readonly number[]; isNewestFirst: boolean; page: number; limit: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  return selectLedgerPage(db, {
    memberIds: query.memberIds,
    isNewestFirst: query.isNewestFirst,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
}

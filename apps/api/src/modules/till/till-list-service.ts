import type { TillStore as TillStoreItem, TillTransactionPage } from '@loyalty/contracts';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pagedListOf } from '../../paged-list.js';
import { selectStoresWithPartners, selectTransactionPage, tillExportQuery } from './till-repository.js';

export interface TransactionQuery {
  clientId: number;
  /** Instants: `from` included, `to` excluded. */
  from: Date;
  to: Date;
  storeCode?: string | undefined;
  page: number;
  limit: number;
}

/**
 * Reconciliation (DESIGN §13 `GET /transactions`): the client's own sales, refunds and captured holds in
 * [from, to), oldest first, paged as DESIGN §5 lists. A refund's `transaction_id` is the sale it refunds;
 * points are signed as the ledger moved them (a refund's count what it reversed and what it left owing).
 */
export async function listTransactions(db: Executor, query: TransactionQuery): Promise<TillTransactionPage> {
  const { rows, total } = await selectTransactionPage(
    db,
    { apiClientId: query.clientId, from: query.from, to: query.to, storeCode: query.storeCode },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  const items = rows.map((row) => ({
    type: row.type,
    id: row.id,
    transaction_id: row.transactionId,
    store_code: row.storeCode,
    member_id: row.memberCode,
    reference: row.reference,
    amount: row.amount,
    points: row.points,
    created_at: row.createdAt.toISOString(),
  }));
  return pagedListOf(items, query, total);
}

/** The query of the till's CSV export (DESIGN §13 `till.csv`): every transaction created in [from, to). */
export function tillExport(range: { from: Date | null; to: Date | null }): SQL {
  return tillExportQuery(range);
}

/** The stores a cashier can act for at the console's till (`ListTillStores`), Thai names in `name`. */
export async function listTillStores(db: Executor): Promise<TillStoreItem[]> {
  const stores = await selectStoresWithPartners(db);
  return stores.map((store) => ({
    store_code: store.code,
    name: store.nameTh,
    name_en: store.nameEn,
    partner: { partner_id: store.partnerId, name: store.partnerNameTh, name_en: store.partnerNameEn },
  }));
}

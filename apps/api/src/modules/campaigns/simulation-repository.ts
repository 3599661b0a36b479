import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberSpendings, members, partnerStores, receipts, tillSales } from '../../db/schema.js';

/** A purchase as a simulation replays it, with what the campaign's conditions asked of its member then. */
export interface ReplayedPurchase {
  channel: 'till' | 'receipt';
  id: number;
  memberId: number;
  partnerId: number | null;
  storeCode: string | null;
  /** THB in whole satang. */
  amountSatang: number;
  occurredAt: Date;
  /** 1–12; null when the member gave no birth date. */
  birthMonth: number | null;
  /** THB the member spent in the twelve months before the purchase (the tier window then). */
  spendingBefore: number;
  /** Whether the member had any purchase before this one. */
  purchasedBefore: boolean;
}

/** Where a replay stopped: the last purchase of a batch, in the replay's order. */
export interface ReplayCursor {
  occurredAt: Date;
  channel: 'till' | 'receipt';
  id: number;
}

/**
 * One batch of the till sales and approved receipts made in [from, to), in time order, after `cursor`.
 * A receipt's purchase instant is its upload (decision 055). Keyset paging keeps every batch as cheap
 * as the first, so a year of purchases is read in bounded memory.
 */
export async function selectPurchasesBetween(
  db: Executor,
  period: { from: Date; to: Date },
  cursor: ReplayCursor | null,
  limit: number,
): Promise<ReplayedPurchase[]> {
  const after: SQL = cursor
    ? sql`where (purchase.occurred_at, purchase.channel, purchase.id) > (${cursor.occurredAt}, ${cursor.channel}, ${cursor.id})`
    : sql``;
  const result = await db.execute<{
    channel: 'till' | 'receipt';
    id: string;
    member_id: string;
    partner_id: string | null;
    store_code: string | null;
    amount_satang: string;
    occurred_at: Date | string;
    birth_month: number | null;
    spending_before: string;
    purchased_before: boolean;
  }>(sql`
    with purchase as (
      select 'till'::text as channel, sale.id, sale.member_id, store.partner_id, store.code as store_code,
        round(sale.amount * 100)::bigint as amount_satang, sale.occurred_at
      from ${tillSales} sale join ${partnerStores} store on store.id = sale.store_id
      where sale.occurred_at >= ${period.from} and sale.occurred_at < ${period.to}
      union all
      select 'receipt'::text, receipt.id, receipt.member_id, store.partner_id, store.code,
        round(receipt.amount * 100)::bigint, receipt.created_at
      from ${receipts} receipt left join ${partnerStores} store on store.id = receipt.store_id
      where receipt.status = 'approved' and receipt.created_at >= ${period.from} and receipt.created_at < ${period.to}
    )
    select purchase.*, extract(month from member.date_of_birth)::int as birth_month,
      (select coalesce(sum(spent.amount), 0)::text from ${memberSpendings} spent
        where spent.member_id = purchase.member_id and spent.spent_at < purchase.occurred_at
          and spent.spent_at > purchase.occurred_at - interval '1 year') as spending_before,
      exists (select 1 from ${memberSpendings} spent
        where spent.member_id = purchase.member_id and spent.spent_at < purchase.occurred_at) as purchased_before
    from purchase join ${members} member on member.id = purchase.member_id
    ${after}
    order by purchase.occurred_at, purchase.channel, purchase.id
    limit ${limit}`);
  return result.rows.map((row) => ({
    channel: row.channel,
    id: Number(row.id),
    memberId: Number(row.member_id),
    partnerId: row.partner_id === null ? null : Number(row.partner_id),
    storeCode: row.store_code,
    amountSatang: Number(row.amount_satang),
    occurredAt: new Date(row.occurred_at),
    birthMonth: row.birth_month,
    spendingBefore: Number(row.spending_before),
    purchasedBefore: row.purchased_before,
  }));
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { heldTierThresholdOf } from '../../db/member-figures.js';
import {
  memberSpendings,
  members,
  partnerStores,
  pointLedger,
  pointLotChanges,
  pointLots,
  products,
  tiers,
  tillSales,
} from '../../db/schema.js';

/** The bounds of "expiring within 30, 60 and 90 days" as instants. */
export interface ExpiryHorizons {
  days30: Date;
  days60: Date;
  days90: Date;
}

export interface CompanyLiabilityRow {
  companyId: number | null;
  nameTh: string | null;
  nameEn: string | null;
  outstanding: number;
  expiring30: number;
  expiring60: number;
  expiring90: number;
}

/** A till sale's ledger reference is `till_sale:<id>` (the till module writes it). */
const TILL_SALE_REFERENCE = 'till_sale:';

/**
 * Live points per group company, in one statement over the live lots: a lot the till created is traced
 * through its earn (point_lot_changes by lot, the ledger by key) to the sale, its store, the store's
 * partner and the company (a `company` product of that partner); every other lot is the null row.
 */
export async function selectCompanyLiabilities(
  db: Executor,
  now: Date,
  horizons: ExpiryHorizons,
): Promise<CompanyLiabilityRow[]> {
  // The position typed: an untyped parameter makes `substring(… from …)` the regular-expression form.
  const saleId = sql`substring(e.reference from ${TILL_SALE_REFERENCE.length + 1}::int)::bigint`;
  const result = await db.execute<Record<keyof CompanyLiabilityRow, string | null>>(sql`
    select company.id as "companyId", company.name_th as "nameTh", company.name_en as "nameEn",
      sum(l.remaining) as outstanding,
      coalesce(sum(l.remaining) filter (where l.expires_at <= ${horizons.days30}), 0) as "expiring30",
      coalesce(sum(l.remaining) filter (where l.expires_at <= ${horizons.days60}), 0) as "expiring60",
      coalesce(sum(l.remaining) filter (where l.expires_at <= ${horizons.days90}), 0) as "expiring90"
    from ${pointLots} l
    left join lateral (
      select p.id, p.name_th, p.name_en from ${pointLotChanges} c
        join ${pointLedger} e on e.id = c.entry_id and e.kind = 'earn' and e.source = 'till'
          and e.reference like ${`${TILL_SALE_REFERENCE}%`}
        join ${tillSales} s on s.id = ${saleId}
        join ${partnerStores} st on st.id = s.store_id
        join ${products} p on p.partner_id = st.partner_id and p.kind = 'company'
      where c.lot_id = l.id and l.source = 'till'
      order by p.id limit 1
    ) company on true
    where l.remaining > 0 and l.expires_at > ${now}
    group by company.id, company.name_th, company.name_en
  `);
  return result.rows.map((row) => ({
    companyId: row.companyId === null ? null : Number(row.companyId),
    nameTh: row.nameTh,
    nameEn: row.nameEn,
    outstanding: Number(row.outstanding),
    expiring30: Number(row.expiring30),
    expiring60: Number(row.expiring60),
    expiring90: Number(row.expiring90),
  }));
}

export interface PeriodMovements {
  earned: number;
  expired: number;
  activeMembers: number;
}

/**
 * The period's ledger in one statement on the (created_at, kind, delta) index: points earned (earns and
 * positive adjustments, as the dashboard's "issued"), points expired, and the members who moved points.
 */
export async function selectPeriodMovements(db: Executor, period: { from: Date; to: Date }): Promise<PeriodMovements> {
  const result = await db.execute<{ earned: string; expired: string; active: string }>(sql`
    select
      coalesce(sum(${pointLedger.delta}) filter (where ${pointLedger.kind} in ('earn', 'adjust') and ${pointLedger.delta} > 0), 0) as earned,
      coalesce(-sum(${pointLedger.delta}) filter (where ${pointLedger.kind} = 'expire'), 0) as expired,
      count(distinct ${pointLedger.memberId}) as active
    from ${pointLedger}
    where ${pointLedger.createdAt} >= ${period.from} and ${pointLedger.createdAt} < ${period.to}
  `);
  const row = result.rows[0];
  return {
    earned: Number(row?.earned ?? 0),
    expired: Number(row?.expired ?? 0),
    activeMembers: Number(row?.active ?? 0),
  };
}

export interface TierMixRow {
  code: string;
  nameTh: string;
  nameEn: string;
  members: number;
}

/**
 * Active members per tier, every tier listed (zero included), lowest first: the tier held at `now`
 * (DESIGN §14) or the highest whose threshold the member's spending after `since` reaches, whichever is
 * higher (a hold that has passed counts once the tiers service settles it, decision 053), the spending
 * summed once.
 */
export async function selectTierMix(db: Executor, since: Date, now: Date): Promise<TierMixRow[]> {
  const result = await db.execute<{ code: string; nameTh: string; nameEn: string; members: string }>(sql`
    with spending as (
      select ${memberSpendings.memberId} as member_id, sum(${memberSpendings.amount}) as total
      from ${memberSpendings} where ${memberSpendings.spentAt} > ${since} group by ${memberSpendings.memberId}
    ), standing as (
      select (select t.id from ${tiers} t
        where t.min_spending <= greatest(coalesce(spending.total, 0), ${heldTierThresholdOf(sql`m.id`, now)}::numeric)
        order by t.min_spending desc limit 1) as tier_id
      from ${members} m left join spending on spending.member_id = m.id
      where m.status = 'active'
    )
    select ${tiers.code} as code, ${tiers.nameTh} as "nameTh", ${tiers.nameEn} as "nameEn",
      (select count(*) from standing where standing.tier_id = ${tiers.id}) as members
    from ${tiers} order by ${tiers.minSpending}
  `);
  return result.rows.map((row) => ({ ...row, members: Number(row.members) }));
}

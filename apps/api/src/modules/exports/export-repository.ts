import type { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { heldTierThresholdOf, unexpiredBalanceOf } from '../../db/member-figures.js';
import { memberSpendings, members, partners, pointLedger, privileges, redemptions, tiers } from '../../db/schema.js';

const dialect = new PgDialect();
/** Rows fetched per round trip: memory holds one batch, whatever the export's size. */
const BATCH_ROWS = 500;

/** Instants from `from` (included) to `to` (excluded) on `column`; an absent bound is open. */
function within(column: AnyPgColumn, range: { from: Date | null; to: Date | null }): SQL {
  const conditions = [sql`true`];
  if (range.from) conditions.push(sql`${column} >= ${range.from}`);
  if (range.to) conditions.push(sql`${column} < ${range.to}`);
  return sql.join(conditions, sql` and `);
}

/**
 * Every member with its tier and its balance of unexpired points; column names are the export's
 * (contracts). The tier is the one held (DESIGN §14) or the highest whose threshold the spending after
 * `tierFrom` reaches, whichever is higher (a hold that has passed counts once the tiers service settles
 * it, decision 053); the window's spending is summed once for everyone rather than per member, which
 * doubled the export's time.
 */
export function membersExportQuery(now: Date, tierFrom: Date): SQL {
  return sql`select ${members.mbkMemberId} as member_id, ${members.status} as status,
    ${members.loginType} as login_type, ${members.firstName} as first_name, ${members.lastName} as last_name,
    ${members.email} as email, ${members.mobileNo} as mobile_no, tier.name_en as tier,
    ${unexpiredBalanceOf(members.id, now)} as point_balance,
    ${members.createdAt} as created_at
    from ${members}
    left join (select ${memberSpendings.memberId} as member_id, sum(${memberSpendings.amount}) as total
      from ${memberSpendings} where ${memberSpendings.spentAt} > ${tierFrom} group by ${memberSpendings.memberId}
    ) spending on spending.member_id = ${members.id}
    left join lateral (select ${tiers.nameEn} as name_en from ${tiers}
      where ${tiers.minSpending} <= greatest(coalesce(spending.total, 0), ${heldTierThresholdOf(members.id, now)}::numeric)
      order by ${tiers.minSpending} desc limit 1
    ) tier on true
    order by ${members.id}`;
}

/** Ledger entries created in [from, to) (instants), oldest first. */
export function ledgerExportQuery(range: { from: Date | null; to: Date | null }): SQL {
  return sql`select ${pointLedger.id} as entry_id, ${members.mbkMemberId} as member_id, ${pointLedger.kind} as kind,
    ${pointLedger.source} as source, ${pointLedger.delta} as points, ${pointLedger.reason} as reason,
    ${pointLedger.reference} as reference, ${pointLedger.createdAt} as created_at
    from ${pointLedger} join ${members} on ${members.id} = ${pointLedger.memberId}
    where ${within(pointLedger.createdAt, range)}
    order by ${pointLedger.createdAt}, ${pointLedger.id}`;
}

/** Redemptions made in [from, to) (instants), of one partner's privileges when `partnerId` is set. */
export function redemptionsExportQuery(filters: { partnerId: number | null; from: Date | null; to: Date | null }): SQL {
  const ofPartner = filters.partnerId === null ? sql`true` : sql`${privileges.partnerId} = ${filters.partnerId}`;
  return sql`select ${redemptions.id} as redemption_id, ${members.mbkMemberId} as member_id,
    ${redemptions.privilegeId} as privilege_id, ${privileges.titleTh} as privilege_title_th,
    ${privileges.titleEn} as privilege_title_en, ${partners.nameEn} as partner, ${redemptions.kind} as kind,
    ${redemptions.status} as status, ${redemptions.pointsSpent} as points_spent,
    ${redemptions.createdAt} as created_at, ${redemptions.usedAt} as used_at
    from ${redemptions}
    join ${members} on ${members.id} = ${redemptions.memberId}
    join ${privileges} on ${privileges.id} = ${redemptions.privilegeId}
    join ${partners} on ${partners.id} = ${privileges.partnerId}
    where ${ofPartner} and ${within(redemptions.createdAt, filters)}
    order by ${redemptions.id}`;
}

/**
 * The rows of `query` as an object stream read through a server-side cursor (pg-query-stream), on a
 * connection of its own that goes back to the pool when the stream ends, fails or is destroyed (a
 * client that hung up).
 */
export async function streamRows(pool: pg.Pool, query: SQL): Promise<Readable> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  const rows = client.query(new QueryStream(text, params, { batchSize: BATCH_ROWS }));
  let isReleased = false;
  const release = (error?: Error) => {
    if (isReleased) return;
    isReleased = true;
    client.release(error);
  };
  rows.once('end', () => release());
  rows.once('error', (error) => release(error));
  rows.once('close', () => release());
  return rows;
}

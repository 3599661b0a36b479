import type { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { unexpiredBalanceOf } from '../../db/member-figures.js';
import { members, pointLedger, privileges, redemptions } from '../../db/schema.js';

const dialect = new PgDialect();
/** Rows fetched per round trip: memory holds one batch, whatever the export's size. */
const BATCH_ROWS = 500;

/** Every member with its balance of unexpired points; column names are the export's (contracts). */
export function membersExportQuery(now: Date): SQL {
  return sql`select ${members.mbkMemberId} as member_id, ${members.status} as status,
    ${members.loginType} as login_type, ${members.firstName} as first_name, ${members.lastName} as last_name,
    ${members.email} as email, ${members.mobileNo} as mobile_no,
    ${unexpiredBalanceOf(members.id, now)} as point_balance,
    ${members.createdAt} as created_at
    from ${members} order by ${members.id}`;
}

/** Ledger entries created in [from, to) (instants), oldest first. */
export function ledgerExportQuery(range: { from: Date | null; to: Date | null }): SQL {
  const conditions = [sql`true`];
  if (range.from) conditions.push(sql`${pointLedger.createdAt} >= ${range.from}`);
  if (range.to) conditions.push(sql`${pointLedger.createdAt} < ${range.to}`);
  return sql`select ${pointLedger.id} as entry_id, ${members.mbkMemberId} as member_id, ${pointLedger.kind} as kind,
    ${pointLedger.source} as source, ${pointLedger.delta} as points, ${pointLedger.reason} as reason,
    ${pointLedger.reference} as reference, ${pointLedger.createdAt} as created_at
    from ${pointLedger} join ${members} on ${members.id} = ${pointLedger.memberId}
    where ${sql.join(conditions, sql` and `)}
    order by ${pointLedger.createdAt}, ${pointLedger.id}`;
}

export function redemptionsExportQuery(): SQL {
  return sql`select ${redemptions.id} as redemption_id, ${members.mbkMemberId} as member_id,
    ${redemptions.privilegeId} as privilege_id, ${privileges.titleTh} as privilege_title_th,
    ${privileges.titleEn} as privilege_title_en, ${redemptions.kind} as kind,
    ${redemptions.status} as status, ${redemptions.pointsSpent} as points_spent,
    ${redemptions.createdAt} as created_at, ${redemptions.usedAt} as used_at
    from ${redemptions}
    join ${members} on ${members.id} = ${redemptions.memberId}
    join ${privileges} on ${privileges.id} = ${redemptions.privilegeId}
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

// What the large data set costs on disk and which indexes carry the member reads (issue 39), read from
// PostgreSQL's own statistics: the sizes from pg_database_size and pg_total_relation_size, the scans from
// the cumulative counters of pg_stat_user_indexes and pg_stat_user_tables, taken before and after a read.
import { withDatabaseClient } from './support.mjs';

/**
 * A table holding at least this many rows is read whole by a sequential scan only at a cost a member
 * read cannot afford; smaller ones (tiers, categories, banners) are scanned whole by design.
 */
export const BIG_TABLE_ROWS = 10_000;
/**
 * A backend under load reports its counters at most once a second, and what it has not reported when it
 * goes idle within ten (PGSTAT_IDLE_INTERVAL in PostgreSQL's pgstat.c): the wait after a read's load
 * before its counters are complete.
 */
const STATS_SETTLE_MS = 11_000;

/** The database's size on disk and its `count` largest tables, each with its indexes' share. */
export function databaseSize(databaseUrl, count = 8) {
  return withDatabaseClient(databaseUrl, async (client) => {
    const database = await client.query('SELECT pg_database_size(current_database())::float8 AS bytes');
    const tables = await client.query(
      `SELECT relname AS name, n_live_tup::float8 AS rows,
              pg_total_relation_size(relid)::float8 AS "totalBytes", pg_indexes_size(relid)::float8 AS "indexBytes"
         FROM pg_stat_user_tables ORDER BY pg_total_relation_size(relid) DESC LIMIT $1`,
      [count],
    );
    return { bytes: database.rows[0].bytes, tables: tables.rows };
  });
}

/** The cumulative scan counters of every index and table of the database, at this moment. */
function scanCounters(databaseUrl) {
  return withDatabaseClient(databaseUrl, async (client) => {
    const indexes = await client.query(
      'SELECT relname AS "table", indexrelname AS name, idx_scan::float8 AS scans FROM pg_stat_user_indexes',
    );
    const tables = await client.query(
      'SELECT relname AS name, seq_scan::float8 AS scans, n_live_tup::float8 AS rows FROM pg_stat_user_tables',
    );
    return { indexes: indexes.rows, tables: tables.rows };
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));

/**
 * Runs `work` (a read's load) and answers, besides its result, the indexes it scanned and the sequential
 * scans it made, each with how many times: the counters' growth from before it to after it, once every
 * backend has reported. Whatever else the server did meanwhile (its workers poll a few tables) counts too,
 * which the scans' numbers against the read's requests tell apart.
 */
export async function withScans(databaseUrl, work) {
  const before = await scanCounters(databaseUrl);
  const result = await work();
  await settled();
  const after = await scanCounters(databaseUrl);
  const grown = (rows, row) => row.scans - (rows.find((old) => old.name === row.name)?.scans ?? 0);
  const indexes = after.indexes
    .map((index) => ({ table: index.table, name: index.name, scans: grown(before.indexes, index) }))
    .filter((index) => index.scans > 0)
    .sort((a, b) => b.scans - a.scans);
  const seqScans = after.tables
    .map((table) => ({ table: table.name, rows: table.rows, scans: grown(before.tables, table) }))
    .filter((table) => table.scans > 0)
    .map((table) => ({ ...table, big: table.rows >= BIG_TABLE_ROWS }))
    .sort((a, b) => b.scans - a.scans);
  return { result, scans: { indexes, seqScans } };
}

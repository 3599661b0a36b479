import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Orm = NodePgDatabase<typeof schema>;
/** A drizzle handle inside `db.transaction`; repositories accept either so services can compose them. */
export type Executor = Orm | Parameters<Parameters<Orm['transaction']>[0]>[0];

/** Whether `db` is inside a transaction: caches of committed data must not answer for it. */
export function isTransaction(db: Executor): boolean {
  return db instanceof PgTransaction;
}

/**
 * What a database handle shares with every transaction opened from it, for caches of data a transaction
 * may read stale as readily as its handle may: drizzle builds the relational schema once per `drizzle()`
 * call and hands that very object to each transaction (and nested one), so two databases in one process
 * never share it.
 */
export function databaseKeyOf(db: Executor): object {
  return db._.schema ?? db;
}

export interface Database {
  readonly orm: Orm;
  readonly pool: pg.Pool;
  /**
   * The database's server and name (`127.0.0.1:5432/loyalty`), never its credentials: what keys this
   * database's state kept in a service other databases may share (rate-limit counters in Redis).
   */
  readonly identity: string;
  close(): Promise<void>;
}

// PostgreSQL `numeric` and `bigint` arrive as strings by default; amounts here stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface ConnectOptions {
  max?: number;
  /**
   * A connection lost, idle or in use (a database restart, a failover, a terminated backend), is reported
   * here and must not crash the process: the pool replaces it, and the queries on it fail on their own.
   */
  onConnectionError?: (error: Error) => void;
  /** How long a query waits for a free connection before it fails (default `POOL_WAIT_MS`). */
  poolWaitMs?: number;
}

/**
 * A query waits this long for a free connection, then fails as the database being unavailable (503),
 * rather than waiting for ever behind connections that are themselves stuck.
 */
export const POOL_WAIT_MS = 10_000;

function identityOf(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}

export function connectDatabase(url: string, options: ConnectOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.poolWaitMs ?? POOL_WAIT_MS,
  });
  // pg-pool listens to a client only while it is idle: a connection lost in use (mid-transaction) had no
  // listener, and the error event crashed the process. Every client gets one of its own, which reports
  // idle and in-use losses alike. The pool repeats an idle loss as its own event, which needs a listener
  // only because an unheard error event throws: it was reported already.
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  pool.on('error', () => {});
  return { orm: drizzle(pool, { schema }), pool, identity: identityOf(url), close: () => pool.end() };
}

/** A connection's SQL as a library that writes its own takes it (pg-boss's `db` option). */
export interface SqlConnection {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `work` in a transaction on one pooled connection, which it may also hand to a library that writes
 * its own SQL (pg-boss): their statements commit or roll back together, and work holding the
 * transaction's locks never waits for a second connection, which parallel requests may all be holding.
 */
export async function transactionWithConnection<T>(
  database: Database,
  work: (tx: Executor, connection: SqlConnection) => Promise<T>,
): Promise<T> {
  const client = await database.pool.connect();
  try {
    const connection: SqlConnection = { executeSql: (text, values) => client.query(text, values) };
    return await drizzle(client, { schema }).transaction((tx) => work(tx, connection));
  } finally {
    client.release();
  }
}

/**
 * What drizzle keeps of a handle (its session) and of a statement prepared on it: the pg client or pool
 * they run on, and the logger that sees each statement.
 */
interface SessionParts {
  client: object;
  logger: unknown;
}
const sessionOf = (db: Executor): SessionParts => (db as unknown as { session: SessionParts }).session;

const builtByName = new Map<string, SessionParts>();
const boundByClient = new WeakMap<object, Map<string, SessionParts>>();

/**
 * A statement whose SQL drizzle builds once per process and PostgreSQL parses and plans once per
 * connection (a named statement), run on `db`'s connection and logger: the pool's, or a transaction's,
 * whose statements then skip the building and the parsing too (DESIGN §10 read budget, issue 33's till
 * sale; bench/README.md). PostgreSQL keeps a generic plan of it once that costs no more than plans made
 * for each call's values ("demo size and the plan cache"). `build` must make the same SQL whatever `db`
 * it is given, its values all placeholders: the first call's is kept for the process under `name`.
 */
export function preparedOnce<T extends object>(db: Executor, name: string, build: () => T): T {
  const { client, logger } = sessionOf(db);
  let bound = boundByClient.get(client);
  if (!bound) {
    bound = new Map();
    boundByClient.set(client, bound);
  }
  let statement = bound.get(name);
  if (statement?.logger !== logger) {
    let built = builtByName.get(name);
    if (!built) {
      built = build() as unknown as SessionParts;
      builtByName.set(name, built);
    }
    statement =
      built.client === client && built.logger === logger
        ? built
        : Object.assign(Object.create(Object.getPrototypeOf(built)), built, { client, logger });
    bound.set(name, statement as SessionParts);
  }
  return statement as unknown as T;
}

/** A raw statement's answer: its rows as objects named by the statement's columns. */
export interface PreparedSql<Row> {
  execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

/**
 * `preparedOnce` for a statement written in SQL (`db.execute`'s kind): drizzle has no public `prepare`
 * for those, so this asks the handle's session as its query builders do.
 */
export function preparedSqlOnce<Row>(db: Executor, name: string, build: () => SQL): PreparedSql<Row> {
  return preparedOnce(db, name, () => {
    const { session, dialect } = db as unknown as {
      session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): object };
      dialect: { sqlToQuery(sql: SQL): unknown };
    };
    return session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false) as PreparedSql<Row>;
  });
}

/** The driver's own error: drizzle wraps a failed statement's as its `cause`. */
const driverErrorOf = (error: unknown): unknown => (error as { cause?: unknown } | undefined)?.cause ?? error;

/** What PostgreSQL said of a failed statement, whether drizzle wrapped it or not. */
export function postgresErrorOf(error: unknown): { code?: string; constraint?: string } {
  const cause = driverErrorOf(error);
  return typeof cause === 'object' && cause !== null ? (cause as { code?: string; constraint?: string }) : {};
}

/** SQLSTATE `lock_not_available`: a `FOR UPDATE NOWAIT` found the row locked. */
export const LOCK_NOT_AVAILABLE = '55P03';

/**
 * pg's and pg-pool's own words, as their errors carry no code: no connection came free in time, or the
 * connection closed under a query or transaction.
 */
const UNAVAILABLE_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
]);
/** Connection exceptions (class 08) and shut-down or starting servers (57P01–57P03). */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123])$/;
const UNREACHABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE']);

/**
 * Whether a failure is the database being out of reach (down, restarting, or no connection free in time)
 * rather than a fault of the request or the code: worth answering 503, for the client to try again later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code } = postgresErrorOf(error);
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNREACHABLE_SOCKET.has(code))) return true;
  const cause = driverErrorOf(error);
  return cause instanceof Error && UNAVAILABLE_MESSAGES.has(cause.message);
}

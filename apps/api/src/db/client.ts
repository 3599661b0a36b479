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
  /** An idle client losing its connection (database restart) must not crash the process: it is reported here and the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

function identityOf(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`;
}

export function connectDatabase(url: string, options: ConnectOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', (error) => options.onIdleError?.(error));
  return { orm: drizzle(pool, { schema }), pool, identity: identityOf(url), close: () => pool.end() };
}

const preparedByExecutor = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A query prepared once per database handle and reused: hot member-facing reads skip rebuilding the
 * SQL on every request, and PostgreSQL keeps a generic plan of them once it costs no more than plans
 * made for each call's values (DESIGN §10 read budget; bench/README.md, "demo size and the plan cache").
 */
export function preparedOnce<T>(db: Executor, name: string, build: () => T): T {
  let prepared = preparedByExecutor.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByExecutor.set(db, prepared);
  }
  if (!prepared.has(name)) prepared.set(name, build());
  return prepared.get(name) as T;
}

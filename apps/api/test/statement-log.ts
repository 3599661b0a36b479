import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Orm } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';

/**
 * A handle on `pool` that notes every statement it sends, in order: what a test counts a call's round
 * trips (or a kind of statement) by.
 */
export function loggingOrm(pool: pg.Pool): { orm: Orm; statements: string[] } {
  const statements: string[] = [];
  return { orm: drizzle(pool, { schema, logger: { logQuery: (query) => statements.push(query) } }), statements };
}

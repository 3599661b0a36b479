import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../src/db/client.js';

/** How many rows each named table holds: a re-run of a seed must leave every count as it was. */
export async function rowCounts<Name extends string>(orm: Orm, tables: Record<Name, PgTable>) {
  const entries = await Promise.all(
    Object.entries<PgTable>(tables).map(async ([name, table]) => {
      const [row] = await orm.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Name, number>;
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** When the newest migration applied to this database was generated (drizzle's own table); undefined before any. */
export async function latestAppliedMigrationAt(db: Executor): Promise<number | undefined> {
  const result = await db.execute<{ at: number | null }>(
    sql`select max(created_at)::bigint as at from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.at ?? undefined;
}

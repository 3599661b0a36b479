import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.js';
import { connectDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';

const journal = JSON.parse(readFileSync(join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

// A blank database migrated from the first migration on, reference data (all Thai addresses) included.
const FROM_SCRATCH_MS = 60_000;

describe('migrateDatabase', () => {
  it('migrates a fresh database once when two processes start on it together', {
    timeout: FROM_SCRATCH_MS,
  }, async () => {
    const fresh = await createTestDatabase({ empty: true });
    const second = connectDatabase(fresh.url, { max: 2 });
    try {
      await Promise.all([migrateDatabase(fresh.database), migrateDatabase(second)]);
      const applied = await fresh.database.pool.query(
        'select count(*)::int as total from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].total).toBe(journal.entries.length);
      const consents = await fresh.database.pool.query('select count(*)::int as total from consent_documents');
      expect(consents.rows[0].total).toBeGreaterThan(0);
      await migrateDatabase(second);
      const again = await fresh.database.pool.query('select count(*)::int as total from drizzle.__drizzle_migrations');
      expect(again.rows[0].total).toBe(journal.entries.length);
    } finally {
      await second.close();
      await fresh.drop();
    }
  });
});

import pg from 'pg';
import { inject } from 'vitest';

/**
 * Runs one statement on the server's database. Only for a state no call can make without changing what
 * every other flow of the run sees: a member who accepted an earlier policy, where publishing a new one
 * would ask every member of the shared server to consent again.
 */
export async function runOnServerDatabase(sql: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query(sql, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Records that the member with `contact` (mobile or e-mail) accepted policy `version` and nothing later. */
export async function acceptedEarlierPolicy(contact: string, version: string): Promise<void> {
  const changed = await runOnServerDatabase(
    'UPDATE members SET consent_policy_version = $2 WHERE mobile_no = $1 OR email = $1',
    [contact, version],
  );
  if (changed !== 1) throw new Error(`Expected one member with ${contact}, changed ${changed}`);
}

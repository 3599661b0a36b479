import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../../test/free-port.js';
import { parseEnv } from '../config.js';
import { CliError } from './cli-error.js';
import { openOperatorDatabase } from './operator-database.js';

const serverUrl = inject('apiDatabaseServerUrl');

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A DATA_DIR whose `pg` folder holds a cluster (its PG_VERSION marks one), nothing listening on its port. */
function dataDirWithCluster(): string {
  const dir = mkdtempSync(join(tmpdir(), 'admin-data-'));
  mkdirSync(join(dir, 'pg'));
  writeFileSync(join(dir, 'pg', 'PG_VERSION'), '17\n');
  return dir;
}

const throwAwayName = () => `admin_cli_${randomBytes(4).toString('hex')}`;

describe('openOperatorDatabase', () => {
  it('uses DATABASE_URL as the server does', async () => {
    const database = await openOperatorDatabase(parseEnv({ DATABASE_URL: serverUrl }));
    try {
      const { rows } = await database.orm.execute(sql`select current_database() as name`);
      expect(rows[0]?.name).toBe(new URL(serverUrl).pathname.slice(1));
    } finally {
      await database.close();
    }
  });

  it('says to start the app once when there is no cluster and nothing listens', async () => {
    const env = parseEnv({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-empty-')),
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    const opening = openOperatorDatabase(env);
    await expect(opening).rejects.toBeInstanceOf(CliError);
    await expect(opening).rejects.toThrow(/run `npm start` once/);
  });

  it('starts the stopped cluster for the command, migrates its database and stops it on close', async () => {
    const dataDir = dataDirWithCluster();
    const port = await freePort();
    const name = throwAwayName();
    const started: { dir: string; port: number }[] = [];
    let stopped = 0;
    const notices: string[] = [];
    const database = await openOperatorDatabase(parseEnv({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) }), {
      databaseName: name,
      onNotice: (message) => notices.push(message),
      startEmbedded: async (options) => {
        started.push({ dir: options.dir, port: options.port });
        return {
          url: serverUrl,
          stop: async () => {
            stopped += 1;
          },
        };
      },
    });
    try {
      expect(started).toEqual([{ dir: join(dataDir, 'pg'), port }]);
      expect(notices).toEqual([expect.stringMatching(/not running/)]);
      const { rows } = await database.orm.execute(sql`select count(*)::int as total from receipts`);
      expect(rows[0]?.total).toBe(0);
    } finally {
      await database.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    expect(stopped).toBe(1);
  });

  const running = new URL(serverUrl);
  it.runIf(['127.0.0.1', 'localhost'].includes(running.hostname))(
    'connects to the running app’s cluster without starting another',
    async () => {
      const name = throwAwayName();
      const database = await openOperatorDatabase(
        parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-running-')), EMBEDDED_PG_PORT: running.port || '5432' }),
        {
          databaseName: name,
          startEmbedded: () => Promise.reject(new Error('must not start a second cluster')),
        },
      );
      try {
        const { rows } = await database.orm.execute(sql`select current_database() as name`);
        expect(rows[0]?.name).toBe(name);
      } finally {
        await database.close();
        await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  );
});

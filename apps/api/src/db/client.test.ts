import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/helper.js';
import { connectDatabase, isDatabaseUnavailable, postgresErrorOf } from './client.js';

const context = useTestDatabase();

async function waitUntil(condition: () => boolean) {
  for (let attempt = 0; attempt < 100 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the database pool', () => {
  it('survives a connection lost in the middle of a transaction: the transaction fails, the process goes on', async () => {
    const lost: Error[] = [];
    const database = connectDatabase(context.url, { max: 2, onConnectionError: (error) => lost.push(error) });
    try {
      const transaction = database.orm.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        // The backend ends between two statements, as in a restart or a failover: no query is running to
        // take the error, which the connection's own listener must (without it the process crashed).
        await context.database.pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        await waitUntil(() => lost.length > 0);
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(postgresErrorOf(lost[0]).code).toBe('57P01');
      expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('fails a query that found no free connection in time as the database being unavailable', async () => {
    const database = connectDatabase(context.url, { max: 1, poolWaitMs: 100 });
    const held = await database.pool.connect();
    try {
      const failure = await database.orm.execute(sql`select 1`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      held.release();
      await database.close();
    }
  });

  it('tells a refused statement from an unavailable database', async () => {
    const failure = await context.database.pool.query('select 1/0').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(postgresErrorOf(failure).code).toBe('22012');
    expect(isDatabaseUnavailable(failure)).toBe(false);
    expect(isDatabaseUnavailable(new Error('anything else'))).toBe(false);
  });
});

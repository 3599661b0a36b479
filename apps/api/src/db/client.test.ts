import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { useTestDatabase } from '../../test/helper.js';
import { loggingOrm } from '../../test/statement-log.js';
import { connectDatabase, type Executor, isDatabaseUnavailable, postgresErrorOf, preparedOnce } from './client.js';
import { holdsMemberLock, noteMemberLocked } from './held-locks.js';
import { members } from './schema.js';

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

describe('statements prepared once (preparedOnce)', () => {
  const memberStatus = (name: string, counted: { builds: number }) => (db: Executor) =>
    preparedOnce(db, name, () => {
      counted.builds += 1;
      return db
        .select({ id: members.id, status: members.status })
        .from(members)
        .where(eq(members.id, sql.placeholder('memberId')))
        .prepare(name);
    });

  it("builds the SQL once, runs it named on the transaction's own connection, and on the pool after", async () => {
    const counted = { builds: 0 };
    const statusOf = memberStatus('test_status_in_transaction', counted);
    const { orm } = context.database;
    const member = await createMember(orm);
    let inside: unknown;

    await orm
      .transaction(async (tx) => {
        await tx.update(members).set({ status: 'suspended' }).where(eq(members.id, member.id));
        const [seen] = await statusOf(tx).execute({ memberId: member.id });
        const { rows } = await tx.execute<{ name: string }>(
          sql`select name from pg_prepared_statements where name = 'test_status_in_transaction'`,
        );
        inside = { seen, prepared: rows.map((row) => row.name) };
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const [outside] = await statusOf(orm).execute({ memberId: member.id });

    expect(inside).toEqual({
      seen: { id: member.id, status: 'suspended' },
      prepared: ['test_status_in_transaction'],
    });
    expect(outside).toEqual({ id: member.id, status: 'active' });
    expect(counted.builds).toBe(1);
  });

  it("logs through the handle's own logger, whichever handle built it", async () => {
    const counted = { builds: 0 };
    const statusOf = memberStatus('test_status_logged', counted);
    const member = await createMember(context.database.orm);
    const { orm: logging, statements: logged } = loggingOrm(context.database.pool);

    await statusOf(context.database.orm).execute({ memberId: member.id });
    await statusOf(logging).execute({ memberId: member.id });

    expect(logged).toHaveLength(1);
    expect(counted.builds).toBe(1);
  });
});

describe('member locks a transaction holds (held-locks)', () => {
  it('vouches for a lock only inside the transaction that took it, never for a savepoint or the pool', async () => {
    const { orm } = context.database;
    noteMemberLocked(orm, 1);
    expect(holdsMemberLock(orm, 1)).toBe(false);

    const seen = await orm.transaction(async (tx) => {
      noteMemberLocked(tx, 7);
      const nested = await tx.transaction(async (savepoint) => holdsMemberLock(savepoint, 7));
      return { here: holdsMemberLock(tx, 7), other: holdsMemberLock(tx, 8), nested };
    });

    expect(seen).toEqual({ here: true, other: false, nested: false });
  });
});

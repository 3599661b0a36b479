import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { addPointLot, createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { loggingOrm } from '../../../test/statement-log.js';
import { AppError } from '../../app-error.js';
import { postgresErrorOf } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { createTierCache } from '../tiers/tier-cache.js';
import { customerInfoReader, getCustomerInfo } from './customer-service.js';

const context = useTestDatabase();
const FAR_FUTURE = new Date('2040-01-01T00:00:00Z');

/** The reader on a pool of its own whose statements are counted, with the tier table already read. */
async function countedReader() {
  const pool = new pg.Pool({ connectionString: context.url, max: 2 });
  const { orm, statements } = loggingOrm(pool);
  const tiers = createTierCache();
  await tiers.read(orm);
  statements.length = 0;
  return { read: customerInfoReader(orm, tiers), statements, close: () => pool.end() };
}

describe('customerInfoReader (GetCustomerInfo, decision 066)', () => {
  it('reads the calls that arrive together with one statement, and answers each member their own profile', async () => {
    const { orm } = context.database;
    const people = [
      await createMember(orm, { firstName: 'Anong' }),
      await createMember(orm, { firstName: 'Boonmee' }),
      await createMember(orm, { firstName: 'Chalerm' }),
    ];
    for (const [index, member] of people.entries()) {
      await addPointLot(orm, { memberId: member.id, amount: 100 * (index + 1), expiresAt: FAR_FUTURE });
    }
    const reader = await countedReader();
    try {
      const [anong, boonmee, chalerm, anongAgain] = await Promise.all([
        ...people.map((member) => reader.read(member.id, 'en')),
        reader.read(people[0]?.id ?? 0, 'th'),
      ]);

      expect(reader.statements.filter((statement) => statement.includes('from "members"'))).toHaveLength(1);
      expect(reader.statements).toHaveLength(1);
      expect([anong, boonmee, chalerm].map((info) => [info?.first_name, info?.point_balance])).toEqual([
        ['Anong', 100],
        ['Boonmee', 200],
        ['Chalerm', 300],
      ]);
      expect(anongAgain?.mbk_member_id).toBe(anong?.mbk_member_id);
      expect(anongAgain?.login_type_desc_th).toBe(anong?.login_type_desc_th);
    } finally {
      await reader.close();
    }
  });

  it('answers NOT_FOUND for an unknown member without failing the others read with it', async () => {
    const member = await createMember(context.database.orm, { firstName: 'Duangjai' });
    const reader = await countedReader();
    try {
      const [known, unknown] = await Promise.allSettled([
        reader.read(member.id, 'en'),
        reader.read(2_000_000_000, 'en'),
      ]);

      expect(known.status === 'fulfilled' && known.value.first_name).toBe('Duangjai');
      expect(unknown.status === 'rejected' && unknown.reason).toBeInstanceOf(AppError);
      expect(unknown.status === 'rejected' && (unknown.reason as AppError).code).toBe('NOT_FOUND');
      expect(reader.statements).toHaveLength(1);
    } finally {
      await reader.close();
    }
  });

  it('reads after each call arrives: a point movement committed before the next call is in its answer', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const reader = await countedReader();
    try {
      expect((await reader.read(member.id, 'en')).point_balance).toBe(0);
      await addPointLot(orm, { memberId: member.id, amount: 250, expiresAt: FAR_FUTURE });
      expect((await reader.read(member.id, 'en')).point_balance).toBe(250);
      expect(reader.statements).toHaveLength(2);
    } finally {
      await reader.close();
    }
  });

  it('fails every call of a read whose statement fails, and reads again for the calls after it', async () => {
    const member = await createMember(context.database.orm, { firstName: 'Ekachai' });
    const pool = new pg.Pool({ connectionString: context.url, max: 1, statement_timeout: 200 });
    const orm = drizzle(pool, { schema });
    const tiers = createTierCache();
    await tiers.read(orm);
    const read = customerInfoReader(orm, tiers);
    const holder = await context.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table members in access exclusive mode');
      const failed = await Promise.allSettled([read(member.id, 'en'), read(member.id, 'th')]);
      await holder.query('rollback');

      expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
      const [first, second] = failed.map((outcome) => (outcome.status === 'rejected' ? outcome.reason : undefined));
      expect(first).toBe(second);
      expect(postgresErrorOf(first).code).toBe('57014');
      expect((await read(member.id, 'en')).first_name).toBe('Ekachai');
    } finally {
      holder.release();
      await pool.end();
    }
  });

  it('matches getCustomerInfo, which reads one member on the handle it is given (a transaction’s)', async () => {
    const { orm } = context.database;
    const member = await createMember(orm, { firstName: 'Fah' });
    await addPointLot(orm, { memberId: member.id, amount: 40, expiresAt: FAR_FUTURE });
    const tiers = createTierCache();
    const read = customerInfoReader(orm, tiers);
    const now = new Date();

    const alone = await orm.transaction((tx) => getCustomerInfo(tx, tiers, member.id, 'th', now));

    expect(await read(member.id, 'th')).toEqual(alone);
  });
});

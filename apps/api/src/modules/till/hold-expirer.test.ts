import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { createTillClient, createTillStore, TILL_READERS } from '../../../test/fixtures/till.js';
import { useTestDatabase } from '../../../test/helper.js';
import { earnTestPoints } from '../../../test/ledger-audit.js';
import { pointHolds } from '../../db/schema.js';
import { pointBalance } from '../points/point-service.js';
import { startHoldExpirer } from './hold-expirer.js';
import { placeHold } from './till-hold-service.js';

const context = useTestDatabase();

describe('hold expirer', () => {
  it('expires holds past their 5 minutes at start and on its schedule, returning their points', async () => {
    const { orm } = context.database;
    const store = await createTillStore(orm);
    const client = await createTillClient(orm, store);
    const member = await createMember(orm);
    await earnTestPoints(orm, member.id, 100);
    const placedLongAgo = new Date(Date.now() - 6 * 60_000);
    const stale = await placeHold(
      orm,
      TILL_READERS.rules,
      client,
      { memberId: member.id, store, points: 30, reference: 'OLD' },
      placedLongAgo,
    );
    const expired: number[] = [];
    const errors: unknown[] = [];

    const expirer = startHoldExpirer(orm, {
      everyMs: 40,
      onExpired: (count) => expired.push(count),
      onError: (error) => errors.push(error),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expirer.stop();

    expect(errors).toEqual([]);
    expect(expired.length).toBeGreaterThanOrEqual(2);
    expect(expired.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [row] = await orm.select().from(pointHolds).where(eq(pointHolds.id, stale.hold_id));
    expect(row?.status).toBe('expired');
    expect(await pointBalance(orm, member.id)).toBe(100);
  });
});

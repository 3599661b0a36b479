import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/helper.js';
import { tiers } from '../../db/schema.js';
import { createTierCache } from './tier-cache.js';

const context = useTestDatabase();

describe('tier table', () => {
  it('comes from the database ordered by threshold, and a change shows within a minute', async () => {
    const { orm } = context.database;
    const tierTable = createTierCache();
    const start = Date.now();
    const first = await tierTable.read(orm, start);
    expect(first.map((tier) => [tier.code, tier.minSpending])).toEqual([
      ['member', 0],
      ['silver', 20_000],
      ['gold', 50_000],
      ['platinum', 150_000],
    ]);
    await orm.update(tiers).set({ minSpending: 40_000 }).where(eq(tiers.code, 'gold'));
    expect((await tierTable.read(orm, start + 1_000))[2]?.minSpending).toBe(50_000);
    expect((await tierTable.read(orm, start + 61_000))[2]?.minSpending).toBe(40_000);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { pointLedger } from '../../db/schema.js';
import { bangkokDateOf } from '../calendar/bangkok-calendar.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import { startBirthdayBonuses } from './birthday-bonus-runner.js';

const context = useTestDatabase();

describe('birthday bonus runner', () => {
  it('gives at start and runs again on its schedule, each member once', async () => {
    const { orm } = context.database;
    const member = await createMember(orm, { dateOfBirth: `1990-${bangkokDateOf(new Date()).slice(5, 7)}-01` });
    const given: number[] = [];
    const errors: unknown[] = [];

    const runner = startBirthdayBonuses(orm, UNCACHED_RULES, {
      everyMs: 40,
      onGiven: (count) => given.push(count),
      onError: (error) => errors.push(error),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await runner.stop();

    expect(errors).toEqual([]);
    expect(given.length).toBeGreaterThanOrEqual(2);
    expect(given.reduce((sum, count) => sum + count, 0)).toBe(1);
    const entries = await orm
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, member.id), eq(pointLedger.source, 'birthday')));
    expect(entries).toHaveLength(1);
  });
});

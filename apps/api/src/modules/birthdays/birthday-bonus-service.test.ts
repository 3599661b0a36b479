import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { notificationsOf } from '../../../test/notifications.js';
import type { Executor } from '../../db/client.js';
import { birthdayBonuses, pointLedger } from '../../db/schema.js';
import { lockMember } from '../members/member-service.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import { giveBirthdayBonuses } from './birthday-bonus-service.js';

const context = useTestDatabase();

/**
 * The tests share one database: each gives bonuses in a birth month of its own, so a run counts only
 * the members its test made.
 */
const bornIn = (month: number) => ({ dateOfBirth: `1990-${String(month).padStart(2, '0')}-15` });

function birthdayEntriesOf(db: Executor, memberId: number) {
  return db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.source, 'birthday')));
}

async function bonusPoints(): Promise<number> {
  return (await UNCACHED_RULES.read(context.database.orm)).birthdayBonusPoints;
}

describe('giveBirthdayBonuses (DESIGN §14)', () => {
  it('gives the bonus once in the birth month, explained, and a second run gives nothing', async () => {
    const { orm } = context.database;
    const points = await bonusPoints();
    const member = await createMember(orm, bornIn(1));
    const now = new Date('2027-01-10T03:00:00Z');

    expect(await giveBirthdayBonuses(orm, UNCACHED_RULES, now)).toBe(1);
    expect(await giveBirthdayBonuses(orm, UNCACHED_RULES, new Date('2027-01-20T03:00:00Z'))).toBe(0);

    const entries = await birthdayEntriesOf(orm, member.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'earn',
      delta: points,
      reference: 'birthday:2027',
      awards: [{ rule_id: 'birthday', name: 'โบนัสวันเกิด', name_en: 'Birthday bonus', points }],
    });
    const [claim] = await orm.select().from(birthdayBonuses).where(eq(birthdayBonuses.memberId, member.id));
    expect(claim).toMatchObject({ year: 2027, points });
    expect(await notificationsOf(orm, member.id)).toMatchObject([
      { kind: 'birthday_bonus', eventKey: `birthday_bonus:${member.id}:2027`, titleEn: 'Happy birthday!' },
    ]);
  });

  it('gives each member once when two runs go at the same moment, and again the next year', async () => {
    const { orm } = context.database;
    const born = await Promise.all(Array.from({ length: 12 }, () => createMember(orm, bornIn(2))));
    const now = new Date('2027-02-05T03:00:00Z');

    const given = await Promise.all([
      giveBirthdayBonuses(orm, UNCACHED_RULES, now),
      giveBirthdayBonuses(orm, UNCACHED_RULES, now),
    ]);

    expect(given[0] + given[1]).toBe(born.length);
    for (const member of born) expect(await birthdayEntriesOf(orm, member.id)).toHaveLength(1);
    expect(await giveBirthdayBonuses(orm, UNCACHED_RULES, new Date('2028-02-05T03:00:00Z'))).toBe(born.length);
  });

  it('gives nothing outside the birth month, nor to a member without a birth date', async () => {
    const { orm } = context.database;
    const member = await createMember(orm, bornIn(3));
    const undated = await createMember(orm, { dateOfBirth: null });

    expect(await giveBirthdayBonuses(orm, UNCACHED_RULES, new Date('2027-04-01T03:00:00Z'))).toBe(0);

    expect(await birthdayEntriesOf(orm, member.id)).toEqual([]);
    expect(await birthdayEntriesOf(orm, undated.id)).toEqual([]);
  });

  it('counts the month in Bangkok: 30 November 17:30 UTC is already 1 December', async () => {
    const { orm } = context.database;
    const member = await createMember(orm, { dateOfBirth: '1990-12-01' });

    expect(await giveBirthdayBonuses(orm, UNCACHED_RULES, new Date('2026-11-30T16:30:00Z'))).toBe(0);
    expect(await giveBirthdayBonuses(orm, UNCACHED_RULES, new Date('2026-11-30T17:30:00Z'))).toBe(1);

    expect(await birthdayEntriesOf(orm, member.id)).toMatchObject([{ reference: 'birthday:2026' }]);
  });

  it('skips members who are not active', async () => {
    const { orm } = context.database;
    const inactive = [];
    for (const status of ['canceled', 'suspended', 'blocked', 'pending'] as const) {
      inactive.push(await createMember(orm, { ...bornIn(4), status }));
    }
    const active = await createMember(orm, bornIn(4));

    expect(await giveBirthdayBonuses(orm, UNCACHED_RULES, new Date('2027-04-10T03:00:00Z'))).toBe(1);

    expect(await birthdayEntriesOf(orm, active.id)).toHaveLength(1);
    for (const member of inactive) expect(await birthdayEntriesOf(orm, member.id)).toEqual([]);
  });

  it('finds a member who joins during the month, or whose row was busy, on the next run', async () => {
    const { orm } = context.database;
    const busy = await createMember(orm, bornIn(5));
    const now = new Date('2027-05-03T03:00:00Z');

    const givenWhileBusy = await orm.transaction(async (tx) => {
      await lockMember(tx, busy.id);
      return giveBirthdayBonuses(orm, UNCACHED_RULES, now);
    });
    const joined = await createMember(orm, bornIn(5));

    expect(givenWhileBusy).toBe(0);
    expect(await giveBirthdayBonuses(orm, UNCACHED_RULES, new Date('2027-05-28T03:00:00Z'))).toBe(2);
    expect(await birthdayEntriesOf(orm, busy.id)).toHaveLength(1);
    expect(await birthdayEntriesOf(orm, joined.id)).toHaveLength(1);
  });

  it('gives nothing while birthday_bonus_points is 0', async () => {
    const { orm } = context.database;
    const member = await createMember(orm, bornIn(6));
    const switchedOff = {
      read: async (db: Executor) => ({ ...(await UNCACHED_RULES.read(db)), birthdayBonusPoints: 0 }),
    };

    expect(await giveBirthdayBonuses(orm, switchedOff, new Date('2027-06-10T03:00:00Z'))).toBe(0);

    expect(await birthdayEntriesOf(orm, member.id)).toEqual([]);
    expect(await orm.select().from(birthdayBonuses).where(eq(birthdayBonuses.memberId, member.id))).toEqual([]);
  });
});

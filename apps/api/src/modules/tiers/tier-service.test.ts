import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addSpending, createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { notificationsOf } from '../../../test/notifications.js';
import { memberTierStatuses } from '../../db/schema.js';
import { endOfBangkokYear } from '../calendar/bangkok-calendar.js';
import { describeTierCriteria } from '../customers/customer-presenter.js';
import type { TierRow } from './tier-repository.js';
import {
  currentTierOf,
  memberStandingOf,
  recordSpending,
  type SpendingBetween,
  statusAfterHold,
  statusAt,
  type TierStanding,
  tierFor,
  tierStanding,
  UNCACHED_TIERS,
} from './tier-service.js';

const context = useTestDatabase();

const TIERS: TierRow[] = [
  { id: 1, code: 'member', nameEn: 'Member', nameTh: 'สมาชิก', minSpending: 0 },
  { id: 2, code: 'silver', nameEn: 'Silver', nameTh: 'ซิลเวอร์', minSpending: 20_000 },
  { id: 3, code: 'gold', nameEn: 'Gold', nameTh: 'โกลด์', minSpending: 50_000 },
  { id: 4, code: 'platinum', nameEn: 'Platinum', nameTh: 'แพลทินัม', minSpending: 150_000 },
];
const [MEMBER, SILVER, GOLD, PLATINUM] = TIERS as [TierRow, TierRow, TierRow, TierRow];

const noSpending: SpendingBetween = async () => 0;

/** A lookup answering `amount` for the twelve months closing at `closesAt`, and failing for any other. */
const closingSpending =
  (closesAt: Date, amount: number): SpendingBetween =>
  async (_after, until) => {
    if (until.getTime() !== closesAt.getTime()) throw new Error(`unexpected window closing ${until.toISOString()}`);
    return amount;
  };

const standingOf = (standing: Omit<TierStanding, 'expiresAt'>): TierStanding => ({ expiresAt: null, ...standing });

describe('tiers', () => {
  it('picks the highest tier whose threshold the spending reaches', () => {
    expect(tierFor(TIERS, 0).current.code).toBe('member');
    expect(tierFor(TIERS, 19_999.99).current.code).toBe('member');
    expect(tierFor(TIERS, 20_000).current.code).toBe('silver');
    expect(tierFor(TIERS, 60_000)).toMatchObject({ current: { code: 'gold' }, next: { code: 'platinum' } });
    expect(tierFor(TIERS, 500_000).next).toBeUndefined();
  });

  it('words the criteria in English and Thai (Buddhist-era year)', () => {
    const standing = standingOf({
      current: GOLD,
      spending: 120_000,
      next: { tier: PLATINUM, amount: 30_000, deadline: endOfBangkokYear(2026) },
    });
    expect(describeTierCriteria(standing, 'en')).toBe('Spend ฿30,000 more by 31 Dec 2026 to reach Platinum');
    expect(describeTierCriteria(standing, 'th')).toBe('ใช้จ่ายเพิ่มอีก ฿30,000 ภายใน 31 ธ.ค. 2569 เพื่อเลื่อนเป็นระดับแพลทินัม');
  });

  it('sets a tier named in Latin letters apart from the Thai around it', () => {
    const latin = (tier: TierRow): TierRow => ({ ...tier, nameTh: tier.nameEn });
    const next = standingOf({
      current: latin(GOLD),
      spending: 120_000,
      next: { tier: latin(PLATINUM), amount: 30_000, deadline: endOfBangkokYear(2026) },
    });
    expect(describeTierCriteria(next, 'th')).toBe('ใช้จ่ายเพิ่มอีก ฿30,000 ภายใน 31 ธ.ค. 2569 เพื่อเลื่อนเป็นระดับ Platinum');
    const top = standingOf({ current: latin(PLATINUM), spending: 500_000 });
    expect(describeTierCriteria(top, 'th')).toBe('คุณอยู่ในระดับ Platinum ซึ่งเป็นระดับสูงสุดแล้ว เพลิดเพลินกับสิทธิพิเศษทั้งหมดได้เลย');
    expect(describeTierCriteria({ ...top, current: PLATINUM }, 'th')).toMatch(/^คุณอยู่ในระดับแพลทินัม ซึ่ง/);
  });

  it('words each deadline as its own date when the tier window moves on', () => {
    const standingBy = (deadline: Date) =>
      standingOf({ current: GOLD, spending: 120_000, next: { tier: PLATINUM, amount: 30_000, deadline } });
    expect(describeTierCriteria(standingBy(endOfBangkokYear(2026)), 'en')).toContain('by 31 Dec 2026');
    expect(describeTierCriteria(standingBy(endOfBangkokYear(2027)), 'en')).toContain('by 31 Dec 2027');
    expect(describeTierCriteria(standingBy(endOfBangkokYear(2027)), 'th')).toContain('ภายใน 31 ธ.ค. 2570');
    expect(describeTierCriteria(standingBy(endOfBangkokYear(2026)), 'th')).toContain('ภายใน 31 ธ.ค. 2569');
  });

  it('congratulates a top-tier member instead of naming a next tier', () => {
    const standing = standingOf({ current: PLATINUM, spending: 200_000 });
    expect(describeTierCriteria(standing, 'en')).toContain('highest tier, Platinum');
  });
});

describe('tier status (DESIGN §14)', () => {
  it('holds a tier reached through a fall in the rolling spending until its end', async () => {
    const held = { tier: GOLD, expiresAt: endOfBangkokYear(2027) };
    const status = await statusAt(TIERS, held, 0, new Date('2027-11-30T05:00:00Z'), noSpending);
    expect(status).toEqual(held);
  });

  it('raises the tier the moment the rolling spending reaches a higher one, held until 31 December of next year', async () => {
    const silver = { tier: SILVER, expiresAt: endOfBangkokYear(2026) };
    const status = await statusAt(TIERS, silver, 55_000, new Date('2026-06-15T05:00:00Z'), noSpending);
    expect(status).toEqual({ tier: GOLD, expiresAt: endOfBangkokYear(2027) });
    expect(status.expiresAt?.toISOString()).toBe('2027-12-31T16:59:59.999Z');
  });

  it('keeps the expiry of a tier already held when the spending reaches it again', async () => {
    const gold = { tier: GOLD, expiresAt: endOfBangkokYear(2027) };
    expect(await statusAt(TIERS, gold, 80_000, new Date('2027-03-01T05:00:00Z'), noSpending)).toEqual(gold);
  });

  it('drops one step at most when a hold ends, whatever the closing year spent', () => {
    const platinum = { tier: PLATINUM, expiresAt: endOfBangkokYear(2027) };
    expect(statusAfterHold(TIERS, platinum, 0)).toEqual({ tier: GOLD, expiresAt: endOfBangkokYear(2028) });
    expect(statusAfterHold(TIERS, platinum, 25_000)).toEqual({ tier: GOLD, expiresAt: endOfBangkokYear(2028) });
    expect(statusAfterHold(TIERS, platinum, 150_000)).toEqual({ tier: PLATINUM, expiresAt: endOfBangkokYear(2028) });
    const silver = { tier: SILVER, expiresAt: endOfBangkokYear(2027) };
    expect(statusAfterHold(TIERS, silver, 0)).toEqual({ tier: MEMBER, expiresAt: null });
  });

  it('judges the twelve months closing at the hold’s end, once 1 January has begun in Bangkok', async () => {
    const gold = { tier: GOLD, expiresAt: endOfBangkokYear(2027) };
    const lastInstant = new Date('2027-12-31T16:59:59.999Z');
    const newYear = new Date('2027-12-31T17:00:00Z');
    expect(await statusAt(TIERS, gold, 0, lastInstant, closingSpending(gold.expiresAt, 0))).toEqual(gold);
    expect(await statusAt(TIERS, gold, 0, newYear, closingSpending(gold.expiresAt, 0))).toEqual({
      tier: SILVER,
      expiresAt: endOfBangkokYear(2028),
    });
    expect(await statusAt(TIERS, gold, 52_000, newYear, closingSpending(gold.expiresAt, 52_000))).toEqual({
      tier: GOLD,
      expiresAt: endOfBangkokYear(2028),
    });
  });

  it('counts a tier reached on 1 January in Bangkok (still 31 December in UTC) as reached in the new year', async () => {
    const reached = await statusAt(
      TIERS,
      { tier: MEMBER, expiresAt: null },
      20_000,
      new Date('2026-12-31T17:30:00Z'),
      noSpending,
    );
    expect(reached).toEqual({ tier: SILVER, expiresAt: endOfBangkokYear(2028) });
  });

  it('closes every hold that passed while nobody looked, a step a year', async () => {
    const windows: string[] = [];
    const spendingBetween: SpendingBetween = async (after, until) => {
      windows.push(`${after.toISOString()}..${until.toISOString()}`);
      return 0;
    };
    const status = await statusAt(
      TIERS,
      { tier: PLATINUM, expiresAt: endOfBangkokYear(2025) },
      0,
      new Date('2028-03-01T05:00:00Z'),
      spendingBetween,
    );
    expect(status).toEqual({ tier: MEMBER, expiresAt: null });
    expect(windows).toEqual([
      '2024-12-31T16:59:59.999Z..2025-12-31T16:59:59.999Z',
      '2025-12-31T16:59:59.999Z..2026-12-31T16:59:59.999Z',
      '2026-12-31T16:59:59.999Z..2027-12-31T16:59:59.999Z',
    ]);
  });

  it('tells what is left to keep the tier by its end, 0 once spent, and nothing to keep at the lowest tier', () => {
    const gold = { tier: GOLD, expiresAt: endOfBangkokYear(2027) };
    const deadline = endOfBangkokYear(2027);
    expect(tierStanding(TIERS, gold, { rolling: 10_000, kept: 37_700, towardKeep: 37_700 }, deadline)).toEqual({
      current: GOLD,
      spending: 10_000,
      expiresAt: gold.expiresAt,
      keep: { amount: 12_300, spent: 37_700, deadline: gold.expiresAt },
      next: { tier: PLATINUM, amount: 112_300, deadline },
    });
    expect(tierStanding(TIERS, gold, { rolling: 60_000, kept: 60_000, towardKeep: 60_000 }, deadline).keep).toEqual({
      amount: 0,
      spent: 60_000,
      deadline: gold.expiresAt,
    });
    const lowest = tierStanding(
      TIERS,
      { tier: MEMBER, expiresAt: null },
      { rolling: 0, kept: 0, towardKeep: 0 },
      deadline,
    );
    expect(lowest.keep).toBeUndefined();
    expect(lowest.next).toEqual({ tier: SILVER, amount: 20_000, deadline });
  });
});

describe('tier status as stored', () => {
  const statusRowOf = async (memberId: number) => {
    const [row] = await context.database.orm
      .select()
      .from(memberTierStatuses)
      .where(eq(memberTierStatuses.memberId, memberId));
    return row;
  };

  it('keeps the tier a spending reached after the spending leaves the rolling window', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const reachedAt = new Date('2026-03-10T05:00:00Z');
    await orm.transaction((tx) =>
      recordSpending(tx, UNCACHED_TIERS, { memberId: member.id, amount: 55_000, spentAt: reachedAt }, reachedAt),
    );
    expect(await statusRowOf(member.id)).toMatchObject({ expiresAt: endOfBangkokYear(2027) });

    const later = new Date('2027-06-01T05:00:00Z');
    const found = await memberStandingOf(orm, UNCACHED_TIERS, member.id, later);
    expect(found?.standing).toMatchObject({
      current: { code: 'gold' },
      spending: 0,
      expiresAt: endOfBangkokYear(2027),
      keep: { amount: 50_000, spent: 0, deadline: endOfBangkokYear(2027) },
    });
  });

  it('stores the step down once the hold has ended, and reads it again unchanged', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const reachedAt = new Date('2025-05-10T05:00:00Z');
    await orm.transaction((tx) =>
      recordSpending(tx, UNCACHED_TIERS, { memberId: member.id, amount: 60_000, spentAt: reachedAt }, reachedAt),
    );
    await addSpending(orm, { memberId: member.id, amount: 21_000, spentAt: new Date('2026-04-01T05:00:00Z') });

    const afterHold = new Date('2027-01-15T05:00:00Z');
    expect((await currentTierOf(orm, UNCACHED_TIERS, member.id, afterHold)).code).toBe('silver');
    expect(await statusRowOf(member.id)).toMatchObject({ expiresAt: endOfBangkokYear(2027) });
    expect((await currentTierOf(orm, UNCACHED_TIERS, member.id, afterHold)).code).toBe('silver');
  });

  it('tells the member of a tier reached, once, and of the step down when the hold has ended', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const reachedAt = new Date('2025-05-10T05:00:00Z');
    const spend = (amount: number, at: Date) =>
      orm.transaction((tx) => recordSpending(tx, UNCACHED_TIERS, { memberId: member.id, amount, spentAt: at }, at));
    await spend(60_000, reachedAt);
    await spend(1_000, new Date('2025-06-10T05:00:00Z'));
    await addSpending(orm, { memberId: member.id, amount: 21_000, spentAt: new Date('2026-04-01T05:00:00Z') });
    const afterHold = new Date('2027-01-15T05:00:00Z');
    await currentTierOf(orm, UNCACHED_TIERS, member.id, afterHold);
    await currentTierOf(orm, UNCACHED_TIERS, member.id, afterHold);

    expect(await notificationsOf(orm, member.id)).toMatchObject([
      {
        kind: 'tier_up',
        titleEn: 'Congratulations! You are now Gold',
        bodyTh: 'สิทธิพิเศษระดับโกลด์เป็นของคุณแล้ว ถึง 31 ธ.ค. 2569',
        bodyEn: 'Your Gold privileges are yours until 31 Dec 2026.',
        channels: ['email', 'line'],
      },
      { kind: 'tier_down', titleEn: 'Your tier is now Silver', channels: ['email', 'line'] },
    ]);
  });

  it('loses no upgrade when two spendings that reach a tier together are recorded at once', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const now = new Date();
    await addSpending(orm, { memberId: member.id, amount: 40_000, spentAt: new Date(now.getTime() - 86_400_000) });
    const spend = () =>
      orm.transaction(async (tx) => {
        await recordSpending(tx, UNCACHED_TIERS, { memberId: member.id, amount: 5_000, spentAt: now }, now);
        // Both transactions have counted their spending before either commits.
        await tx.execute('select pg_sleep(0.05)');
      });
    await Promise.all([spend(), spend()]);

    const row = await statusRowOf(member.id);
    expect(row?.tierId).toBe((await UNCACHED_TIERS.read(orm)).find((tier) => tier.code === 'gold')?.id);
  });
});

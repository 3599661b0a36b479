import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPointLot, addSpending, createMember } from '../../../test/factories.js';
import { createCompany, createTemplate, giveCard } from '../../../test/fixtures/cards.js';
import { useTestDatabase } from '../../../test/helper.js';
import { notificationsOf } from '../../../test/notifications.js';
import { memberCards, memberTierStatuses, reminderRuns } from '../../db/schema.js';
import { endOfBangkokYear, fromBangkokWallClock } from '../calendar/bangkok-calendar.js';
import { UNCACHED_TIERS } from '../tiers/tier-service.js';
import { claimReminderRun } from './reminder-run-repository.js';
import { runReminders } from './reminder-service.js';

const context = useTestDatabase();

/**
 * The tests share one database and each runs the reminders of a day of its own, far apart, so a run
 * finds only its own test's members' lots and holds.
 */
describe('the daily reminders (DESIGN §15)', () => {
  it('tells each member once of the points expiring 30 and 7 days ahead, summed per day, in both languages', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const canceled = await createMember(orm, { status: 'canceled' });
    const in30Days = fromBangkokWallClock(2031, 2, 14, 23, 59);
    await addPointLot(orm, { memberId: member.id, amount: 700, expiresAt: in30Days });
    await addPointLot(orm, { memberId: member.id, amount: 500, expiresAt: fromBangkokWallClock(2031, 2, 14, 8, 0) });
    await addPointLot(orm, { memberId: member.id, amount: 90, remaining: 0, expiresAt: in30Days });
    await addPointLot(orm, { memberId: canceled.id, amount: 300, expiresAt: in30Days });

    const dry = await runReminders(orm, UNCACHED_TIERS, { day: '2031-01-15', dryRun: true });
    expect(await notificationsOf(orm, member.id)).toEqual([]);
    const first = await runReminders(orm, UNCACHED_TIERS, { day: '2031-01-15', dryRun: false });
    const again = await runReminders(orm, UNCACHED_TIERS, { day: '2031-01-15', dryRun: false });
    await runReminders(orm, UNCACHED_TIERS, { day: '2031-02-07', dryRun: false });

    expect(dry.points_expiring).toBe(1);
    expect(first.points_expiring).toBe(1);
    expect(again.points_expiring).toBe(0);
    const told = await notificationsOf(orm, member.id);
    expect(told).toMatchObject([
      {
        kind: 'points_expiring',
        eventKey: `points_expiring:${member.id}:2031-02-14:30`,
        titleEn: '1,200 points expire on 14 Feb 2031',
        titleTh: '1,200 คะแนนจะหมดอายุ 14 ก.พ. 2574',
        linkPath: '/privilege',
        channels: ['email', 'line'],
      },
      { eventKey: `points_expiring:${member.id}:2031-02-14:7` },
    ]);
    expect(await notificationsOf(orm, canceled.id)).toEqual([]);
  });

  it('warns a member whose hold ends within 60 days and who has still to spend, once per hold', async () => {
    const { orm } = context.database;
    const tiers = await UNCACHED_TIERS.read(orm);
    const gold = tiers.find((tier) => tier.code === 'gold');
    if (!gold) throw new Error('The seeded tiers have no gold');
    const atRisk = await createMember(orm);
    const kept = await createMember(orm);
    const holdEnd = endOfBangkokYear(2033);
    for (const member of [atRisk, kept]) {
      await orm.insert(memberTierStatuses).values({ memberId: member.id, tierId: gold.id, expiresAt: holdEnd });
    }
    await addSpending(orm, { memberId: atRisk.id, amount: 10_000, spentAt: new Date('2033-06-01T05:00:00Z') });
    await addSpending(orm, { memberId: kept.id, amount: gold.minSpending, spentAt: new Date('2033-06-01T05:00:00Z') });

    await runReminders(orm, UNCACHED_TIERS, { day: '2033-10-01', dryRun: false });
    const first = await runReminders(orm, UNCACHED_TIERS, { day: '2033-11-15', dryRun: false });
    const again = await runReminders(orm, UNCACHED_TIERS, { day: '2033-11-16', dryRun: false });

    expect([first.tier_at_risk, again.tier_at_risk]).toEqual([1, 0]);
    expect(await notificationsOf(orm, atRisk.id)).toMatchObject([
      {
        kind: 'tier_at_risk',
        titleEn: 'Keep your Gold tier',
        bodyEn: `Spend ฿${(gold.minSpending - 10_000).toLocaleString('en-US')} more by 31 Dec 2033 to stay Gold.`,
        channels: ['email', 'line'],
      },
    ]);
    expect(await notificationsOf(orm, kept.id)).toEqual([]);
  });

  it('judges the holds that ended, telling those who stepped down; a dry run changes nothing', async () => {
    const { orm } = context.database;
    const tiers = await UNCACHED_TIERS.read(orm);
    const platinum = tiers.at(-1);
    if (!platinum) throw new Error('No tiers are seeded');
    const member = await createMember(orm);
    await orm
      .insert(memberTierStatuses)
      .values({ memberId: member.id, tierId: platinum.id, expiresAt: endOfBangkokYear(2035) });

    const dry = await runReminders(orm, UNCACHED_TIERS, { day: '2036-01-02', dryRun: true });
    const [unchanged] = await orm.select().from(memberTierStatuses).where(eq(memberTierStatuses.memberId, member.id));
    const run = await runReminders(orm, UNCACHED_TIERS, { day: '2036-01-02', dryRun: false });

    expect(dry.tier_down).toBeGreaterThanOrEqual(1);
    expect(unchanged?.tierId).toBe(platinum.id);
    expect(run.tier_down).toBeGreaterThanOrEqual(1);
    expect(await notificationsOf(orm, member.id)).toMatchObject([{ kind: 'tier_down' }]);
  });

  it('tells a member of a card expiring 30 days ahead, once, and nothing of a deleted card', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const company = await createCompany(orm);
    const template = await createTemplate(orm, company.id, {
      nameEn: 'Orchid Wellness Card',
      nameTh: 'บัตรออร์คิด เวลเนส',
    });
    const expiresAt = fromBangkokWallClock(2034, 4, 30, 23, 59);
    const cardId = await giveCard(orm, member.id, { templateId: template.id, expiresAt });
    const deleted = await giveCard(orm, member.id, { templateId: template.id, expiresAt });
    await orm.update(memberCards).set({ deletedAt: new Date() }).where(eq(memberCards.id, deleted));

    const first = await runReminders(orm, UNCACHED_TIERS, { day: '2034-03-31', dryRun: false });
    const again = await runReminders(orm, UNCACHED_TIERS, { day: '2034-03-31', dryRun: false });

    expect([first.card_expiring, again.card_expiring]).toEqual([1, 0]);
    const told = (await notificationsOf(orm, member.id)).filter((row) => row.kind === 'card_expiring');
    expect(told).toMatchObject([
      {
        titleEn: 'Your member card expires soon',
        bodyTh: 'บัตรออร์คิด เวลเนส ใช้ได้ถึง 30 เม.ย. 2577 ใช้สิทธิประโยชน์ของบัตรก่อนหมดอายุ',
        linkPath: `/member-card-detail/${cardId}`,
        channels: ['line'],
      },
    ]);
  });

  it('lets one process claim a day, and another take it over only after a dead run’s lease', async () => {
    const { orm } = context.database;
    const now = new Date('2031-03-01T02:00:00Z');
    const lease = new Date(now.getTime() + 60_000);
    const claims = await Promise.all([
      claimReminderRun(orm, { day: '2031-03-01', now, leaseUntil: lease }),
      claimReminderRun(orm, { day: '2031-03-01', now, leaseUntil: lease }),
    ]);
    const later = new Date(lease.getTime() + 1);
    const takenOver = await claimReminderRun(orm, {
      day: '2031-03-01',
      now: later,
      leaseUntil: new Date(later.getTime() + 60_000),
    });
    await orm.update(reminderRuns).set({ finishedAt: later }).where(eq(reminderRuns.day, '2031-03-01'));
    const afterFinish = await claimReminderRun(orm, {
      day: '2031-03-01',
      now: new Date(later.getTime() + 3_600_000),
      leaseUntil: new Date(later.getTime() + 7_200_000),
    });

    expect(claims.sort()).toEqual([false, true]);
    expect(takenOver).toBe(true);
    expect(afterFinish).toBe(false);
  });
});

import type { Executor } from '../db/client.js';
import { hashPassword } from '../modules/auth/password.js';
import { bangkokYearOf, fromBangkokWallClock } from '../modules/calendar/bangkok-calendar.js';
import { findForeignMemberByEmail, insertMember } from '../modules/members/member-repository.js';
import { recordSpending, UNCACHED_TIERS } from '../modules/tiers/tier-service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A spending of the demo: on a day of this or last Bangkok year (`year` 0 or -1, `dayOfYear` from 0), or
 * `daysAgo` days before the seed. This year's days are kept before the seed, so a seed in January still
 * dates them this year.
 */
type DemoSpending = { amount: number } & ({ year: 0 | -1; dayOfYear: number } | { daysAgo: number });

/**
 * DESIGN §14 tier status, one demo member per situation a member meets (all Gold at 50,000 THB):
 * on track (reached Gold last year, this year's spending already keeps it), at risk (reached Gold last
 * year, 12,300 THB short of keeping it by 31 December) and just upgraded (Silver earlier, Gold three days
 * ago, held until the end of next year).
 */
export const TIER_STATUS_DEMO_MEMBERS = [
  {
    email: 'tier.ontrack@example.com',
    firstName: 'Nok',
    lastName: 'Ontrack',
    spendings: [
      { year: -1, dayOfYear: 60, amount: 52_000 },
      { year: 0, dayOfYear: 20, amount: 31_000 },
      { year: 0, dayOfYear: 120, amount: 24_500 },
    ],
  },
  {
    email: 'tier.atrisk@example.com',
    firstName: 'Arun',
    lastName: 'Atrisk',
    spendings: [
      { year: -1, dayOfYear: 45, amount: 56_000 },
      { year: 0, dayOfYear: 30, amount: 21_700 },
      { year: 0, dayOfYear: 150, amount: 16_000 },
    ],
  },
  {
    email: 'tier.upgraded@example.com',
    firstName: 'Mali',
    lastName: 'Upgraded',
    spendings: [
      { daysAgo: 200, amount: 22_000 },
      { daysAgo: 3, amount: 30_000 },
    ],
  },
] as const satisfies readonly { email: string; firstName: string; lastName: string; spendings: DemoSpending[] }[];

/** When a demo spending happened. */
function spentAtOf(spending: DemoSpending, now: Date): Date {
  if ('daysAgo' in spending) return new Date(now.getTime() - spending.daysAgo * DAY_MS);
  const yearStart = fromBangkokWallClock(bangkokYearOf(now) + spending.year, 1, 1, 0, 1);
  const wanted = new Date(yearStart.getTime() + spending.dayOfYear * DAY_MS);
  if (spending.year === -1) return wanted;
  return new Date(Math.max(yearStart.getTime(), Math.min(wanted.getTime(), now.getTime() - DAY_MS)));
}

/**
 * Seeds the tier-status demo members once each; their spendings are recorded in order through the tiers
 * service at their own dates, so the tier held and its end are what the rule makes of them.
 */
export async function seedTierStatusMembers(db: Executor, now: Date): Promise<void> {
  for (const demo of TIER_STATUS_DEMO_MEMBERS) {
    if (await findForeignMemberByEmail(db, demo.email)) continue;
    const joinedAt = fromBangkokWallClock(bangkokYearOf(now) - 2, 6, 1, 10, 0);
    const member = await insertMember(db, {
      loginType: 1,
      email: demo.email,
      passwordHash: await hashPassword('Demo1234!'),
      firstName: demo.firstName,
      lastName: demo.lastName,
      gender: 'unspecified',
      acceptConsentAndPolicy: true,
      acceptConsentAndPolicyAt: joinedAt,
      createdAt: joinedAt,
    });
    for (const spending of demo.spendings) {
      const spentAt = spentAtOf(spending, now);
      await recordSpending(db, UNCACHED_TIERS, { memberId: member.id, amount: spending.amount, spentAt }, spentAt);
    }
  }
}

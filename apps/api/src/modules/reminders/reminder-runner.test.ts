import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPointLot, createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { notificationsOf } from '../../../test/notifications.js';
import { reminderRuns } from '../../db/schema.js';
import { fromBangkokWallClock, startOfBangkokDate } from '../calendar/bangkok-calendar.js';
import { UNCACHED_TIERS } from '../tiers/tier-service.js';
import { startDailyReminders } from './reminder-runner.js';
import type { ReminderCounts } from './reminder-service.js';

const context = useTestDatabase();

async function runAt(now: Date, runners: number) {
  const runs: ReminderCounts[] = [];
  const started = Array.from({ length: runners }, () =>
    startDailyReminders(context.database.orm, UNCACHED_TIERS, {
      now: () => now,
      onRun: (counts) => runs.push(counts),
      onError: (error) => {
        throw error;
      },
    }),
  );
  for (const runner of started) await runner.stop();
  return runs;
}

describe('the daily reminders’ runner', () => {
  it('waits for 09:00 Bangkok, then runs the day once however many processes look', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await addPointLot(orm, { memberId: member.id, amount: 40, expiresAt: startOfBangkokDate('2032-05-10', 30) });

    const early = await runAt(fromBangkokWallClock(2032, 5, 10, 8, 59), 2);
    const onTime = await runAt(fromBangkokWallClock(2032, 5, 10, 9, 5), 3);
    const later = await runAt(fromBangkokWallClock(2032, 5, 10, 15, 0), 2);

    expect(early).toEqual([]);
    expect(onTime).toHaveLength(1);
    expect(onTime[0]?.points_expiring).toBeGreaterThanOrEqual(1);
    expect(later).toEqual([]);
    const [run] = await orm.select().from(reminderRuns).where(eq(reminderRuns.day, '2032-05-10'));
    expect(run?.finishedAt).toEqual(fromBangkokWallClock(2032, 5, 10, 9, 5));
    expect(await notificationsOf(orm, member.id)).toMatchObject([{ kind: 'points_expiring' }]);
  });
});

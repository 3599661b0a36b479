import { runReminders } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { addPointLot, createMember } from '../../../../test/factories.js';
import { notificationsOf } from '../../../../test/notifications.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bangkokDateOf, DAY_MS, startOfBangkokDate } from '../../../modules/calendar/bangkok-calendar.js';

const context = useTestApp();
let admin: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
});

const today = () => bangkokDateOf(new Date());
/** Bad input is sent as it is: the call must refuse it, so it is typed as the call's input only here. */
const run = (input: unknown) => callAdmin(context.app, runReminders, { input: input as never }, { as: admin });

describe('POST /notifications/run-reminders (DESIGN §15)', () => {
  it('is for admins only', async () => {
    expect(await roleMatrix(context.app, runReminders, { input: { as_of: today(), dry_run: true } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
  });

  it('counts in a dry run, then tells the members once and audits the run with its counts', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await addPointLot(orm, { memberId: member.id, amount: 250, expiresAt: startOfBangkokDate(today(), 7) });
    const audited = (await auditRowsOf(orm, 'reminder.run', today())).length;

    const dry = await run({ as_of: today(), dry_run: true });
    const told = await notificationsOf(orm, member.id);
    const real = await run({ as_of: today(), dry_run: false });
    const repeated = await run({ as_of: today(), dry_run: false });

    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ data: { as_of: today(), dry_run: true } });
    expect((dry.body as { data: { points_expiring: number } }).data.points_expiring).toBeGreaterThanOrEqual(1);
    expect(told).toEqual([]);
    expect(real.status).toBe(200);
    expect(repeated.body).toMatchObject({ data: { points_expiring: 0 } });
    expect(await notificationsOf(orm, member.id)).toMatchObject([
      {
        kind: 'points_expiring',
        titleEn:
          '250 points expire on ' +
          new Intl.DateTimeFormat('en-GB', {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: 'Asia/Bangkok',
          }).format(startOfBangkokDate(today(), 7)),
      },
    ]);
    expect(await auditRowsOf(orm, 'reminder.run', today())).toHaveLength(audited + 2);
  });

  it('refuses a day ahead, a day more than a week back, and anything but a date and a boolean', async () => {
    const tomorrow = bangkokDateOf(new Date(Date.now() + DAY_MS));
    const longAgo = bangkokDateOf(new Date(Date.now() - 8 * DAY_MS));
    for (const input of [
      { as_of: tomorrow, dry_run: true },
      { as_of: longAgo, dry_run: true },
      { as_of: '2026-02-30', dry_run: true },
      { as_of: today(), dry_run: 'true' },
      { as_of: ` ${today()}`, dry_run: true },
      { as_of: today(), dry_run: true, extra: 1 },
      {},
    ]) {
      const { status, body } = await run(input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

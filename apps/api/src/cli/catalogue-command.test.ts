import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRunner } from '../../test/cli-runner.js';
import { useTestDatabase } from '../../test/helper.js';
import { flashSales, privilegeCategories, privileges } from '../db/schema.js';
import { TERMINAL_ACTOR } from '../modules/audit/audit-service.js';
import { bangkokMinute } from '../modules/calendar/bangkok-calendar.js';
import { WHOLE_GROUP } from '../modules/companies/company-scope.js';
import { changePrivilegeStock } from '../modules/privileges/privilege-admin-service.js';
import { seedCatalogue } from '../seed/seed-catalogue.js';
import { ADMIN_HELP } from './admin.js';
import { CATALOGUE_HELP, parseBangkokTime } from './catalogue-command.js';

const context = useTestDatabase();
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await seedCatalogue(context.database.orm, new Date());
});

const admin = adminRunner(() => context.database.orm);

async function privilegeOf(slug: string) {
  const [row] = await context.database.orm
    .select()
    .from(privileges)
    .where(eq(privileges.imageUrl, `/media/privileges/${slug}.svg`));
  if (!row) throw new Error(`no seeded privilege ${slug}`);
  return row;
}

describe('npm run admin -- catalogue', () => {
  it('is listed among the areas and prints its help without touching the database', async () => {
    expect(ADMIN_HELP).toMatch(/catalogue\s+Privilege stock and flash sales/);
    expect(await admin('catalogue', '--help')).toMatchObject({ code: 0, out: CATALOGUE_HELP, opened: 0 });
    expect(await admin('catalogue')).toMatchObject({ code: 2, out: CATALOGUE_HELP, opened: 0 });
  });

  it('lists privileges with stock, tier and the live flash sale, optionally one category', async () => {
    const { code, out } = await admin('catalogue', 'list');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(
      /^ID\s+CATEGORY\s+TITLE\s+KIND\s+COST\s+STOCK\s+LIMIT\s+TIER\s+ENDS \(BANGKOK\)/,
    );
    const boat = await privilegeOf('noodle-boat-set');
    const line = out.split('\n').find((row) => row.startsWith(`${boat.id} `));
    expect(line).toMatch(
      /food\s+Boat noodle feast for two\s+ecoupon\s+400\s+0\/300\s+2\s+-\s+.*150 pts, 100\/100 left/,
    );
    const [travel] = await context.database.orm
      .select()
      .from(privilegeCategories)
      .where(eq(privilegeCategories.code, 'travel'));
    const filtered = await admin('catalogue', 'list', '--category', String(travel?.id));
    const rows = filtered.out.split('\n').slice(1);
    expect(rows.length).toBe(5);
    for (const row of rows) expect(row).toMatch(/^\d+\s+travel\s/);
  });

  it('adds stock, and withdraws it only down to what was already redeemed', async () => {
    const resort = await privilegeOf('andaman-resort-night');
    await context.database.orm.update(privileges).set({ stockUsed: 10 }).where(eq(privileges.id, resort.id));
    const added = await admin('catalogue', 'stock', String(resort.id), '--add', '30');
    expect(added).toMatchObject({ code: 0, out: `Privilege #${resort.id} stock is now 50 (10 redeemed, 40 left).` });
    const refused = await admin('catalogue', 'stock', String(resort.id), '--add=-41');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('below the 10 already redeemed');
    expect((await privilegeOf('andaman-resort-night')).stockTotal).toBe(50);
    expect((await admin('catalogue', 'stock', String(resort.id), '--add=-40')).code).toBe(0);
    expect((await privilegeOf('andaman-resort-night')).stockTotal).toBe(10);
  });

  it('adds concurrent stock exactly once each', async () => {
    const lamp = await privilegeOf('teak-reading-lamp');
    await Promise.all(
      Array.from({ length: 12 }, () =>
        changePrivilegeStock(context.database.orm, undefined, TERMINAL_ACTOR, {
          privilegeId: lamp.id,
          companies: WHOLE_GROUP,
          add: 5,
        }),
      ),
    );
    expect((await privilegeOf('teak-reading-lamp')).stockTotal).toBe(lamp.stockTotal + 60);
  });

  it('answers exit code 1 for a privilege that does not exist', async () => {
    const { code, err } = await admin('catalogue', 'stock', '999999', '--add', '5');
    expect(code).toBe(1);
    expect(err).toBe('There is no privilege #999999.');
  });

  it('opens a flash sale from Bangkok time and refuses an overlapping one', async () => {
    const latte = await privilegeOf('brew-free-latte');
    const startsAt = new Date(Math.ceil((Date.now() + DAY_MS) / 60_000) * 60_000);
    const starts = bangkokMinute(startsAt);
    const args = ['catalogue', 'flash-sale', String(latte.id), '--price', '60', '--stock', '40', '--starts', starts];
    const opened = await admin(...args, '--hours', '24');
    expect(opened.code, opened.err).toBe(0);
    expect(opened.out).toMatch(/^Flash sale #\d+ for privilege #\d+: 60 points, 40 in stock/);
    const [sale] = await context.database.orm.select().from(flashSales).where(eq(flashSales.privilegeId, latte.id));
    expect(sale).toMatchObject({ pointCost: 60, stockTotal: 40, stockUsed: 0, startsAt });
    expect(sale?.endsAt.getTime()).toBe(startsAt.getTime() + DAY_MS);
    const overlapping = await admin(...args, '--hours', '2');
    expect(overlapping.code).toBe(1);
    expect(overlapping.err).toContain(`overlaps flash sale #${sale?.id}`);
  });

  it('refuses a flash-sale price that does not undercut, a window already over or outside the privilege', async () => {
    const tote = await privilegeOf('mart-tote-bag');
    const flashSale = (starts: string, price = '200', hours = '24') =>
      admin(
        'catalogue',
        'flash-sale',
        String(tote.id),
        '--price',
        price,
        '--stock',
        '10',
        '--starts',
        starts,
        '--hours',
        hours,
      );
    const tomorrow = bangkokMinute(new Date(Date.now() + DAY_MS));
    expect((await flashSale(tomorrow, '350')).err).toContain('below the normal 350 points');
    expect((await flashSale(bangkokMinute(new Date(Date.now() - 3 * DAY_MS)))).err).toContain('already over');
    expect((await flashSale(bangkokMinute(new Date(Date.now() + 400 * DAY_MS)))).err).toContain('inside the privilege');
    const stored = await context.database.orm.select().from(flashSales).where(eq(flashSales.privilegeId, tote.id));
    expect(stored).toHaveLength(0);
  });

  it.each([
    [['catalogue', 'drop'], 'Unknown catalogue command: drop'],
    [['catalogue', 'list', '--category', 'food'], '--category needs a whole number'],
    [['catalogue', 'stock', '--add', '5'], 'Give the privilege id'],
    [['catalogue', 'stock', '3', '--add', '0'], '--add 0 changes nothing'],
    [['catalogue', 'stock', '3', '--add', 'ten'], '--add needs a whole number'],
    [
      ['catalogue', 'flash-sale', '3', '--price', '9', '--stock', '5', '--starts', '23/11/2026 10:00', '--hours', '2'],
      '--starts needs Bangkok time',
    ],
    [
      ['catalogue', 'flash-sale', '3', '--price', '9', '--stock', '5', '--starts', '2026-02-30 10:00', '--hours', '2'],
      'not a real date',
    ],
    [
      ['catalogue', 'flash-sale', '3', '--price', '9', '--stock', '0', '--starts', '2026-11-23 10:00', '--hours', '2'],
      '--stock needs a whole number from 1',
    ],
    [
      ['catalogue', 'flash-sale', '3', '--price', '9', '--stock', '5', '--starts', '2026-11-23 10:00', '--hours', '0'],
      '--hours needs a whole number from 1',
    ],
    [['catalogue', 'flash-sale', '3', '--price', '9', '--stock', '5', '--starts', '2026-11-23 10:00'], '--hours needs'],
  ])('refuses %j as a usage mistake before opening the database', async (argv, message) => {
    const { code, err, opened } = await admin(...argv);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(opened).toBe(0);
  });
});

describe('parseBangkokTime', () => {
  it('reads operator input as Bangkok wall-clock time, UTC+7', () => {
    expect(parseBangkokTime('2026-11-23 10:00').toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(parseBangkokTime('2027-01-01 03:30').toISOString()).toBe('2026-12-31T20:30:00.000Z');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { adminRunner } from '../../test/cli-runner.js';
import { useTestDatabase } from '../../test/helper.js';
import { TERMINAL_ACTOR } from '../modules/audit/audit-service.js';
import { UNCACHED_RULES, updateProgrammeRules } from '../modules/rules/rules-service.js';
import { RULES_HELP } from './rules-command.js';

const context = useTestDatabase();

const admin = adminRunner(() => context.database.orm);

afterEach(() =>
  updateProgrammeRules(context.database.orm, undefined, TERMINAL_ACTOR, {
    transferDailyCap: 10_000,
    receiptDailyQuota: 5,
  }),
);

describe('npm run admin -- rules', () => {
  it('shows every rule with its value', async () => {
    const { code, out } = await admin('rules', 'show');
    expect(code).toBe(0);
    expect(out).toMatch(/transfer-daily-cap\s+10000\s/);
    expect(out).toMatch(/receipt-baht-per-point\s+25\s/);
    expect(out).toMatch(/point-expiry-years\s+2\s/);
    expect(out).toMatch(/burn-thb-per-point\s+0.25\s/);
  });

  it('changes the till’s burn rate in THB with two decimals', async () => {
    const { code } = await admin('rules', 'set', '--burn-thb-per-point', '0.5');
    expect(code).toBe(0);
    expect((await UNCACHED_RULES.read(context.database.orm)).burnThbPerPoint).toBe(0.5);
    await admin('rules', 'set', '--burn-thb-per-point', '0.25');
  });

  it('changes the given rules and leaves the others', async () => {
    const { code, out } = await admin('rules', 'set', '--transfer-daily-cap', '5000', '--receipt-daily-quota', '3');
    expect(code).toBe(0);
    expect(out).toMatch(/transfer-daily-cap\s+5000\s/);
    expect(await UNCACHED_RULES.read(context.database.orm)).toMatchObject({
      transferDailyCap: 5000,
      receiptDailyQuota: 3,
      referralReferrerPoints: 50,
    });
  });

  it.each([
    [['rules', 'set'], 'at least one rule'],
    [['rules', 'set', '--transfer-daily-cap', '0'], '--transfer-daily-cap needs a whole number from 1 to 10000000'],
    [['rules', 'set', '--point-expiry-years', '11'], '--point-expiry-years needs a whole number from 0 to 10'],
    [['rules', 'set', '--receipt-daily-quota', '2.5'], '--receipt-daily-quota needs a whole number'],
    [
      ['rules', 'set', '--burn-thb-per-point', '0.255'],
      '--burn-thb-per-point needs a number with at most two decimals',
    ],
    [['rules', 'set', '--burn-thb-per-point', '0'], 'from 0.01 to 1000'],
    [['rules', 'set', '--bonus', '5'], "Unknown option '--bonus'"],
    [['rules', 'drop'], 'Unknown rules command: drop'],
  ])('refuses %j as a usage mistake before opening the database', async (argv, message) => {
    const { code, err, opened } = await admin(...argv);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(opened).toBe(0);
    expect((await UNCACHED_RULES.read(context.database.orm)).transferDailyCap).toBe(10_000);
  });

  it('prints its help without touching the database', async () => {
    expect(await admin('rules', '--help')).toMatchObject({ code: 0, out: RULES_HELP, opened: 0 });
  });
});

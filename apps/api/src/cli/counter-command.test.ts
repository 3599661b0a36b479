import { describe, expect, it } from 'vitest';
import { adminRunner } from '../../test/cli-runner.js';
import { createMember } from '../../test/factories.js';
import { createCompany, createTemplate, daysFromNow, giveCard } from '../../test/fixtures/cards.js';
import { useTestDatabase } from '../../test/helper.js';
import { getCounterCode } from '../modules/cards/card-service.js';
import { COUNTER_STEP_MS } from '../modules/cards/counter-code.js';
import { COUNTER_HELP } from './counter-command.js';

const context = useTestDatabase();
const admin = adminRunner(() => context.database.orm);

/** A member's card and the code it shows at `at` (now unless told). */
async function shownCode(at = Date.now()) {
  const db = context.database.orm;
  const company = await createCompany(db, { nameEn: 'Starlight Cinema' });
  const template = await createTemplate(db, company.id, { nameEn: 'Starlight Movie Club', levelEn: 'Platinum' });
  const member = await createMember(db, { firstName: 'Napat', lastName: 'Srisuk' });
  const cardId = await giveCard(db, member.id, { templateId: template.id, expiresAt: daysFromNow(90) });
  const { code } = await getCounterCode(db, { memberId: member.id, clock: () => at }, cardId);
  return { code, member };
}

describe('npm run admin -- counter', () => {
  it('prints its help with exit 0, and with exit 2 when no command is given', async () => {
    expect(await admin('counter', '--help')).toMatchObject({ code: 0, out: COUNTER_HELP, opened: 0 });
    expect(await admin('counter')).toMatchObject({ code: 2, out: COUNTER_HELP, opened: 0 });
  });

  it('answers the member, tier and card of a good code', async () => {
    const { code, member } = await shownCode();
    const { code: exitCode, out } = await admin('counter', 'verify', code);
    expect(exitCode).toBe(0);
    expect(out).toMatch(/^Accepted\./);
    expect(out).toContain(`Napat Srisuk (${member.mbkMemberId})`);
    expect(out).toMatch(/Tier: +\S+/);
    expect(out).toContain('Starlight Movie Club, Platinum — Starlight Cinema');
  });

  it('reads a code typed in groups', async () => {
    const { code } = await shownCode();
    const grouped = `${code.slice(0, -8)} ${code.slice(-8, -4)}-${code.slice(-4)}`;
    expect((await admin('counter', 'verify', ...grouped.split(' '))).code).toBe(0);
  });

  it('refuses a code already used, with exit 1', async () => {
    const { code } = await shownCode();
    expect((await admin('counter', 'verify', code)).code).toBe(0);
    const again = await admin('counter', 'verify', code);
    expect(again).toMatchObject({ code: 1, out: '' });
    expect(again.err).toContain('already used');
  });

  it('refuses an expired code and an invalid one, with exit 1', async () => {
    const { code } = await shownCode(Date.now() - 3 * COUNTER_STEP_MS);
    const expired = await admin('counter', 'verify', code);
    expect(expired.code).toBe(1);
    expect(expired.err).toContain('expired');
    const invalid = await admin('counter', 'verify', '4212345678');
    expect(invalid.code).toBe(1);
    expect(invalid.err).toContain('not a valid member card code');
  });

  it('refuses a usage mistake with exit 2 before opening the database', async () => {
    expect(await admin('counter', 'verify')).toMatchObject({ code: 2, opened: 0 });
    expect(await admin('counter', 'check', '123')).toMatchObject({ code: 2, opened: 0 });
    expect(await admin('counter', 'verify', '123', '--force')).toMatchObject({ code: 2, opened: 0 });
  });
});

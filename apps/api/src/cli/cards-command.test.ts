import { describe, expect, it } from 'vitest';
import { adminRunner } from '../../test/cli-runner.js';
import { createMember } from '../../test/factories.js';
import { createCompany, createTemplate } from '../../test/fixtures/cards.js';
import { useTestDatabase } from '../../test/helper.js';
import { listCards } from '../modules/cards/card-service.js';
import { CARDS_HELP } from './cards-command.js';

const context = useTestDatabase();
const admin = adminRunner(() => context.database.orm);

async function memberAndTemplate() {
  const db = context.database.orm;
  const company = await createCompany(db, { nameEn: 'Baan Brew Coffee' });
  const template = await createTemplate(db, company.id, { nameEn: 'Coffee Club', levelEn: 'Silver', validDays: 180 });
  const member = await createMember(db);
  return { member, template };
}

const cardsOf = (memberId: number, state: 'active' | 'expired') =>
  listCards(context.database.orm, { memberId, clock: Date.now }, state, { page: 1, limit: 10 });

describe('npm run admin -- cards', () => {
  it('prints its help with exit 0, and with exit 2 when no command is given', async () => {
    expect(await admin('cards', '--help')).toMatchObject({ code: 0, out: CARDS_HELP, opened: 0 });
    expect(await admin('cards')).toMatchObject({ code: 2, out: CARDS_HELP, opened: 0 });
  });

  it('lists the templates with their company and validity', async () => {
    const { template } = await memberAndTemplate();
    const { code, out } = await admin('cards', 'templates');
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^${template.id}\\s+Baan Brew Coffee\\s+Coffee Club\\s+Silver\\s+180$`, 'm'));
  });

  it('issues a card that lasts the template’s days and raises the new-card alert', async () => {
    const { member, template } = await memberAndTemplate();
    const { code, out } = await admin('cards', 'issue', member.mbkMemberId.toLowerCase(), String(template.id));
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^Card #\\d+ issued to ${member.mbkMemberId}, valid until `));
    const [card] = (await cardsOf(member.id, 'active')).items;
    expect(card).toMatchObject({ card_name_en: 'Coffee Club', show_create_alert: true, show_expire_alert: false });
    const days = (Date.parse(card?.expires_at ?? '') - Date.parse(card?.issued_at ?? '')) / 86_400_000;
    expect(Math.round(days)).toBe(180);
  });

  it('issues a card expiring soon, or one already expired', async () => {
    const { member, template } = await memberAndTemplate();
    expect(
      (await admin('cards', 'issue', member.mbkMemberId, String(template.id), '--expires-in-days', '10')).code,
    ).toBe(0);
    expect((await admin('cards', 'issue', member.mbkMemberId, String(template.id), '--expires-in-days=-3')).code).toBe(
      0,
    );
    expect((await cardsOf(member.id, 'active')).items[0]?.show_expire_alert).toBe(true);
    expect((await cardsOf(member.id, 'expired')).items).toHaveLength(1);
  });

  it('refuses an unknown member or template with exit 1', async () => {
    const { member } = await memberAndTemplate();
    const unknownMember = await admin('cards', 'issue', 'CR99999999', '1');
    expect(unknownMember.code).toBe(1);
    expect(unknownMember.err).toContain('There is no member CR99999999');
    expect((await admin('cards', 'issue', member.mbkMemberId, '999999')).code).toBe(1);
  });

  it('refuses usage mistakes with exit 2 before opening the database', async () => {
    for (const args of [
      ['issue'],
      ['issue', 'M1', '1'],
      ['issue', 'CR10000001', 'x'],
      ['issue', 'CR10000001', '1', '--expires-in-days', '0'],
      ['issue', 'CR10000001', '1', '--colour', 'red'],
      ['templates', 'all'],
      ['revoke'],
    ]) {
      expect(await admin('cards', ...args), args.join(' ')).toMatchObject({ code: 2, opened: 0 });
    }
  });
});

import { adminVerifyCounterCode } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { createMember } from '../../../../test/factories.js';
import { createCompany, createTemplate, daysFromNow, giveCard } from '../../../../test/fixtures/cards.js';
import { useTestApp } from '../../../../test/test-app.js';
import { getCounterCode } from '../../../modules/cards/card-service.js';

const context = useTestApp();
let staff: SignedInOperator;

beforeAll(async () => {
  staff = await signInOperator(context.app, 'staff');
});

/** A member holding an active card, and the code the card shows now. */
async function shownCode() {
  const db = context.database.orm;
  const company = await createCompany(db, { nameEn: 'Chaba Cinema' });
  const template = await createTemplate(db, company.id, { nameEn: 'Movie Club', levelEn: 'Gold' });
  const member = await createMember(db, { firstName: 'Malee', lastName: 'Sukjai' });
  const cardId = await giveCard(db, member.id, { templateId: template.id, expiresAt: daysFromNow(100) });
  const { code } = await getCounterCode(db, { memberId: member.id, clock: Date.now }, cardId);
  return { memberId: member.id, cardId, code };
}

const verify = (code: string) => callAdmin(context.app, adminVerifyCounterCode, { input: { code } }, { as: staff });

describe('counter verify', () => {
  it('is for operators: 401 without a token or with a member’s, open to staff', async () => {
    expect(await roleMatrix(context.app, adminVerifyCounterCode, { input: { code: '1 2345 6789' } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 400,
    });
  });

  it('answers the member, tier and card of a good code once, audited as a counter check', async () => {
    const { memberId, cardId, code } = await shownCode();
    const { status, body } = await verify(code);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      data: {
        member: { member_id: memberId, name: 'Malee Sukjai', tier: expect.any(String) },
        card: { card_id: cardId, name: 'Movie Club', level: 'Gold', company: 'Chaba Cinema' },
      },
    });
    const rows = await auditRowsOf(context.database.orm, 'counter.verify', cardId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operatorId: staff.id, entity: 'member_card', after: { member_id: memberId } });
    const again = await verify(code);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CODE_USED', message_th: expect.any(String) });
    expect(await auditRowsOf(context.database.orm, 'counter.verify', cardId)).toHaveLength(1);
  });

  it('refuses another card’s digits as CODE_INVALID and writes no audit row', async () => {
    const first = await shownCode();
    const second = await shownCode();
    const digits = first.code.slice(String(first.cardId).length);
    const { status, body } = await verify(`${second.cardId}${digits}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'CODE_INVALID' });
    expect(await auditRowsOf(context.database.orm, 'counter.verify', second.cardId)).toHaveLength(0);
  });

  it('refuses a missing or non-text code as a validation failure', async () => {
    const missing = await callAdmin(
      context.app,
      adminVerifyCounterCode,
      { input: {} as { code: string } },
      { as: staff },
    );
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'code' }] });
    const number = await callAdmin(
      context.app,
      adminVerifyCounterCode,
      { input: { code: 12 as unknown as string } },
      { as: staff },
    );
    expect(number.status).toBe(400);
  });
});

import {
  adminVerifyCounterCode,
  identifyTillMember,
  listTillStores,
  payWithTillPoints,
  recordTillSale,
  refundTillSale,
} from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { createMember } from '../../../../test/factories.js';
import { createCompany, createTemplate, daysFromNow, giveCard } from '../../../../test/fixtures/cards.js';
import { TEST_SESSION_SECRET } from '../../../../test/helper.js';
import { partnerWithStores } from '../../../../test/partner-kit.js';
import { useTestApp } from '../../../../test/test-app.js';
import { getCounterCode } from '../../../modules/cards/card-service.js';
import { issueMemberCode, memberCodeKeyOf } from '../../../modules/till/member-code.js';

const context = useTestApp();
let staff: SignedInOperator;
let storeCode: string;

beforeAll(async () => {
  staff = await signInOperator(context.app, 'staff');
  storeCode = (await partnerWithStores(context.db, 1, 'CON')).storeCodes[0] as string;
});

const memberCodeOf = (memberId: number) =>
  issueMemberCode(memberCodeKeyOf(TEST_SESSION_SECRET), memberId, Date.now).code;

function dataOf<T>(answer: { status: number; body: unknown }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { data: T }).data;
}

describe('the console’s till', () => {
  it('is for operators: 401 without a token or with a member’s, open to staff', async () => {
    expect(await roleMatrix(context.app, identifyTillMember, { input: { code: 'M1 2345 6789' } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 400,
    });
  });

  it('lists the stores a cashier can pick', async () => {
    const stores = dataOf<{ store_code: string }[]>(await callAdmin(context.app, listTillStores, {}, { as: staff }));
    expect(stores.map((store) => store.store_code)).toContain(storeCode);
  });

  it('identifies by a card’s counter code without spending it, then earns, pays and refunds as the operator', async () => {
    const member = await createMember(context.db, { firstName: 'Malee', lastName: 'Sukjai' });
    const company = await createCompany(context.db, { nameEn: 'Chaba Cinema' });
    const template = await createTemplate(context.db, company.id, { nameEn: 'Movie Club', levelEn: 'Gold' });
    const cardId = await giveCard(context.db, member.id, { templateId: template.id, expiresAt: daysFromNow(100) });
    const { code } = await getCounterCode(context.db, { memberId: member.id, clock: Date.now }, cardId);

    const found = dataOf(await callAdmin(context.app, identifyTillMember, { input: { code } }, { as: staff }));
    expect(found).toMatchObject({
      member_id: member.id,
      mbk_member_id: member.mbkMemberId,
      display_name: 'Malee S.',
      point_balance: 0,
      burn_thb_per_point: 0.25,
      tier: expect.any(String),
    });
    // The till did not spend the card's code: the counter check still accepts it once.
    const verified = await callAdmin(context.app, adminVerifyCounterCode, { input: { code } }, { as: staff });
    expect(verified.status).toBe(200);

    const sale = dataOf<{ transaction_id: number; points_earned: number }>(
      await callAdmin(
        context.app,
        recordTillSale,
        { input: { member_code: memberCodeOf(member.id), store_code: storeCode, receipt_no: 'C-1', amount: 391 } },
        { as: staff },
      ),
    );
    expect(sale.points_earned).toBe(15);
    const [saleAudit] = await auditRowsOf(context.db, 'till.sale', sale.transaction_id);
    expect(saleAudit).toMatchObject({ operatorId: staff.id });

    const payment = dataOf(
      await callAdmin(
        context.app,
        payWithTillPoints,
        { input: { member_id: member.mbkMemberId, store_code: storeCode, points: 10, reference: 'P-1' } },
        { as: staff },
      ),
    );
    expect(payment).toMatchObject({ points_spent: 10, thb_value: 2.5, point_balance: 5 });

    const refund = dataOf(
      await callAdmin(
        context.app,
        refundTillSale,
        { params: { transaction_id: sale.transaction_id }, input: { refund_no: 'CR-1', amount: 391 } },
        { as: staff },
      ),
    );
    expect(refund).toMatchObject({ points_reversed: 5, points_owed: 10, point_balance: 0 });
    const beyond = await callAdmin(
      context.app,
      refundTillSale,
      { params: { transaction_id: sale.transaction_id }, input: { refund_no: 'CR-2', amount: 1 } },
      { as: staff },
    );
    expect([beyond.status, (beyond.body as { code?: string }).code]).toEqual([409, 'LIMIT_EXCEEDED']);
  });

  it('refuses a store that does not exist and a payment beyond the balance', async () => {
    const member = await createMember(context.db);
    const noStore = await callAdmin(
      context.app,
      recordTillSale,
      { input: { member_id: member.mbkMemberId, store_code: 'NOPE-1', receipt_no: 'C-9', amount: 10 } },
      { as: staff },
    );
    expect([noStore.status, (noStore.body as { code?: string }).code]).toEqual([404, 'NOT_FOUND']);
    const short = await callAdmin(
      context.app,
      payWithTillPoints,
      { input: { member_id: member.mbkMemberId, store_code: storeCode, points: 1, reference: 'P-9' } },
      { as: staff },
    );
    expect([short.status, (short.body as { code?: string }).code]).toEqual([409, 'INSUFFICIENT_POINTS']);
  });
});

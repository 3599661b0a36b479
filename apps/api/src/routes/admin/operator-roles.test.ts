import {
  adminVerifyCounterCode,
  createAdminPrivilege,
  createCampaign,
  executeImportCall,
  exportMembers,
  getDashboard,
  getImportCall,
  getMember,
  identifyTillMember,
  importErrorsCall,
  importPointAdjustmentsCall,
  issueCardsCall,
  listAdminPrivileges,
  listImportsCall,
  listReceipts,
  listTillStores,
  operatorLogout,
  operatorMe,
  putRules,
  searchMembers,
} from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, type SignedInOperator, signInOperator, statusesAs, successData } from '../../../test/admin-kit.js';
import { createMember } from '../../../test/factories.js';
import { createCompany, createTemplate, daysFromNow, giveCard } from '../../../test/fixtures/cards.js';
import { createCatalogueBase, hoursFromNow } from '../../../test/fixtures/catalogue.js';
import { useTestApp } from '../../../test/test-app.js';
import { getCounterCode } from '../../modules/cards/card-service.js';

const context = useTestApp();
let cashier: SignedInOperator;
let content: SignedInOperator;

beforeAll(async () => {
  [cashier, content] = [await signInOperator(context.app, 'cashier'), await signInOperator(context.app, 'content')];
});

/** A member with a card whose rotating counter code a cashier can read at the till. */
async function memberAtTheCounter() {
  const member = await createMember(context.db, { firstName: 'Somchai', lastName: 'Jaidee' });
  const company = await createCompany(context.db, { nameEn: 'Chaba Mart' });
  const template = await createTemplate(context.db, company.id, { nameEn: 'Mart Club', levelEn: 'Silver' });
  const cardId = await giveCard(context.db, member.id, { templateId: template.id, expiresAt: daysFromNow(100) });
  const { code } = await getCounterCode(context.db, { memberId: member.id, clock: Date.now }, cardId);
  return { member, code };
}

describe('a cashier (DESIGN §11: counter and till only)', () => {
  it('is refused every call outside the counter and the till with 403 FORBIDDEN', async () => {
    const member = await createMember(context.db);
    const refused = [
      await callAdmin(context.app, searchMembers, { input: {} }, { as: cashier }),
      await callAdmin(context.app, getMember, { params: { member_id: member.mbkMemberId } }, { as: cashier }),
      await callAdmin(context.app, putRules, {}, { as: cashier }),
      await callAdmin(context.app, createCampaign, {}, { as: cashier }),
      await callAdmin(context.app, getDashboard, { input: {} }, { as: cashier }),
      await callAdmin(context.app, listAdminPrivileges, { input: {} }, { as: cashier }),
      await callAdmin(context.app, exportMembers, { input: {} }, { as: cashier }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ status: 'error', code: 'FORBIDDEN', http_status: 403 });
    }
  });

  it('identifies a member at the till, verifies a counter code and lists the stores', async () => {
    const { member, code } = await memberAtTheCounter();
    const identified = await callAdmin(context.app, identifyTillMember, { input: { code } }, { as: cashier });
    expect(identified.status).toBe(200);
    expect(identified.body).toMatchObject({ data: { member_id: member.id, display_name: 'Somchai J.' } });
    const verified = await callAdmin(context.app, adminVerifyCounterCode, { input: { code } }, { as: cashier });
    expect(verified.status).toBe(200);
    expect((await callAdmin(context.app, listTillStores, {}, { as: cashier })).status).toBe(200);
  });

  it('reads its own session and signs out like any operator', async () => {
    const me = await callAdmin(context.app, operatorMe, {}, { as: cashier });
    expect(me.body).toMatchObject({ data: { role: 'cashier', email: cashier.email } });
    const leaving = await signInOperator(context.app, 'cashier');
    expect((await callAdmin(context.app, operatorLogout, {}, { as: leaving })).status).toBe(200);
    expect((await callAdmin(context.app, operatorMe, {}, { as: leaving })).status).toBe(401);
  });
});

describe('content (DESIGN §11: catalogue, codes, articles, banners, cards; no members’ data)', () => {
  it('creates a privilege, which staff may not', async () => {
    const { category, partner } = await createCatalogueBase(context.db);
    const input = {
      category_id: category.id,
      subcategory_id: null,
      group_id: null,
      partner_id: partner.id,
      kind: 'ecoupon' as const,
      title_en: 'Free iced tea',
      title_th: 'ชาเย็นฟรี',
      description_en: 'One iced tea',
      description_th: 'ชาเย็นหนึ่งแก้ว',
      conditions_en: 'One per visit',
      conditions_th: 'หนึ่งสิทธิ์ต่อครั้ง',
      image_url: '/media/privileges/tea.svg',
      point_cost: 80,
      stock_total: 10,
      per_member_limit: 1,
      min_tier: null,
      starts_at: hoursFromNow(-1).toISOString(),
      ends_at: hoursFromNow(24 * 7).toISOString(),
      coupon_valid_days: 30,
      sort: 0,
    };
    const made = await callAdmin(context.app, createAdminPrivilege, { input }, { as: content });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ data: { title_en: 'Free iced tea', point_cost: 80 } });
    const staff = await signInOperator(context.app, 'staff');
    expect(await statusesAs(context.app, createAdminPrivilege, { staff, content }, { input })).toEqual({
      staff: 403,
      content: 200,
    });
  });

  it('reads no member, receipt, export or dashboard, and works no till', async () => {
    const { member, code } = await memberAtTheCounter();
    const params = { member_id: member.mbkMemberId };
    expect(await statusesAs(context.app, searchMembers, { content }, { input: {} })).toEqual({ content: 403 });
    expect(await statusesAs(context.app, getMember, { content }, { params })).toEqual({ content: 403 });
    expect(await statusesAs(context.app, listReceipts, { content }, { input: {} })).toEqual({ content: 403 });
    expect(await statusesAs(context.app, exportMembers, { content }, { input: {} })).toEqual({ content: 403 });
    expect(await statusesAs(context.app, getDashboard, { content }, { input: {} })).toEqual({ content: 403 });
    expect(await statusesAs(context.app, identifyTillMember, { content }, { input: { code } })).toEqual({
      content: 403,
    });
    expect(await statusesAs(context.app, listAdminPrivileges, { content, cashier }, { input: {} })).toEqual({
      content: 200,
      cashier: 403,
    });
  });
});

describe('content and bulk imports', () => {
  it('issues cards through an import it reviews, lists and executes, and never sees a point-adjustment import', async () => {
    const company = await createCompany(context.db, { nameEn: 'Chaba Books' });
    const template = await createTemplate(context.db, company.id, { nameEn: 'Readers Club', levelEn: 'Gold' });
    const member = await createMember(context.db);
    const cards = successData(
      (
        await callAdmin(
          context.app,
          issueCardsCall,
          {
            input: {
              template_id: template.id,
              member_ids: [member.mbkMemberId],
              expires_at: daysFromNow(90).toISOString(),
            },
          },
          { as: content },
        )
      ).body,
    );
    expect(cards).toMatchObject({ kind: 'card-issue', counts: { ok: 1 } });
    const executed = await callAdmin(context.app, executeImportCall, { params: { id: cards.id } }, { as: content });
    expect(executed.body).toMatchObject({ data: { id: cards.id, state: 'done', applied: 1 } });

    const admin = await signInOperator(context.app, 'admin');
    const csv = `${member.mbkMemberId},50,goodwill,Welcome gift`;
    const points = successData(
      (await callAdmin(context.app, importPointAdjustmentsCall, { input: { csv } }, { as: admin })).body,
    );
    const params = { id: points.id };
    expect(await statusesAs(context.app, getImportCall, { content, admin }, { params })).toEqual({
      content: 403,
      admin: 200,
    });
    expect(await statusesAs(context.app, importErrorsCall, { content }, { params, input: {} })).toEqual({
      content: 403,
    });
    expect(await statusesAs(context.app, executeImportCall, { content }, { params })).toEqual({ content: 403 });

    const listed = async (as: SignedInOperator, kind?: 'point-adjustments') =>
      successData((await callAdmin(context.app, listImportsCall, { input: { limit: 100, kind } }, { as })).body).items;
    const contentSees = (await listed(content)).map((each) => each.id);
    expect(contentSees).toContain(cards.id);
    expect(contentSees).not.toContain(points.id);
    expect(await listed(content, 'point-adjustments')).toEqual([]);
    expect((await listed(admin)).map((each) => each.id)).toEqual(expect.arrayContaining([cards.id, points.id]));
  });
});

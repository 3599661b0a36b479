import {
  ADMIN_API_PREFIX,
  getMemberTierProgress,
  listMemberCards,
  listMemberConsentHistory,
  listMemberRedemptions,
  updateConsent,
  updateCouponCode,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, signInOperator, successData } from '../../../../test/admin-kit.js';
import { callContract } from '../../../../test/call-contract.js';
import { addSpending, bearer, createMember } from '../../../../test/factories.js';
import { createCompany, createTemplate, DAY_MS, daysFromNow, giveCard } from '../../../../test/fixtures/cards.js';
import { signedInMember } from '../../../../test/fixtures/members.js';
import { redeemedOffer } from '../../../../test/fixtures/redemptions.js';
import { useTestApp } from '../../../../test/test-app.js';
import { memberCards, redemptions } from '../../../db/schema.js';
import { bangkokYearOf, endOfBangkokYear } from '../../../modules/calendar/bangkok-calendar.js';
import { tierWindowAt } from '../../../modules/tiers/tier-service.js';

const context = useTestApp();
const STORY_CALLS = [listMemberRedemptions, listMemberCards, getMemberTierProgress, listMemberConsentHistory] as const;

describe("the member page's story calls: who may make them, and what they refuse", () => {
  it('are reads for every operator: 401 without a token or with a member token, 200 to staff', async () => {
    const { mbkMemberId: member_id } = await createMember(context.db);
    for (const call of STORY_CALLS) {
      expect(await roleMatrix(context.app, call, { params: { member_id } }), call.name).toEqual({
        noToken: 401,
        member: 401,
        staff: 200,
      });
    }
  });

  it('answer NOT_FOUND for an unknown member and VALIDATION_FAILED for a malformed member id', async () => {
    const staff = await signInOperator(context.app, 'staff');
    for (const call of STORY_CALLS) {
      const unknown = await callAdmin(context.app, call, { params: { member_id: 'CR99999997' } }, { as: staff });
      expect([unknown.status, unknown.body.status === 'error' && unknown.body.code], call.name).toEqual([
        404,
        'NOT_FOUND',
      ]);
      for (const member_id of ['12; drop', 'CR1234567', 'CR123456789', 'XX12345678', '1234567890']) {
        const malformed = await callAdmin(context.app, call, { params: { member_id } }, { as: staff });
        expect([malformed.status, malformed.body.status === 'error' && malformed.body.code], member_id).toEqual([
          400,
          'VALIDATION_FAILED',
        ]);
      }
    }
  });

  it('take page and limit as canonical whole numbers only, and only the sort they name', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const { mbkMemberId } = await createMember(context.db);
    const get = (path: string, query: string) =>
      context.app.inject({
        url: `${ADMIN_API_PREFIX}${path.replace('{member_id}', mbkMemberId)}?${query}`,
        headers: bearer(staff.token),
      });
    for (const [path, otherSort] of [
      [listMemberRedemptions.path, 'issued_at'],
      [listMemberCards.path, 'created_at'],
    ] as const) {
      for (const query of [
        'page=01',
        'page=1.0',
        'page=0',
        'limit=1e1',
        'limit=101',
        'page=%201',
        `sort=${otherSort}`,
      ]) {
        const answer = await get(path, query);
        expect([answer.statusCode, answer.json().code], `${path}?${query}`).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await get(path, 'page=2&limit=5')).statusCode, path).toBe(200);
    }
  });
});

describe("a member's redemptions", () => {
  it("lists the member's coupons and rewards, newest first, with the coupon's state, and no one else's", async () => {
    const staff = await signInOperator(context.app, 'staff');
    const first = await redeemedOffer(context.app, context.db, { points: 500 });
    const member = first.member;
    const used = await redeemedOffer(context.app, context.db, { member });
    const reward = await redeemedOffer(context.app, context.db, { kind: 'physical', member });
    await redeemedOffer(context.app, context.db);
    // The first coupon has expired unused; the second was used at the partner's store.
    await context.db
      .update(redemptions)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(redemptions.id, first.redemptionId));
    const [usedCoupon] = await context.db.select().from(redemptions).where(eq(redemptions.id, used.redemptionId));
    const usedAnswer = await callContract(
      context.app,
      updateCouponCode,
      { Redemption_Id: used.redemptionId, Store_Code: used.offer.storeCode },
      { as: { token: member.token } },
    );
    expect(usedAnswer.statusCode).toBe(200);

    const page = successData(
      (
        await callAdmin(
          context.app,
          listMemberRedemptions,
          { params: { member_id: member.member.mbkMemberId } },
          { as: staff },
        )
      ).body,
    );

    expect(page).toMatchObject({ page: 1, limit: 20, total: 3, end_page: true });
    expect(page.items.map((item) => [item.redemption_id, item.kind, item.state])).toEqual([
      [reward.redemptionId, 'physical', 'ordered'],
      [used.redemptionId, 'ecoupon', 'used'],
      [first.redemptionId, 'ecoupon', 'expired'],
    ]);
    expect(page.items[1]).toMatchObject({
      privilege: { privilege_id: used.offer.privilege.id, title_en: 'Free latte', title_th: 'ลาเต้ฟรี' },
      points_spent: 10,
      coupon_code: usedCoupon?.couponCode,
      used_store: { name_en: 'Siam branch', name_th: 'สาขาสยาม' },
    });
    expect(page.items[1]?.used_at).not.toBeNull();
    expect(page.items[2]).toMatchObject({ used_at: null, used_store: null });

    const oldestFirst = successData(
      (
        await callAdmin(
          context.app,
          listMemberRedemptions,
          { params: { member_id: member.member.mbkMemberId }, input: { sort: 'created_at', limit: 2 } },
          { as: staff },
        )
      ).body,
    );
    expect(oldestFirst.items.map((item) => item.redemption_id)).toEqual([first.redemptionId, used.redemptionId]);
    expect(oldestFirst).toMatchObject({ total: 3, end_page: false });
  });

  it('answers an empty page for a member who never redeemed', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const { mbkMemberId: member_id } = await createMember(context.db);
    const answer = await callAdmin(context.app, listMemberRedemptions, { params: { member_id } }, { as: staff });
    expect(successData(answer.body)).toEqual({ items: [], page: 1, limit: 20, total: 0, end_page: true });
  });
});

describe("a member's cards", () => {
  it('lists every card, newest issued first, active, expired and deleted by the member, with template and company', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const member = await createMember(context.db);
    const other = await createMember(context.db);
    const company = await createCompany(context.db);
    const template = await createTemplate(context.db, company.id);
    const expired = await giveCard(context.db, member.id, {
      templateId: template.id,
      issuedAt: daysFromNow(-400),
      expiresAt: daysFromNow(-35),
    });
    const deleted = await giveCard(context.db, member.id, { templateId: template.id, issuedAt: daysFromNow(-20) });
    await context.db.update(memberCards).set({ deletedAt: new Date() }).where(eq(memberCards.id, deleted));
    const active = await giveCard(context.db, member.id, { templateId: template.id, issuedAt: daysFromNow(-1) });
    await giveCard(context.db, other.id, { templateId: template.id });

    const page = successData(
      (await callAdmin(context.app, listMemberCards, { params: { member_id: member.mbkMemberId } }, { as: staff }))
        .body,
    );

    expect(page).toMatchObject({ total: 3, end_page: true });
    expect(page.items.map((card) => [card.card_id, card.state])).toEqual([
      [active, 'active'],
      [deleted, 'deleted'],
      [expired, 'expired'],
    ]);
    expect(page.items[0]).toMatchObject({
      card_number: expect.stringMatching(/^7001\d{12}$/),
      template: {
        template_id: template.id,
        name_en: 'Chaba Store Card',
        name_th: 'บัตรห้างชบา',
        level_en: 'Gold',
        level_th: 'โกลด์',
      },
      company: { company_id: company.id, name_en: 'Chaba Department Store', name_th: 'ห้างชบา' },
      deleted_at: null,
    });
    expect(page.items[1]?.deleted_at).not.toBeNull();
  });
});

describe("a member's tier progress", () => {
  it('names the tier the rolling spending reaches and what is still to spend, by when, for the next', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const member = await createMember(context.db);
    await addSpending(context.db, { memberId: member.id, amount: 25_000.5, spentAt: new Date(Date.now() - 3_600_000) });
    // Outside the rolling twelve months: it counts no more.
    await addSpending(context.db, { memberId: member.id, amount: 90_000, spentAt: daysFromNow(-400) });
    const window = tierWindowAt(new Date());

    const answer = await callAdmin(
      context.app,
      getMemberTierProgress,
      { params: { member_id: member.mbkMemberId } },
      { as: staff },
    );

    const progress = successData(answer.body);
    expect(progress).toMatchObject({
      current: { code: 'silver', name_en: 'Silver', name_th: 'ซิลเวอร์', min_spending: 20_000 },
      held_until: endOfBangkokYear(bangkokYearOf(new Date()) + 1).toISOString(),
      amount_to_keep: 20_000,
      spending: 25_000.5,
      next: {
        code: 'gold',
        name_en: 'Gold',
        name_th: 'โกลด์',
        min_spending: 50_000,
        amount_to_spend: 24_999.5,
        deadline: window.deadline.toISOString(),
      },
    });
    expect(Math.abs(Date.parse(progress.window_from) - window.rollingFrom.getTime())).toBeLessThan(60_000);
  });

  it('has no next tier at the top, and the lowest tier for a member who spent nothing', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const top = await createMember(context.db);
    const none = await createMember(context.db);
    await addSpending(context.db, { memberId: top.id, amount: 200_000, spentAt: new Date(Date.now() - 3_600_000) });
    const read = async (member_id: string) =>
      successData((await callAdmin(context.app, getMemberTierProgress, { params: { member_id } }, { as: staff })).body);

    expect(await read(top.mbkMemberId)).toMatchObject({ current: { code: 'platinum' }, spending: 200_000, next: null });
    expect(await read(none.mbkMemberId)).toMatchObject({
      current: { code: 'member', min_spending: 0 },
      held_until: null,
      amount_to_keep: null,
      spending: 0,
      next: { code: 'silver', amount_to_spend: 20_000 },
    });
  });
});

describe("a member's consent history", () => {
  it('lists what the member gave and withdrew, newest first, as their own consent page does', async () => {
    const { member, token } = await signedInMember(context.db);
    for (const news of [true, false]) {
      const choices = {
        Accept_Consentandpolicy: true,
        Accept_Newsandpromotions: news,
        Accept_Preferenceandinterest: false,
        Policy_Version: '1.0',
        Terms_Version: '1.0',
      } as const;
      expect((await callContract(context.app, updateConsent, choices, { as: { token } })).statusCode).toBe(200);
    }
    const staff = await signInOperator(context.app, 'staff');
    const answer = await callAdmin(
      context.app,
      listMemberConsentHistory,
      { params: { member_id: member.mbkMemberId } },
      { as: staff },
    );
    expect(successData(answer.body).items.map((entry) => [entry.purpose, entry.given, entry.policy_version])).toEqual([
      ['newsandpromotions', false, '1.0'],
      ['consentandpolicy', true, '1.0'],
      ['newsandpromotions', true, '1.0'],
    ]);
    expect(successData(answer.body)).toMatchObject({ total: 3, end_page: true });
  });
});

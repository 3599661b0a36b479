import { LANDING_KV_NAMES } from '@loyalty/contracts';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logIn } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { consentHistory, members, operators, pointLedger, pointLots } from '../db/schema.js';
import { giveBirthdayBonuses } from '../modules/birthdays/birthday-bonus-service.js';
import { bangkokYearOf, endOfBangkokYear } from '../modules/calendar/bangkok-calendar.js';
import { UNCACHED_RULES } from '../modules/rules/rules-service.js';
import { DEMO_ACCOUNTS, seedDemoData } from './seed.js';
import { DEMO_API_CLIENT } from './seed-api-clients.js';

const context = useTestApp({ prepare: (db) => seedDemoData(db) });

async function mustConsent(login: string): Promise<boolean> {
  const token = await logIn(context.app, login, 'Demo1234!');
  const response = await context.app.inject({
    url: '/api/v1/Customer/CheckConsent',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.must_consent;
}

async function info(login: string, password: string) {
  const token = await logIn(context.app, login, password);
  const response = await context.app.inject({
    url: '/api/v1/Customer/GetCustomerInfo',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json().data;
}

describe('demo seed (DESIGN §8)', () => {
  it('gives demo@example.com login type 1, Gold, about 12,000 points in several lots and a Bangkok address', async () => {
    const data = await info('demo@example.com', 'Demo1234!');
    expect(data).toMatchObject({ login_type: 1, member_tier_desc: 'Gold', province: 'Bangkok' });
    // About 12,000 after the points her seeded redemptions spent (seed-redemptions.ts).
    expect(data.point_balance).toBeGreaterThanOrEqual(11_500);
    expect(data.point_balance).toBeLessThanOrEqual(12_500);
    expect(data.spending).toBeGreaterThanOrEqual(50_000);
    expect(data.spending).toBeLessThan(150_000);
    const expiries = await context.database.orm.selectDistinct({ at: pointLots.expiresAt }).from(pointLots);
    expect(expiries.length).toBeGreaterThanOrEqual(3);
  });

  it('gives 0812345678 a login-type-2 member with a Thai name and a few hundred points', async () => {
    const data = await info('0812345678', 'Demo1234!');
    expect(data.login_type).toBe(2);
    expect(data.first_name).toMatch(/[\u0E00-\u0E7F]/);
    expect(data.point_balance).toBeGreaterThanOrEqual(100);
    expect(data.point_balance).toBeLessThan(1000);
  });

  it('gives demo@example.com two delivery addresses, the home one by default, with valid data-list ids', async () => {
    const token = await logIn(context.app, 'demo@example.com', 'Demo1234!');
    const response = await context.app.inject({
      url: '/api/v1/Address/GetAddress',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().data;
    const list = Array.isArray(items) ? items : items.items;
    expect(list).toHaveLength(2);
    expect(list.filter((address: { is_default: boolean }) => address.is_default)).toHaveLength(1);
  });

  it('serves the three landing key visuals', async () => {
    const response = await context.app.inject('/api/v1/Banner/GetLandingBanner?group=Landing-Kv');
    const names = response.json().data.map((banner: { name: string }) => banner.name);
    expect(names).toEqual([LANDING_KV_NAMES.mobile, LANDING_KV_NAMES.tablet, LANDING_KV_NAMES.desktop]);
    for (const banner of response.json().data) {
      const picture = await context.app.inject(banner.image_url);
      expect(picture.statusCode).toBe(200);
      // An <img> draws SVG text without the page's fonts: on a device without a Thai font the brand's
      // Thai line was boxes (issue 34). The lettering is drawn as outlines instead.
      expect(picture.body).toContain('<path');
      expect(picture.body).not.toMatch(/<text\b/);
    }
  });

  it('creates an admin and a staff operator and prints every demo account', async () => {
    const seeded = await context.database.orm.select().from(operators).orderBy(operators.id);
    expect(seeded).toMatchObject([
      { email: 'admin@example.com', role: 'admin' },
      { email: 'staff@example.com', role: 'staff' },
    ]);
    expect(DEMO_ACCOUNTS.map((account) => account.login)).toEqual([
      'demo@example.com',
      '0812345678',
      'suspended@example.com',
      'blocked@example.com',
      'tier.ontrack@example.com',
      'tier.atrisk@example.com',
      'tier.upgraded@example.com',
      'admin@example.com',
      'staff@example.com',
    ]);
  });

  it('adds the Demo POS partner client whose printed key identifies the demo member at its stores', async () => {
    const code = await context.app.inject({
      url: '/api/v1/Customer/GetMemberCode',
      headers: { authorization: `Bearer ${await logIn(context.app, 'demo@example.com', 'Demo1234!')}` },
    });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/partner/v1/members/identify',
      headers: { authorization: `Bearer ${DEMO_API_CLIENT.key}` },
      payload: { member_code: code.json().data.code },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ display_name: 'Emily C.', tier: { code: expect.any(String) } });
  });

  it('seeds a suspended and a blocked member who sign in with their restricted scopes', async () => {
    for (const status of ['suspended', 'blocked']) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/authentication/LoginEmail',
        payload: { Email: `${status}@example.com`, Password: 'Demo1234!' },
      });
      expect(response.json().data.scope).toBe(`bcrm-${status}`);
    }
  });

  it('stores the demo profiles as data-list codes and real address ids, so editing them passes validation', async () => {
    for (const login of ['demo@example.com', '0812345678']) {
      const token = await logIn(context.app, login, 'Demo1234!');
      const profile = (
        await context.app.inject({
          url: '/api/v1/Customer/GetCustomerInfo',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().data;
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/Customer/UpdateCustomer',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          First_Name: profile.first_name,
          Last_Name: profile.last_name,
          Nationality: profile.nationality,
          Education: profile.education,
          Career: profile.career,
          Income: profile.income,
          Relationship_Status: profile.relationship_status,
          Address: profile.address,
          Province_Id: profile.province_id,
          District_Id: profile.district_id,
          Sub_District_Id: profile.sub_district_id,
          Postal_Code: profile.postal_code,
        },
      });
      expect(response.statusCode, `${login} ${response.body}`).toBe(200);
      // The complete demo profile earned its extra_point long ago; the mobile member's is still incomplete.
      expect(response.json().data.extra_point).toBe(0);
    }
  });

  it('records the demo members’ consent to the current policy and terms, so CheckConsent asks for none', async () => {
    expect(await mustConsent('demo@example.com')).toBe(false);
    expect(await mustConsent('0812345678')).toBe(false);
    const { orm } = context.database;
    for (const email of ['demo@example.com', 'suspended@example.com', 'blocked@example.com']) {
      const [member] = await orm.select().from(members).where(eq(members.email, email));
      expect(member?.consentPolicyVersion, email).not.toBeNull();
      const history = await orm
        .select()
        .from(consentHistory)
        .where(eq(consentHistory.memberId, member?.id ?? 0));
      expect(history, email).toHaveLength(1);
    }
  });

  it('repairs the consent of a demo member seeded before it was recorded', async () => {
    const { orm } = context.database;
    const [demo] = await orm
      .update(members)
      .set({ consentPolicyVersion: null, consentTermsVersion: null })
      .where(eq(members.email, 'demo@example.com'))
      .returning();
    await orm.delete(consentHistory).where(eq(consentHistory.memberId, demo?.id ?? 0));
    expect(await mustConsent('demo@example.com')).toBe(true);
    await seedDemoData(orm);
    expect(await mustConsent('demo@example.com')).toBe(false);
    const history = await orm
      .select()
      .from(consentHistory)
      .where(eq(consentHistory.memberId, demo?.id ?? 0));
    expect(history).toHaveLength(1);
    expect(history[0]?.createdAt).toEqual(demo?.acceptConsentAndPolicyAt);
  });

  it('seeds a Gold member in each tier-status situation: on track, at risk and just upgraded (DESIGN §14)', async () => {
    const year = bangkokYearOf(new Date());
    expect(await info('tier.ontrack@example.com', 'Demo1234!')).toMatchObject({
      member_tier_desc: 'Gold',
      tier_expires_at: endOfBangkokYear(year).toISOString(),
      spend_to_keep_tier: 0,
    });
    expect(await info('tier.atrisk@example.com', 'Demo1234!')).toMatchObject({
      member_tier_desc: 'Gold',
      tier_expires_at: endOfBangkokYear(year).toISOString(),
      spend_to_keep_tier: 12_300,
      spent_to_keep_tier: 37_700,
    });
    expect(await info('tier.upgraded@example.com', 'Demo1234!')).toMatchObject({
      member_tier_desc: 'Gold',
      tier_expires_at: endOfBangkokYear(year + 1).toISOString(),
      spend_to_keep_tier: 50_000,
    });
    expect(await mustConsent('tier.atrisk@example.com')).toBe(false);
  });

  it('changes nothing when run again', async () => {
    const before = await context.database.orm.select({ members: count() }).from(members);
    const lotsBefore = await context.database.orm.select({ lots: count() }).from(pointLots);
    const consentsBefore = await context.database.orm.select({ consents: count() }).from(consentHistory);
    await seedDemoData(context.database.orm);
    expect(await context.database.orm.select({ consents: count() }).from(consentHistory)).toEqual(consentsBefore);
    expect(await context.database.orm.select({ members: count() }).from(members)).toEqual(before);
    expect(await context.database.orm.select({ lots: count() }).from(pointLots)).toEqual(lotsBefore);
  });

  it('has demo@example.com born this month, so the birthday bonus shows in her history once the server runs it', async () => {
    const { orm } = context.database;
    await giveBirthdayBonuses(orm, UNCACHED_RULES);
    const [demo] = await orm.select({ id: members.id }).from(members).where(eq(members.email, 'demo@example.com'));
    const bonuses = await orm
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, demo?.id ?? 0), eq(pointLedger.source, 'birthday')));
    expect(bonuses).toHaveLength(1);
  });
});

import { LANDING_BANNER_GROUP, LANDING_KV_NAMES } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import type { Executor, Orm } from '../db/client.js';
import { memberSpendings, operators } from '../db/schema.js';
import { insertAddress } from '../modules/addresses/address-repository.js';
import { hashPassword } from '../modules/auth/password.js';
import { upsertBanner } from '../modules/banners/banner-repository.js';
import { bangkokMonthOf, bangkokYearOf, endOfBangkokYear } from '../modules/calendar/bangkok-calendar.js';
import {
  findForeignMemberByEmail,
  findThaiMemberByMobile,
  insertMember,
} from '../modules/members/member-repository.js';
import type { LedgerSource } from '../modules/points/ledger-entries.js';
import { earnPoints } from '../modules/points/point-service.js';
import { seedDemoApiClient } from './seed-api-clients.js';
import { seedCards } from './seed-cards.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedCollectData } from './seed-collect.js';
import { seedDemoConsent } from './seed-consent.js';
import { seedDemoLineUsers } from './seed-line.js';
import { seedProducts } from './seed-products.js';
import { seedDemoRedemptions } from './seed-redemptions.js';
import { seedTierStatusMembers } from './seed-tier-status.js';

/** DESIGN §8 demo accounts, printed by `npm start`. */
export const DEMO_ACCOUNTS = [
  { label: 'Member, login type 1 (e-mail), Gold', login: 'demo@example.com', password: 'Demo1234!' },
  { label: 'Member, login type 2 (mobile)', login: '0812345678', password: 'Demo1234!' },
  { label: 'Member, suspended (read-only)', login: 'suspended@example.com', password: 'Demo1234!' },
  { label: 'Member, blocked (read-only)', login: 'blocked@example.com', password: 'Demo1234!' },
  { label: 'Member, Gold on track to keep it', login: 'tier.ontrack@example.com', password: 'Demo1234!' },
  { label: 'Member, Gold at risk (12,300 THB short)', login: 'tier.atrisk@example.com', password: 'Demo1234!' },
  { label: 'Member, just upgraded to Gold', login: 'tier.upgraded@example.com', password: 'Demo1234!' },
  { label: 'Back-office operator (admin)', login: 'admin@example.com', password: 'Admin1234!' },
  { label: 'Back-office operator (staff)', login: 'staff@example.com', password: 'Staff1234!' },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

async function addLots(
  db: Executor,
  memberId: number,
  lots: readonly {
    amount: number;
    earnedAt: Date;
    expiresAt: Date;
    source: LedgerSource;
    reason: string;
    reference?: string;
  }[],
) {
  for (const { earnedAt, ...lot } of lots) {
    await earnPoints(db, { memberId, ...lot }, earnedAt);
  }
}

async function seedEmailMember(db: Executor, now: Date) {
  if (await findForeignMemberByEmail(db, 'demo@example.com')) return;
  const year = bangkokYearOf(now);
  const consentAt = daysAgo(now, 300);
  const member = await insertMember(db, {
    loginType: 1,
    email: 'demo@example.com',
    mobileNo: '0898765432',
    passwordHash: await hashPassword('Demo1234!'),
    govIdType: 'passport',
    govIdRef: 'AB1234567',
    gender: 'female',
    firstName: 'Emily',
    lastName: 'Carter',
    // Born in the month the demo is first seeded: the server's birthday bonus (DESIGN §14) reaches her
    // at its first start, so her history shows one.
    dateOfBirth: `1990-${String(bangkokMonthOf(now)).padStart(2, '0')}-18`,
    address: '88/12 Sukhumvit Soi 24, Chaba Residence, Floor 9',
    province: 'กรุงเทพมหานคร',
    provinceId: 10,
    district: 'เขตคลองเตย',
    districtId: 1033,
    subDistrict: 'คลองตัน',
    subDistrictId: 103302,
    postalCode: '10110',
    relationshipStatus: 'married',
    nationality: 'GB',
    education: 'bachelor',
    career: 'employee',
    income: '50001_100000',
    homeConsentNotify: true,
    homeConsentNotifyAt: consentAt,
    profileConsentNotify: true,
    profileConsentNotifyAt: consentAt,
    acceptConsentAndPolicy: true,
    acceptConsentAndPolicyAt: consentAt,
    acceptNewsAndPromotions: true,
    acceptNewsAndPromotionsAt: consentAt,
    acceptPreferenceAndInterest: true,
    acceptPreferenceAndInterestAt: consentAt,
    // Her profile was complete long ago: the one-time extra_point (SPEC §8) is behind her.
    profileCompletedAt: daysAgo(now, 400),
    createdAt: daysAgo(now, 400),
  });
  // About 60,000 THB over the last twelve months: Gold (50,000), short of Platinum (150,000).
  const spending = [
    { amount: 8500, days: 330 },
    { amount: 12000, days: 270 },
    { amount: 6400, days: 200 },
    { amount: 9800, days: 150 },
    { amount: 7300, days: 90 },
    { amount: 11000, days: 45 },
    { amount: 5200, days: 10 },
  ];
  await db
    .insert(memberSpendings)
    .values(
      spending.map((entry) => ({ memberId: member.id, amount: entry.amount, spentAt: daysAgo(now, entry.days) })),
    );
  // About 12,000 points in lots that expire on different dates (DESIGN §6: 31 Dec of the second year after).
  await addLots(db, member.id, [
    {
      amount: 1500,
      earnedAt: daysAgo(now, 700),
      expiresAt: new Date(now.getTime() + 20 * DAY_MS),
      source: 'receipt',
      reason: 'receipt',
    },
    {
      amount: 2800,
      earnedAt: daysAgo(now, 380),
      expiresAt: endOfBangkokYear(year),
      source: 'receipt',
      reason: 'receipt',
    },
    {
      amount: 3900,
      earnedAt: daysAgo(now, 200),
      expiresAt: endOfBangkokYear(year + 1),
      source: 'receipt',
      reason: 'receipt',
    },
    {
      amount: 100,
      earnedAt: daysAgo(now, 120),
      expiresAt: endOfBangkokYear(year + 1),
      source: 'code',
      reason: 'promo-code',
      // seed-collect.ts records this as the member's use of WELCOME100.
      reference: 'code:WELCOME100',
    },
    {
      // Her seeded redemptions (seed-redemptions.ts) spend about this much; she keeps about 12,000.
      amount: 2500,
      earnedAt: daysAgo(now, 50),
      expiresAt: endOfBangkokYear(year + 1),
      source: 'receipt',
      reason: 'receipt',
    },
    {
      amount: 3700,
      earnedAt: daysAgo(now, 30),
      expiresAt: endOfBangkokYear(year + 2),
      source: 'receipt',
      reason: 'receipt',
    },
  ]);
  // DESIGN §8: two delivery addresses (home, the default, and office), with ids from the Thai data list.
  await insertAddress(db, {
    memberId: member.id,
    recipientName: 'Emily Carter',
    mobileNo: '0898765432',
    address: '88/12 Sukhumvit Soi 24, Chaba Residence, Floor 9',
    provinceId: 10,
    districtId: 1033,
    subDistrictId: 103302,
    postalCode: '10110',
    isDefault: true,
  });
  await insertAddress(db, {
    memberId: member.id,
    recipientName: 'Emily Carter (office)',
    mobileNo: '0898765432',
    address: '999 Rama I Road, Chaba Tower, Floor 21',
    provinceId: 10,
    districtId: 1007,
    subDistrictId: 100703,
    postalCode: '10330',
    isDefault: false,
  });
}

async function seedMobileMember(db: Executor, now: Date) {
  if (await findThaiMemberByMobile(db, '0812345678')) return;
  const year = bangkokYearOf(now);
  const consentAt = daysAgo(now, 60);
  const member = await insertMember(db, {
    loginType: 2,
    mobileNo: '0812345678',
    email: 'somchai@example.com',
    passwordHash: await hashPassword('Demo1234!'),
    govIdType: 'id_card',
    govIdRef: '1103700012345',
    gender: 'male',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    dateOfBirth: '1985-11-02',
    address: '45/7 ถนนพหลโยธิน',
    province: 'กรุงเทพมหานคร',
    provinceId: 10,
    district: 'เขตจตุจักร',
    districtId: 1030,
    subDistrict: 'ลาดยาว',
    subDistrictId: 103001,
    postalCode: '10900',
    nationality: 'TH',
    acceptConsentAndPolicy: true,
    acceptConsentAndPolicyAt: consentAt,
    createdAt: daysAgo(now, 90),
  });
  await db.insert(memberSpendings).values({ memberId: member.id, amount: 4200, spentAt: daysAgo(now, 40) });
  await addLots(db, member.id, [
    {
      amount: 250,
      earnedAt: daysAgo(now, 40),
      expiresAt: endOfBangkokYear(year + 2),
      source: 'receipt',
      reason: 'receipt',
    },
    {
      amount: 100,
      earnedAt: daysAgo(now, 20),
      expiresAt: endOfBangkokYear(year + 2),
      source: 'code',
      reason: 'promo-code',
      // seed-collect.ts records this as the member's use of WELCOME100.
      reference: 'code:WELCOME100',
    },
  ]);
}

/**
 * Members in the restricted states of SPEC §6, for the member-warning and cancel-membership screens:
 * they sign in with `bcrm-suspended` / `bcrm-blocked` sessions limited to reading and cancelling.
 */
async function seedRestrictedMembers(db: Executor, now: Date) {
  const restricted = [
    { email: 'suspended@example.com', status: 'suspended', firstName: 'Sam', lastName: 'Suspended' },
    { email: 'blocked@example.com', status: 'blocked', firstName: 'Bea', lastName: 'Blocked' },
  ] as const;
  for (const member of restricted) {
    if (await findForeignMemberByEmail(db, member.email)) continue;
    await insertMember(db, {
      loginType: 1,
      ...member,
      passwordHash: await hashPassword('Demo1234!'),
      gender: 'unspecified',
      acceptConsentAndPolicy: true,
      acceptConsentAndPolicyAt: daysAgo(now, 200),
      createdAt: daysAgo(now, 200),
    });
  }
}

/** DESIGN §11's demo operators, one per role; an operator already there is left as it is. */
const DEMO_OPERATORS = [
  { email: 'admin@example.com', password: 'Admin1234!', name: 'Chaba Admin', role: 'admin' },
  { email: 'staff@example.com', password: 'Staff1234!', name: 'Chaba Staff', role: 'staff' },
] as const;

async function seedOperators(db: Executor) {
  for (const operator of DEMO_OPERATORS) {
    const [existing] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, operator.email));
    if (existing) continue;
    await db
      .insert(operators)
      .values({
        email: operator.email,
        passwordHash: await hashPassword(operator.password),
        name: operator.name,
        role: operator.role,
      })
      .onConflictDoNothing();
  }
}

async function seedLandingBanners(db: Executor) {
  const variants = [
    { name: LANDING_KV_NAMES.mobile, file: 'landing-kv-mobile.svg' },
    { name: LANDING_KV_NAMES.tablet, file: 'landing-kv-tablet.svg' },
    { name: LANDING_KV_NAMES.desktop, file: 'landing-kv-desktop.svg' },
  ];
  for (const [sort, variant] of variants.entries()) {
    await upsertBanner(db, {
      group: LANDING_BANNER_GROUP,
      name: variant.name,
      imageUrl: `/media/banners/${variant.file}`,
      sort,
    });
  }
}

/**
 * DESIGN §8 demo data, outside production only. Idempotent: what exists is left alone, so a second
 * start (or a second run) adds nothing; only the ends-soon and flash-sale windows are moved up to
 * `now` (seed-catalogue.ts). Later issues add their catalogue here.
 */
export async function seedDemoData(orm: Orm, now = new Date()): Promise<void> {
  await orm.transaction(async (tx) => {
    await seedEmailMember(tx, now);
    await seedMobileMember(tx, now);
    await seedRestrictedMembers(tx, now);
    await seedTierStatusMembers(tx, now);
    await seedDemoConsent(tx);
    await seedDemoLineUsers(tx, now);
    await seedOperators(tx);
    await seedLandingBanners(tx);
    await seedCollectData(tx, now);
    await seedCatalogue(tx, now);
    await seedProducts(tx);
    await seedCards(tx, now);
    await seedDemoApiClient(tx);
  });
  // After the catalogue is committed: the redeem, coupon and shipment services run their own transactions.
  await seedDemoRedemptions(orm, now);
}

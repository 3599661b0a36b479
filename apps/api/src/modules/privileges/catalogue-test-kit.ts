import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../test/factories.js';
import type { Executor } from '../../db/client.js';
import {
  flashSales,
  partners,
  privilegeCategories,
  privilegeGroups,
  privilegeSubcategories,
  privileges,
  redemptions,
} from '../../db/schema.js';

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** An instant `hours` from now (negative for the past). */
export function hoursFromNow(hours: number): Date {
  return new Date(Date.now() + hours * HOUR_MS);
}

function single<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('The insert returned no row');
  return row;
}

const unique = () => randomBytes(4).toString('hex');

export async function createCategory(db: Executor, fields: Partial<typeof privilegeCategories.$inferInsert> = {}) {
  return single(
    await db
      .insert(privilegeCategories)
      .values({ code: `cat-${unique()}`, nameEn: 'Food', nameTh: 'อาหาร', iconUrl: '/media/icons/food.svg', ...fields })
      .returning(),
  );
}

export async function createSubcategory(
  db: Executor,
  categoryId: number,
  fields: Partial<typeof privilegeSubcategories.$inferInsert> = {},
) {
  return single(
    await db
      .insert(privilegeSubcategories)
      .values({ categoryId, nameEn: 'Coffee', nameTh: 'กาแฟ', ...fields })
      .returning(),
  );
}

export async function createPartner(db: Executor, fields: Partial<typeof partners.$inferInsert> = {}) {
  return single(
    await db
      .insert(partners)
      .values({ nameEn: 'Chaba Mart', nameTh: 'ชบา มาร์ท', logoUrl: '/media/partners/mart.svg', ...fields })
      .returning(),
  );
}

export async function createGroup(db: Executor, fields: Partial<typeof privilegeGroups.$inferInsert> = {}) {
  return single(
    await db
      .insert(privilegeGroups)
      .values({ nameEn: 'Weekend Treats', nameTh: 'ของดีวันหยุด', imageUrl: '/media/groups/weekend.svg', ...fields })
      .returning(),
  );
}

export type PrivilegeFields = Partial<typeof privileges.$inferInsert> & { categoryId: number; partnerId: number };

/** A live e-coupon privilege (window from yesterday to next month) unless told otherwise. */
export async function createPrivilege(db: Executor, fields: PrivilegeFields) {
  return single(
    await db
      .insert(privileges)
      .values({
        kind: 'ecoupon',
        titleEn: 'Free drink',
        titleTh: 'เครื่องดื่มฟรี',
        descriptionEn: 'One free drink',
        descriptionTh: 'เครื่องดื่มฟรีหนึ่งแก้ว',
        conditionsEn: 'One per visit',
        conditionsTh: 'หนึ่งสิทธิ์ต่อครั้ง',
        imageUrl: '/media/privileges/drink.svg',
        pointCost: 100,
        stockTotal: 50,
        perMemberLimit: 2,
        startsAt: hoursFromNow(-24),
        endsAt: hoursFromNow(30 * 24),
        ...fields,
      })
      .returning(),
  );
}

export async function createFlashSale(
  db: Executor,
  fields: Partial<typeof flashSales.$inferInsert> & { privilegeId: number },
) {
  return single(
    await db
      .insert(flashSales)
      .values({
        pointCost: 40,
        stockTotal: 10,
        startsAt: hoursFromNow(-1),
        endsAt: hoursFromNow(24),
        ...fields,
      })
      .returning(),
  );
}

/** A past redemption of the member, as Redeem would leave it (no ledger entry needed for counting). */
export async function recordRedemption(db: Executor, memberId: number, privilegeId: number) {
  await db.insert(redemptions).values({
    memberId,
    privilegeId,
    kind: 'ecoupon',
    status: 'issued',
    pointsSpent: 100,
    couponCode: `TEST${unique().toUpperCase()}`,
  });
}

/** A category and a partner to hang privileges on. */
export async function createCatalogueBase(db: Executor) {
  const [category, partner] = await Promise.all([createCategory(db), createPartner(db)]);
  return { category, partner, base: { categoryId: category.id, partnerId: partner.id } };
}

/** A call of the Privilege controller: GET inputs as query, POST ones as JSON; `language` sets Accept-Language. */
export function callPrivilege(
  app: FastifyInstance,
  action: string,
  options: { token?: string; query?: Record<string, string | number>; payload?: object; language?: 'en' | 'th' } = {},
) {
  return app.inject({
    method: options.payload ? 'POST' : 'GET',
    url: `/api/v1/Privilege/${action}`,
    ...(options.query
      ? { query: Object.fromEntries(Object.entries(options.query).map(([key, value]) => [key, String(value)])) }
      : {}),
    ...(options.payload ? { payload: options.payload } : {}),
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../../test/factories.js';
import type { Executor } from '../../../db/client.js';
import {
  addresses,
  flashSales,
  partnerCodes,
  partnerStores,
  partners,
  privilegeCategories,
  privileges,
} from '../../../db/schema.js';
import type { NewMemberRow } from '../../../modules/customers/member-repository.js';
import type { PrivilegeRow } from '../../../modules/redemptions/redemption-repository.js';

const day = 24 * 60 * 60 * 1000;
const tag = () => randomBytes(4).toString('hex').toUpperCase();

/** Every field SPEC §4 redeemProfileFilled asks a login-type-1 member for, with a unique id card. */
export function redeemReadyProfile(): Partial<NewMemberRow> {
  return { govIdRef: `P${tag()}`, gender: 'female', dateOfBirth: '1990-04-01' };
}

export interface Offer {
  privilege: PrivilegeRow;
  partnerId: number;
  storeCode: string;
  otherPartnerStoreCode: string;
}

/**
 * A live privilege (started yesterday, ending in a week) of a new category and partner, with one store of
 * that partner and one store of another partner.
 */
export async function createOffer(db: Executor, fields: Partial<typeof privileges.$inferInsert> = {}): Promise<Offer> {
  const [category] = await db
    .insert(privilegeCategories)
    .values({ code: `cat-${tag()}`, nameEn: 'Food', nameTh: 'อาหาร', iconUrl: '/icons/food.svg' })
    .returning();
  const [partner, otherPartner] = await db
    .insert(partners)
    .values([
      { nameEn: 'Chaba Cafe', nameTh: 'ชบาคาเฟ่', logoUrl: '/logo.svg' },
      { nameEn: 'Other Shop', nameTh: 'ร้านอื่น', logoUrl: '/logo.svg' },
    ])
    .returning();
  if (!category || !partner || !otherPartner) throw new Error('Offer fixtures were not inserted');
  const storeCode = `ST-${tag()}`;
  const otherPartnerStoreCode = `OT-${tag()}`;
  await db.insert(partnerStores).values([
    { partnerId: partner.id, code: storeCode, nameEn: 'Siam branch', nameTh: 'สาขาสยาม' },
    { partnerId: otherPartner.id, code: otherPartnerStoreCode, nameEn: 'Elsewhere', nameTh: 'ที่อื่น' },
  ]);
  const now = Date.now();
  const [privilege] = await db
    .insert(privileges)
    .values({
      categoryId: category.id,
      partnerId: partner.id,
      kind: 'ecoupon',
      titleEn: 'Free latte',
      titleTh: 'ลาเต้ฟรี',
      descriptionEn: 'A latte',
      descriptionTh: 'ลาเต้หนึ่งแก้ว',
      conditionsEn: 'One per visit',
      conditionsTh: 'หนึ่งครั้งต่อการเข้าร้าน',
      imageUrl: '/images/latte.svg',
      pointCost: 100,
      stockTotal: 50,
      perMemberLimit: 1,
      startsAt: new Date(now - day),
      endsAt: new Date(now + 7 * day),
      couponValidDays: 30,
      ...fields,
    })
    .returning();
  if (!privilege) throw new Error('The privilege was not inserted');
  return { privilege, partnerId: partner.id, storeCode, otherPartnerStoreCode };
}

export async function createFlashSale(
  db: Executor,
  sale: { privilegeId: number; pointCost: number; stockTotal: number; startsAt?: Date; endsAt?: Date },
): Promise<number> {
  const now = Date.now();
  const [row] = await db
    .insert(flashSales)
    .values({ startsAt: new Date(now - day), endsAt: new Date(now + day), ...sale })
    .returning({ id: flashSales.id });
  if (!row) throw new Error('The flash sale was not inserted');
  return row.id;
}

export async function addPartnerCodes(db: Executor, privilegeId: number, codes: readonly string[]): Promise<void> {
  await db.insert(partnerCodes).values(codes.map((code) => ({ privilegeId, code })));
}

/** Bangkok › Phra Nakhon › Chana Songkhram, 10200 (official geocodes). */
export async function addAddress(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      memberId,
      recipientName: 'สมศรี ใจดี',
      mobileNo: '0812345678',
      address: '99/1 ถนนพระอาทิตย์',
      provinceId: 10,
      districtId: 1001,
      subDistrictId: 100109,
      postalCode: '10200',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('The address was not inserted');
  return row.id;
}

/** A Privilege or History call as the app receives it: GET inputs as query, POST ones as JSON. */
export function callApi(
  app: FastifyInstance,
  path: string,
  options: { token: string; payload?: object; query?: Record<string, string>; key?: string; language?: string },
) {
  return app.inject({
    method: options.payload ? 'POST' : 'GET',
    url: `/api/v1/${path}`,
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.query ? { query: options.query } : {}),
    headers: {
      ...bearer(options.token),
      'accept-language': options.language ?? 'en',
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });
}

/** The redemption call for an offer: category from the privilege, optional flash sale and address. */
export function redeemPayload(privilege: PrivilegeRow, extra: { Flash_Sale_Id?: number; Address_Id?: number } = {}) {
  return { Privilege_Id: privilege.id, Category_Id: privilege.categoryId, ...extra };
}

/** The envelope's outcome: 'success' or the error code. */
export function outcomeOf(response: { json(): { status: string; code?: string } }): string {
  const body = response.json();
  return body.status === 'success' ? 'success' : (body.code ?? 'unknown');
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../test/factories.js';
import type { Executor } from '../../db/client.js';
import { productBranches, productKinds, products } from '../../db/schema.js';

const unique = () => randomBytes(4).toString('hex');

export type ProductFields = Partial<typeof products.$inferInsert>;

/** A published company unless told otherwise; names are unique per call so tests sharing a database never collide. */
export async function createProduct(db: Executor, fields: ProductFields = {}) {
  const tag = unique();
  const [row] = await db
    .insert(products)
    .values({
      kind: 'company',
      nameEn: `Chaba Test ${tag}`,
      nameTh: `ชบา ทดสอบ ${tag}`,
      logoUrl: '/media/products/test-logo.svg',
      coverUrl: '/media/products/test-cover.svg',
      descriptionEn: 'A company of the group',
      descriptionTh: 'บริษัทในเครือ',
      categoryEn: 'Retail',
      categoryTh: 'ค้าปลีก',
      website: 'https://example.com',
      lineOa: '@chabatest',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('The product was not inserted');
  return row;
}

export async function createBranch(
  db: Executor,
  productId: number,
  fields: Partial<typeof productBranches.$inferInsert> = {},
) {
  await db.insert(productBranches).values({
    productId,
    nameEn: 'Siam branch',
    nameTh: 'สาขาสยาม',
    addressEn: '991 Rama I Road, Pathum Wan, Bangkok 10330',
    addressTh: '991 ถนนพระราม 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=13.7462,100.5347',
    ...fields,
  });
}

/** A product kind an operator adds after the seed (DESIGN §6: kinds are data). */
export async function createProductKind(db: Executor) {
  const tag = unique();
  const code = `kind${tag}`;
  const controller = `Kind${tag}`;
  await db.insert(productKinds).values({ code, controller, nameEn: 'Restaurants', nameTh: 'ร้านอาหาร', sort: 9 });
  return { code, controller };
}

/** A GET of a product call: `/api/v1/<Controller>/<Action>`; `language` sets Accept-Language. */
export function callProduct(
  app: FastifyInstance,
  path: string,
  options: { token?: string; query?: Record<string, string>; language?: 'en' | 'th' } = {},
) {
  return app.inject({
    url: `/api/v1/${path}`,
    ...(options.query ? { query: options.query } : {}),
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

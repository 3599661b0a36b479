import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema.js';

/** Which of these ids are group companies (products of kind `company`). */
export async function existingCompanyIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.kind, 'company')));
  return rows.map((row) => row.id);
}

/** Whether this partner is the partner of one of these companies. */
export async function isPartnerOfCompanies(db: Executor, partnerId: number, companyIds: readonly number[]) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.partnerId, partnerId), eq(products.kind, 'company'), inArray(products.id, [...companyIds])))
    .limit(1);
  return row !== undefined;
}

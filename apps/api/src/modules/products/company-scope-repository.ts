import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema.js';
import type { CompanyScope } from './company-scope.js';

/** Which of these ids are group companies (products of kind `company`). */
export async function existingCompanyIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.kind, 'company')));
  return rows.map((row) => row.id);
}

/** Rows whose company column is one of the scope's companies; nothing to add for the whole group. */
export function companyColumnInScope(column: PgColumn, scope: CompanyScope): SQL | undefined {
  return scope.companyIds === null ? undefined : inArray(column, [...scope.companyIds]);
}

/**
 * Rows whose partner column is the partner of one of the scope's companies (a company offers its
 * partner's privileges, DESIGN §12); nothing to add for the whole group.
 */
export function partnerColumnInScope(column: PgColumn, scope: CompanyScope): SQL | undefined {
  if (scope.companyIds === null) return undefined;
  return sql`${column} in (select ${products.partnerId} from ${products}
    where ${inArray(products.id, [...scope.companyIds])} and ${products.kind} = 'company')`;
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

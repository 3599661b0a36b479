import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { products } from './schema.js';

/**
 * The group companies an operator works for (decision 063): `companyIds` null is the whole group. The
 * privileges, codes, cards and API clients modules take it; every other module is group-wide.
 */
export interface CompanyScope {
  companyIds: readonly number[] | null;
}

export const WHOLE_GROUP: CompanyScope = { companyIds: null };

/*
 * The scope as conditions, for the repositories of those four modules to put in their own selects and
 * writes: each module's rows reach a company their own way, and one module never reaches into another's
 * repository, so the one statement of each rule lives here, as the member figures do.
 */

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

import { fieldError } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { type CompanyScope, WHOLE_GROUP } from '../../db/company-scope.js';
import { existingCompanyIds, isPartnerOfCompanies } from './company-scope-repository.js';

export { type CompanyScope, WHOLE_GROUP } from '../../db/company-scope.js';

/*
 * The group companies an operator works for (decision 063), read with their session: the privileges,
 * codes, cards and API clients modules filter by it in their repositories (db/company-scope.ts) and
 * refuse a create outside it here; every other module is group-wide.
 */

/** An operator's scope from their row's `company_ids`: none listed is the whole group. */
export function companyScopeOf(companyIds: readonly number[]): CompanyScope {
  return companyIds.length === 0 ? WHOLE_GROUP : { companyIds };
}

/**
 * A limited operator's create must name one of their companies: one left out (the whole group's) or
 * another company's answers COMPANY_NOT_ALLOWED. The whole group may name any company or none.
 */
export function requireCompanyInScope(scope: CompanyScope, companyId: number | null | undefined): void {
  if (scope.companyIds === null) return;
  if (companyId === null || companyId === undefined || !scope.companyIds.includes(companyId)) {
    throw new AppError('COMPANY_NOT_ALLOWED');
  }
}

/** A limited operator's privilege or API client must be for the partner of one of their companies. */
export async function requirePartnerInScope(db: Executor, scope: CompanyScope, partnerId: number): Promise<void> {
  if (scope.companyIds === null) return;
  if (!(await isPartnerOfCompanies(db, partnerId, scope.companyIds))) throw new AppError('COMPANY_NOT_ALLOWED');
}

/**
 * The company a new code or batch names, checked: a limited operator's must be one of theirs; the whole
 * group's may be none, or any group company (another id is a field error on `field`, not a foreign-key 500).
 */
export async function requireCompanyFor(
  db: Executor,
  scope: CompanyScope,
  field: string,
  companyId: number | null | undefined,
): Promise<number | null> {
  requireCompanyInScope(scope, companyId);
  if (companyId === null || companyId === undefined) return null;
  const [existing] = await existingCompanyIds(db, [companyId]);
  if (existing === undefined) throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, 'choice')] });
  return existing;
}

/**
 * The companies an operator is limited to, each once and in order: every id must be a group company (a
 * product of kind `company`), else a field error on `company_ids`. None is the whole group.
 */
export async function checkedCompanyIds(db: Executor, companyIds: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(companyIds)];
  const existing = await existingCompanyIds(db, wanted);
  if (existing.length !== wanted.length) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('company_ids', 'choice')] });
  }
  return wanted.sort((a, b) => a - b);
}

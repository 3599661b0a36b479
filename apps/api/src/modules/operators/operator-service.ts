import type { Operator } from '@loyalty/contracts';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { hashPassword } from '../auth/password.js';
import { checkedCompanyIds } from '../companies/company-scope.js';
import { presentOperator } from './operator-presenter.js';
import {
  findOperatorById,
  insertOperator,
  listOperatorRows,
  lockActiveAdmins,
  type OperatorRole,
  type OperatorSort,
  operatorsExportQuery,
  revokeOperatorSessions,
  updateOperatorRow,
} from './operator-repository.js';

export async function listOperators(
  db: Orm,
  query: { page: number; limit: number; q?: string | undefined; sort: string },
) {
  const { column, descending } = sortOf<OperatorSort>(query.sort);
  const { rows, total } = await listOperatorRows(db, { ...query, sort: column, descending });
  return pagedListOf(rows.map(presentOperator), query, total);
}

/** The query of the operator list's CSV export: the same search and order as the list, every page. */
export function operatorsExport(query: { q?: string | undefined; sort: string }): SQL {
  const { column, descending } = sortOf<OperatorSort>(query.sort);
  return operatorsExportQuery({ q: query.q, sort: column, descending });
}

export interface NewOperatorInput {
  email: string;
  name: string;
  role: OperatorRole;
  password: string;
}

/** A new operator with an audit row in the same transaction (the CLI's actor has no operator id). */
export async function createOperator(db: Orm, actor: AuditActor, input: NewOperatorInput, now = new Date()) {
  const passwordHash = await hashPassword(input.password);
  return auditedWrite(db, { actor, action: 'operator.create', entity: 'operator', at: now }, async (tx) => {
    const row = await insertOperator(tx, {
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new AppError('EMAIL_TAKEN');
    const after = presentOperator(row);
    return { entityId: row.id, after };
  });
}

export interface OperatorChanges {
  name?: string | undefined;
  role?: OperatorRole | undefined;
  disabled?: boolean | undefined;
  company_ids?: number[] | undefined;
}

/**
 * Renames, changes the role or companies of, deactivates or reactivates an operator. A role change or a
 * deactivation ends the operator's sessions at once (a company change applies at their next call, which
 * reads it with the session); no change may leave the programme without an active admin for the whole group.
 */
export async function updateOperator(
  db: Orm,
  actor: AuditActor,
  operatorId: number,
  changes: OperatorChanges,
  now = new Date(),
): Promise<Operator> {
  return auditedWrite(db, { actor, action: 'operator.update', entity: 'operator', at: now }, async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const operator = await findOperatorById(tx, operatorId);
    if (!operator) throw new AppError('NOT_FOUND');
    const role = changes.role ?? operator.role;
    const isDisabled = changes.disabled ?? operator.disabledAt !== null;
    const companyIds = changes.company_ids ? await checkedCompanyIds(tx, changes.company_ids) : operator.companyIds;
    const staysActiveAdmin = role === 'admin' && !isDisabled && companyIds.length === 0;
    if (activeAdmins.includes(operator.id) && !staysActiveAdmin && activeAdmins.length === 1) {
      throw new AppError('LAST_ADMIN');
    }
    const updated = await updateOperatorRow(
      tx,
      operator.id,
      {
        name: changes.name ?? operator.name,
        role,
        companyIds,
        disabledAt: isDisabled ? (operator.disabledAt ?? now) : null,
      },
      now,
    );
    if (!updated) throw new AppError('NOT_FOUND');
    if (role !== operator.role || (isDisabled && !operator.disabledAt)) {
      await revokeOperatorSessions(tx, operator.id, now);
    }
    const before = presentOperator(operator);
    const after = presentOperator(updated);
    return { entityId: operator.id, before, after };
  });
}

/** The signed-in operator as `auth/me` shows it. */
export async function describeOperator(db: Orm, operatorId: number): Promise<Operator> {
  const operator = await findOperatorById(db, operatorId);
  if (!operator) throw new AppError('UNAUTHORIZED');
  return presentOperator(operator);
}

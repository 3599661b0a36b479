import type { Operator } from '@loyalty/contracts';
import type { OperatorRow } from './operator-repository.js';

/** An operator as the console and the audit trail see it: never the password hash or the TOTP secret. */
export function presentOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    company_ids: row.companyIds,
    is_disabled: row.disabledAt !== null,
    has_totp: row.totpEnabledAt !== null,
    invite_pending: row.passwordHash === null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The members of the customers module as other modules use them: through this service, never through the
 * repository (STYLE import rules). The row lock and its ordering rule are documented on `lockMember`.
 */
export {
  claimLoginAttempt,
  clearFailedLogins,
  findForeignMemberByEmail,
  findMemberByCode,
  findMemberById,
  findMemberByLineUserId,
  findThaiMemberByMobile,
  insertMember,
  lockAfterFailedLogin,
  lockMember,
  type MemberRow,
  updateMember,
} from './member-repository.js';

import type { MemberRow } from './member-repository.js';

/**
 * Members without an account an operator acts on (SPEC §6): a registration not finished, a canceled
 * membership, an account merged into another. Their status is fixed, and no points move to them.
 */
export const ACCOUNTLESS_STATUSES: ReadonlySet<MemberRow['status']> = new Set(['pending', 'canceled', 'merged']);

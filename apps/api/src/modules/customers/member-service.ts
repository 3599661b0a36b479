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
  lockMember,
  type MemberRow,
  updateMember,
} from './member-repository.js';

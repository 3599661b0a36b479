/**
 * The member rows and their locks, as every other module uses them: through this service, never through
 * the repository (STYLE import rules). The members module is the one writer of the `members` table; each
 * write is named for what it does (registration, log-in tries, password, profile, consent, status), and
 * the row lock and its ordering rule are documented on `lockMember`.
 */

export { eraseMemberPersonalData, findLapsedCancellations } from './member-erasure-repository.js';
export {
  findConsentedVersionsOf,
  findMemberByCode,
  findMemberByGovId,
  findMemberById,
  findMemberByLineUserId,
  findMembersByIds,
  lockMember,
  lockMemberByCode,
  lockMemberFindingOther,
  lockMemberOfCode,
  lockMembersByCodes,
  type MemberState,
} from './member-lookup-repository.js';
export {
  activateMember,
  type ConsentFields,
  cancelMember,
  claimLoginAttempt,
  clearFailedLogins,
  findForeignMemberByEmail,
  findThaiMemberByMobile,
  insertPendingMember,
  lockAfterFailedLogin,
  type MemberRow,
  markMemberMerged,
  markProfileCompleted,
  type NewMemberRow,
  type ProfileFields,
  type RegistrationFields,
  recordConsentChoices,
  rememberLanguage,
  repointMergedMembers,
  setEmail,
  setLineUser,
  setMemberStatus,
  setMobileNo,
  setPasswordHash,
  setPendingIdentity,
  setPictureUrl,
  updateProfile,
} from './member-repository.js';

import type { MemberRow } from './member-repository.js';

/**
 * Members without an account an operator acts on (SPEC §6): a registration not finished, a canceled
 * membership, an account merged into another. Their status is fixed, and no points move to them.
 */
export const ACCOUNTLESS_STATUSES: ReadonlySet<MemberRow['status']> = new Set(['pending', 'canceled', 'merged']);

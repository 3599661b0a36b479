import type { ErrorCode } from '@loyalty/contracts';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { type Executor, postgresErrorOf } from '../../db/client.js';
import { members } from '../../db/schema.js';
import type { LoginTry } from '../auth/login-try.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;

/**
 * The member an e-mail identifies: a login type 1 member's (DESIGN §6), or a registration begun with
 * it. A login type 2 member's e-mail is contact information, which identifies no one (decision 038).
 */
export async function findForeignMemberByEmail(db: Executor, email: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.email, email), eq(members.loginType, 1)));
  return row;
}

/**
 * The member a mobile number identifies: a login type 2 member's (DESIGN §6), or a registration begun
 * with it. A login type 1 member's mobile is contact information, which identifies no one (decision 038).
 */
export async function findThaiMemberByMobile(db: Executor, mobileNo: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.mobileNo, mobileNo), eq(members.loginType, 2)));
  return row;
}

export async function insertMember(db: Executor, member: NewMemberRow): Promise<MemberRow> {
  const [row] = await db.insert(members).values(member).returning();
  if (!row) throw new Error('The member insert returned no row');
  return row;
}

/**
 * Takes one password try before the password is checked, in one statement, so parallel guesses cannot
 * outrun the count: `locked` while a lock holds, `busy` while as many tries as `maxFailures` allows are
 * counted and none has been cleared (a burst, or tries still being checked), otherwise the try is counted
 * and `isLast` says whether it is the one a failure locks the account with (`lockAfterFailedLogin`). A
 * right password clears the count (`clearFailedLogins`); a wrong one stays counted.
 */
export async function claimLoginAttempt(
  db: Executor,
  memberId: number,
  policy: { maxFailures: number; now: Date },
): Promise<LoginTry> {
  const [claimed] = await db
    .update(members)
    .set({ failedLoginCount: sql`${members.failedLoginCount} + 1` })
    .where(
      and(
        eq(members.id, memberId),
        or(isNull(members.lockedUntil), lte(members.lockedUntil, policy.now)),
        lt(members.failedLoginCount, policy.maxFailures),
      ),
    )
    .returning({ count: members.failedLoginCount });
  if (claimed) return { isLast: claimed.count >= policy.maxFailures };
  const [row] = await db.select({ lockedUntil: members.lockedUntil }).from(members).where(eq(members.id, memberId));
  return row?.lockedUntil && row.lockedUntil > policy.now ? 'locked' : 'busy';
}

/** The last allowed try failed: the account is locked until `lockUntil`, and the next lock needs as many new failures. */
export async function lockAfterFailedLogin(db: Executor, memberId: number, lockUntil: Date): Promise<void> {
  await db.update(members).set({ failedLoginCount: 0, lockedUntil: lockUntil }).where(eq(members.id, memberId));
}

/** The language the member signs in with, which LINE messages and e-mails are written in (DESIGN §15). */
export async function rememberLanguage(db: Executor, memberId: number, language: 'th' | 'en'): Promise<void> {
  await db.update(members).set({ language }).where(eq(members.id, memberId));
}

export async function clearFailedLogins(db: Executor, memberId: number): Promise<void> {
  await db.update(members).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(members.id, memberId));
}

/** The unique indexes whose violation is the member's input clashing with another member's. */
const TAKEN_BY_INDEX: Record<string, ErrorCode> = {
  members_email_key: 'EMAIL_TAKEN',
  members_mobile_no_key: 'MOBILE_TAKEN',
  members_gov_id_ref_key: 'GOV_ID_TAKEN',
};

/**
 * Services check these values before writing; two requests racing past the check meet the unique
 * index instead, and the loser gets the same answer the check would have given, not a 500.
 */
function takenErrorOf(error: unknown): AppError | undefined {
  const { code, constraint } = postgresErrorOf(error);
  const taken = code === '23505' && constraint ? TAKEN_BY_INDEX[constraint] : undefined;
  return taken ? new AppError(taken, { cause: error }) : undefined;
}

/**
 * The raw write under the intention-named ones below; exported for the test kit and the repository's own
 * test only: other modules change a member through the named writes of the members service.
 */
export async function updateMember(db: Executor, memberId: number, fields: Partial<NewMemberRow>): Promise<MemberRow> {
  const [row] = await db
    .update(members)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(members.id, memberId))
    .returning()
    .catch((error: unknown) => {
      throw takenErrorOf(error) ?? error;
    });
  if (!row) throw new Error('The member update matched no row');
  return row;
}

/** Marks the profile complete once: a concurrent second update finds it already marked (SPEC §8 extra_point). */
export async function markProfileCompleted(db: Executor, memberId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ profileCompletedAt: at })
    .where(and(eq(members.id, memberId), isNull(members.profileCompletedAt)))
    .returning({ id: members.id });
  return rows.length === 1;
}

type Fields<Key extends keyof NewMemberRow> = Partial<Pick<NewMemberRow, Key>>;

/** The member's consent choices and the document versions they were given for (SPEC §3, consent). */
export type ConsentFields = Fields<
  | 'acceptConsentAndPolicy'
  | 'acceptConsentAndPolicyAt'
  | 'acceptNewsAndPromotions'
  | 'acceptNewsAndPromotionsAt'
  | 'acceptPreferenceAndInterest'
  | 'acceptPreferenceAndInterestAt'
  | 'consentPolicyVersion'
  | 'consentTermsVersion'
>;

/** What a member edits on their profile (SPEC §3 UpdateCustomer), checked by the customers module. */
export type ProfileFields = Fields<
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'relationshipStatus'
  | 'nationality'
  | 'education'
  | 'career'
  | 'income'
  | 'dateOfBirth'
  | 'govIdRef'
  | 'govIdType'
  | 'email'
  | 'province'
  | 'provinceId'
  | 'district'
  | 'districtId'
  | 'subDistrict'
  | 'subDistrictId'
  | 'postalCode'
>;

/** What a finished registration sets on the pending row, besides its status (SPEC §3 registration). */
export type RegistrationFields = ConsentFields &
  Fields<
    | 'loginType'
    | 'email'
    | 'mobileNo'
    | 'govIdRef'
    | 'govIdType'
    | 'firstName'
    | 'lastName'
    | 'gender'
    | 'dateOfBirth'
    | 'birthYear'
    | 'passwordHash'
  >;

/** A pending registration row: a LINE user not yet registered, or the contact a register code verified. */
export async function insertPendingMember(
  db: Executor,
  identity: Pick<NewMemberRow, 'loginType'> & Fields<'lineUserId' | 'email' | 'mobileNo'>,
): Promise<MemberRow> {
  return insertMember(db, { ...identity, status: 'pending' });
}

/** The pending row takes the identity a register code verified (DESIGN §5 registration). */
export async function setPendingIdentity(
  db: Executor,
  memberId: number,
  identity: Fields<'loginType' | 'email' | 'mobileNo'>,
): Promise<MemberRow> {
  return updateMember(db, memberId, identity);
}

/** The pending registration becomes an active member with what the member registered. */
export async function activateMember(db: Executor, memberId: number, fields: RegistrationFields): Promise<MemberRow> {
  return updateMember(db, memberId, { ...fields, status: 'active' });
}

/** The LINE user signing in is this member's (null: no longer this pending row's). */
export async function setLineUser(db: Executor, memberId: number, lineUserId: string | null): Promise<MemberRow> {
  return updateMember(db, memberId, { lineUserId });
}

/** A new password hash; `unlock` also clears the failed log-in count and lock (a reset proves the owner). */
export async function setPasswordHash(
  db: Executor,
  memberId: number,
  passwordHash: string,
  options: { unlock?: boolean } = {},
): Promise<MemberRow> {
  return updateMember(db, memberId, {
    passwordHash,
    ...(options.unlock ? { failedLoginCount: 0, lockedUntil: null } : {}),
  });
}

export async function updateProfile(db: Executor, memberId: number, fields: ProfileFields): Promise<MemberRow> {
  return updateMember(db, memberId, fields);
}

export async function setEmail(db: Executor, memberId: number, email: string): Promise<MemberRow> {
  return updateMember(db, memberId, { email });
}

export async function setMobileNo(db: Executor, memberId: number, mobileNo: string): Promise<MemberRow> {
  return updateMember(db, memberId, { mobileNo });
}

export async function setPictureUrl(db: Executor, memberId: number, pictureUrl: string | null): Promise<MemberRow> {
  return updateMember(db, memberId, { pictureUrl });
}

export async function recordConsentChoices(db: Executor, memberId: number, fields: ConsentFields): Promise<MemberRow> {
  return updateMember(db, memberId, fields);
}

/** The member ends their membership (SPEC §6 CancelMembership). */
export async function cancelMember(
  db: Executor,
  memberId: number,
  cancel: { at: Date; reason: string },
): Promise<MemberRow> {
  return updateMember(db, memberId, { status: 'canceled', canceledAt: cancel.at, cancelReason: cancel.reason });
}

async function updateMemberState(db: Executor, memberId: number, fields: Partial<NewMemberRow>): Promise<MemberRow> {
  const [row] = await db
    .update(members)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(members.id, memberId))
    .returning();
  if (!row) throw new Error(`Member ${memberId} vanished while locked`);
  return row;
}

/** Members merged earlier into the merged member now name the survivor, so merges never chain. */
export async function repointMergedMembers(db: Executor, fromMemberId: number, toMemberId: number): Promise<void> {
  await db.update(members).set({ mergedIntoMemberId: toMemberId }).where(eq(members.mergedIntoMemberId, fromMemberId));
}

/** An operator's status change (SPEC §6 member status), with its reason. */
export async function setMemberStatus(
  db: Executor,
  memberId: number,
  change: { status: MemberRow['status']; reason: string; at: Date },
): Promise<MemberRow> {
  return updateMemberState(db, memberId, {
    status: change.status,
    statusReason: change.reason,
    statusChangedAt: change.at,
  });
}

/** The merged member names its survivor and has no account any more (SPEC §6 member merge). */
export async function markMemberMerged(
  db: Executor,
  memberId: number,
  merge: { intoMemberId: number; reason: string; at: Date },
): Promise<MemberRow> {
  return updateMemberState(db, memberId, {
    status: 'merged',
    mergedIntoMemberId: merge.intoMemberId,
    statusReason: merge.reason,
    statusChangedAt: merge.at,
  });
}

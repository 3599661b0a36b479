import type { ErrorCode } from '@loyalty/contracts';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../app-error.js';
import { type Executor, postgresErrorOf, preparedOnce } from '../../db/client.js';
import { spendingSinceOf, unexpiredBalanceOf } from '../../db/member-figures.js';
import { dataListItems, members } from '../../db/schema.js';
import type { LoginTry } from '../auth/login-try.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;

/** A place of the profile's address in both languages; null when the profile has none. */
export type PlaceName = { th: string; en: string } | null;
export interface ProfilePlaceNames {
  province: PlaceName;
  district: PlaceName;
  subDistrict: PlaceName;
}

const provinceName = alias(dataListItems, 'province_name');
const districtName = alias(dataListItems, 'district_name');
const subDistrictName = alias(dataListItems, 'sub_district_name');

const placeName = (th: string | null, en: string | null): PlaceName => (th !== null && en !== null ? { th, en } : null);

/**
 * The member's fields a profile shows (SPEC §3 customer-info), and whether a password is set rather than
 * its hash. Named, not the whole row: PostgreSQL describes every selected column on every execution and
 * the driver builds a parser per column from that description, ~15 % of GetCustomerInfo's CPU with all
 * of the member's 50 columns selected.
 */
const CUSTOMER_INFO_FIELDS = [
  'pictureUrl',
  'loginType',
  'mbkMemberId',
  'govIdRef',
  'govIdType',
  'email',
  'mobileNo',
  'gender',
  'firstName',
  'lastName',
  'dateOfBirth',
  'address',
  'province',
  'provinceId',
  'district',
  'districtId',
  'subDistrict',
  'subDistrictId',
  'postalCode',
  'relationshipStatus',
  'nationality',
  'education',
  'career',
  'income',
  'homeConsentNotify',
  'homeConsentNotifyAt',
  'profileConsentNotify',
  'profileConsentNotifyAt',
  'acceptConsentAndPolicy',
  'acceptNewsAndPromotions',
  'acceptPreferenceAndInterest',
] as const satisfies readonly (keyof MemberRow)[];

const customerInfoColumns = {
  ...(Object.fromEntries(CUSTOMER_INFO_FIELDS.map((field) => [field, members[field]])) as {
    [Field in (typeof CUSTOMER_INFO_FIELDS)[number]]: (typeof members)[Field];
  }),
  isSetPassword: sql<boolean>`${members.passwordHash} is not null`,
};

/**
 * The member with the point balance, the spending and the names of the address's places (from the
 * data list, so that they can be shown in either language) a profile shows, in ONE prepared round trip
 * (DESIGN §10: profile reads p99 ≤ 50 ms at 64 connections). `rollingFrom` and `keptFrom` as in the
 * tier window.
 */
export async function findCustomerSnapshot(
  db: Executor,
  memberId: number,
  at: { now: Date; rollingFrom: Date; keptFrom: Date },
) {
  const query = preparedOnce(db, 'customer_snapshot', () =>
    db
      .select({
        member: customerInfoColumns,
        pointBalance: unexpiredBalanceOf(members.id, sql.placeholder('now')),
        rollingSpending: spendingSinceOf(members.id, sql.placeholder('rollingFrom')),
        keptSpending: spendingSinceOf(members.id, sql.placeholder('keptFrom')),
        provinceTh: provinceName.nameTh,
        provinceEn: provinceName.nameEn,
        districtTh: districtName.nameTh,
        districtEn: districtName.nameEn,
        subDistrictTh: subDistrictName.nameTh,
        subDistrictEn: subDistrictName.nameEn,
      })
      .from(members)
      .leftJoin(provinceName, and(eq(provinceName.type, 'province'), eq(provinceName.id, members.provinceId)))
      .leftJoin(districtName, and(eq(districtName.type, 'district'), eq(districtName.id, members.districtId)))
      .leftJoin(
        subDistrictName,
        and(eq(subDistrictName.type, 'sub_district'), eq(subDistrictName.id, members.subDistrictId)),
      )
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare('customer_snapshot'),
  );
  const [row] = await query.execute({
    memberId,
    now: at.now.toISOString(),
    rollingFrom: at.rollingFrom.toISOString(),
    keptFrom: at.keptFrom.toISOString(),
  });
  if (!row) return undefined;
  return {
    member: row.member,
    pointBalance: row.pointBalance,
    spending: { rolling: Number(row.rollingSpending), kept: Number(row.keptSpending) },
    places: {
      province: placeName(row.provinceTh, row.provinceEn),
      district: placeName(row.districtTh, row.districtEn),
      subDistrict: placeName(row.subDistrictTh, row.subDistrictEn),
    } satisfies ProfilePlaceNames,
  };
}

/** What GetCustomerInfo shows of a member. */
export type CustomerInfoMember = NonNullable<Awaited<ReturnType<typeof findCustomerSnapshot>>>['member'];

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

export async function clearFailedLogins(db: Executor, memberId: number): Promise<void> {
  await db.update(members).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(members.id, memberId));
}

/**
 * Locks the member's row until the transaction ends: the one member lock of every call that moves points,
 * stock or a member's own rows, so one member's calls queue and each sees the one before (daily transfer
 * cap, per-member redemption limit, ten addresses). Idempotent calls take it first, before their key
 * (`runIdempotent`): the key's insert takes a key-share lock on this row through its foreign key, and a
 * member lock taken after it would wait for a parallel call's key-share while that call waits for ours.
 * `FOR NO KEY UPDATE`, never `FOR UPDATE`: transfers to this member insert lots whose foreign key takes a
 * key-share lock on this row, which must not wait, or two members sending to each other would deadlock.
 */
export async function lockMember(db: Executor, memberId: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId)).for('no key update');
  return row;
}

export async function findMemberById(db: Executor, memberId: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  return row;
}

export async function findMemberByGovId(db: Executor, govIdRef: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.govIdRef, govIdRef));
  return row;
}

export async function findMemberByCode(db: Executor, mbkMemberId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.mbkMemberId, mbkMemberId));
  return row;
}

export async function findMemberByLineUserId(db: Executor, lineUserId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.lineUserId, lineUserId));
  return row;
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

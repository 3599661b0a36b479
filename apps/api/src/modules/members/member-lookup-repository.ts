import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, preparedOnce } from '../../db/client.js';
import { noteMemberLocked } from '../../db/held-locks.js';
import { members } from '../../db/schema.js';
import type { MemberRow } from './member-repository.js';

/**
 * The member rows looked up and locked by id, member code and the other keys that name one member, and
 * the consent versions a write's gate reads: the members module's reads by key, apart from its writes
 * (`member-repository.ts`). Other modules reach both through `member-service.ts`.
 */

/** The columns that name one member: their id, or their member code (`mbk_member_id`). */
const MEMBER_KEYS = { id: members.id, code: members.mbkMemberId } as const;

/**
 * The member whose `key` column holds `value`, read or locked as `lockMember` locks (noted in
 * `held-locks`), by a statement prepared once per connection: the reads every member call and every till
 * sale makes.
 */
async function memberRowBy(
  db: Executor,
  key: keyof typeof MEMBER_KEYS,
  value: number | string,
  { locked }: { locked: boolean },
): Promise<MemberRow | undefined> {
  const name = `member_by_${key}${locked ? '_locked' : ''}`;
  const statement = preparedOnce(db, name, () => {
    const query = db
      .select()
      .from(members)
      .where(eq(MEMBER_KEYS[key], sql.placeholder('value')))
      .$dynamic();
    return (locked ? query.for('no key update') : query).prepare(name);
  });
  const [row] = await statement.execute({ value });
  if (row && locked) noteMemberLocked(db, row.id);
  return row;
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
export function lockMember(db: Executor, memberId: number): Promise<MemberRow | undefined> {
  return memberRowBy(db, 'id', memberId, { locked: true });
}

/** `lockMember` for a member named by their member code (a till's `member_id`). */
export function lockMemberOfCode(db: Executor, mbkMemberId: string): Promise<MemberRow | undefined> {
  return memberRowBy(db, 'code', mbkMemberId, { locked: true });
}

/**
 * `lockMember` and, in the same round trip, the member of code `otherCode` read unlocked (a transfer's
 * sender and recipient, DESIGN §10): only `memberId`'s row is locked, as a transfer locks its sender alone.
 * With no member `memberId` nothing is read, and both are undefined.
 */
export async function lockMemberFindingOther(
  db: Executor,
  memberId: number,
  otherCode: string,
): Promise<{ member: MemberRow | undefined; other: MemberRow | undefined }> {
  const statement = preparedOnce(db, 'member_locked_with_other_by_code', () => {
    const locked = db
      .select()
      .from(members)
      .where(eq(members.id, sql.placeholder('memberId')))
      .for('no key update')
      .as('locked');
    const other = alias(members, 'other');
    return db
      .select({ member: locked._.selectedFields, other })
      .from(locked)
      .leftJoin(other, eq(other.mbkMemberId, sql.placeholder('otherCode')))
      .prepare('member_locked_with_other_by_code');
  });
  const [row] = await statement.execute({ memberId, otherCode });
  if (row) noteMemberLocked(db, row.member.id);
  return { member: row?.member, other: row?.other ?? undefined };
}

export function findMemberById(db: Executor, memberId: number): Promise<MemberRow | undefined> {
  return memberRowBy(db, 'id', memberId, { locked: false });
}

/**
 * The members of `memberIds` that exist, in no order: one prepared statement for a list the caller
 * already holds (the transfer screen's recent recipients).
 */
export async function findMembersByIds(db: Executor, memberIds: readonly number[]): Promise<MemberRow[]> {
  if (memberIds.length === 0) return [];
  const select = preparedOnce(db, 'members_by_ids', () =>
    db
      .select()
      .from(members)
      .where(sql`${members.id} = any(${sql.placeholder('memberIds')}::bigint[])`)
      .prepare('members_by_ids'),
  );
  return select.execute({ memberIds });
}

/** A member's id and status, without the rest of the row: what a till's check of a member reads (issue 33). */
export type MemberState = Pick<MemberRow, 'id' | 'status'>;

export async function findMemberByGovId(db: Executor, govIdRef: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.govIdRef, govIdRef));
  return row;
}

export function findMemberByCode(db: Executor, mbkMemberId: string): Promise<MemberRow | undefined> {
  return memberRowBy(db, 'code', mbkMemberId, { locked: false });
}

export async function findMemberByLineUserId(db: Executor, lineUserId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.lineUserId, lineUserId));
  return row;
}

/** The member of a code, locked for a status change. */
export async function lockMemberByCode(db: Executor, memberCode: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.mbkMemberId, memberCode)).for('update');
  return row;
}

/**
 * The members of these codes, locked lowest id first: two merges naming the same pair in opposite
 * directions queue in one order instead of deadlocking.
 */
export async function lockMembersByCodes(db: Executor, memberCodes: readonly string[]): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(inArray(members.mbkMemberId, [...memberCodes]))
    .orderBy(asc(members.id))
    .for('update');
}

/**
 * The document versions each member last accepted, by member id: a write's re-consent check reads only
 * these (decision 062), for the writes of one turn together (decision 066). An unknown id has no entry.
 */
export async function findConsentedVersionsOf(db: Executor, memberIds: readonly number[]) {
  // Prepared once a connection: every member write reads it before its own work (the consent gate).
  const select = preparedOnce(db, 'consented_versions_of', () =>
    db
      .select({
        id: members.id,
        policyVersion: members.consentPolicyVersion,
        termsVersion: members.consentTermsVersion,
      })
      .from(members)
      .where(sql`${members.id} = any(${sql.placeholder('memberIds')}::bigint[])`)
      .prepare('consented_versions_of'),
  );
  const rows = await select.execute({ memberIds });
  return new Map(rows.map(({ id, ...versions }) => [id, versions]));
}

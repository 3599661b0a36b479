import { asc, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { memberFullName, members } from '../../db/schema.js';

export type MemberRow = typeof members.$inferSelect;

/** What an operator's search text names (the service decides; each kind has its own index). */
export type MemberSearch =
  | { kind: 'all' }
  | { kind: 'member_id'; memberId: string }
  | { kind: 'mobile'; prefix: string }
  | { kind: 'text'; emailPrefix: string; nameFragment: string };

export type MemberSortColumn = 'created_at' | 'member_id' | 'first_name' | 'last_name';

const sortColumns = {
  created_at: members.createdAt,
  member_id: members.mbkMemberId,
  first_name: members.firstName,
  last_name: members.lastName,
} as const;

/** The WHERE of a search, exported so a test can show the plan PostgreSQL makes of it. */
export function memberSearchFilter(search: MemberSearch): SQL | undefined {
  switch (search.kind) {
    case 'all':
      return undefined;
    case 'member_id':
      return eq(members.mbkMemberId, search.memberId);
    case 'mobile':
      return like(members.mobileNo, `${likeLiteral(search.prefix)}%`);
    case 'text':
      return or(
        like(members.email, `${likeLiteral(search.emailPrefix)}%`),
        ilike(memberFullName(members), `%${likeLiteral(search.nameFragment)}%`),
      );
  }
}

export async function selectMemberPage(
  db: Executor,
  query: {
    search: MemberSearch;
    sort: MemberSortColumn;
    isDescending: boolean;
    offset: number;
    limit: number;
    countCap?: number;
  },
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = memberSearchFilter(query.search);
  const direction = query.isDescending ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(members.id))
      .offset(query.offset)
      .limit(query.limit),
    countMatches(db, where, query.countCap),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many members match, counting no further than `cap` when given (a bounded scan). */
function countMatches(db: Executor, where: SQL | undefined, cap: number | undefined) {
  if (cap === undefined) return db.select({ total: sql<number>`count(*)::int` }).from(members).where(where);
  const matches = db.select({ id: members.id }).from(members).where(where).limit(cap).as('matches');
  return db.select({ total: sql<number>`count(*)::int` }).from(matches);
}

const survivor = alias(members, 'survivor');

/** The member of a code with the code of the survivor it was merged into. */
export async function findMemberDetailByCode(
  db: Executor,
  memberCode: string,
): Promise<{ member: MemberRow; mergedIntoCode: string | null } | undefined> {
  const [row] = await db
    .select({ member: members, mergedIntoCode: survivor.mbkMemberId })
    .from(members)
    .leftJoin(survivor, eq(survivor.id, members.mergedIntoMemberId))
    .where(eq(members.mbkMemberId, memberCode));
  if (!row) return undefined;
  return { member: row.member, mergedIntoCode: row.mergedIntoCode };
}

export async function findMemberIdByCode(db: Executor, memberCode: string): Promise<number | undefined> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.mbkMemberId, memberCode));
  return row?.id;
}

/** The members merged into `memberId` (their ids and codes), oldest first. */
export async function selectMergedMembers(db: Executor, memberId: number): Promise<{ id: number; code: string }[]> {
  return db
    .select({ id: members.id, code: members.mbkMemberId })
    .from(members)
    .where(eq(members.mergedIntoMemberId, memberId))
    .orderBy(asc(members.id));
}

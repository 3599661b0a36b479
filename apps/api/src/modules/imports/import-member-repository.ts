import { and, asc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberCards, members } from '../../db/schema.js';
import { ACCOUNTLESS_STATUSES } from '../members/member-service.js';

/*
 * The members an import's lines name: who they are, whether they may receive what the import gives, and
 * who holds a template's card already. Kept apart from the imports' own rows (import-repository.ts).
 */

/** Who an import issues cards to, at review and again as each line applies: active members only. */
const isActiveMember = () => eq(members.status, 'active');

/**
 * The members `memberCodes` (`mbk_member_id`) name, by code, in one read: the active ones, and those who
 * are not (blocked, suspended, canceled, merged, pending).
 */
export async function memberIdsByStanding(
  db: Executor,
  memberCodes: string[],
): Promise<{ active: Map<string, number>; inactive: Map<string, number> }> {
  const active = new Map<string, number>();
  const inactive = new Map<string, number>();
  if (memberCodes.length === 0) return { active, inactive };
  const rows = await db
    .select({ id: members.id, code: members.mbkMemberId, isActive: sql<boolean>`${isActiveMember()}` })
    .from(members)
    .where(sql`${members.mbkMemberId} in (select jsonb_array_elements_text(${JSON.stringify(memberCodes)}::jsonb))`);
  for (const row of rows) (row.isActive ? active : inactive).set(row.code, row.id);
  return { active, inactive };
}

/**
 * Which of `memberIds` are active members still, each key-share locked until the transaction ends,
 * lowest id first: a status change or merge (which lock the member `FOR UPDATE`) then waits for the
 * cards issued to it, or the card waits for the change and sees the member inactive. Member calls
 * (`FOR NO KEY UPDATE`) do not wait; the cards' foreign keys take this same lock anyway.
 */
export async function activeMembersAmong(db: Executor, memberIds: number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(isActiveMember(), inArray(members.id, memberIds)))
    .orderBy(asc(members.id))
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

/** Which of `memberIds` hold a card of the template that is neither expired nor deleted at `now`. */
export async function cardHolders(
  db: Executor,
  templateId: number,
  memberIds: number[],
  now: Date,
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ memberId: memberCards.memberId })
    .from(memberCards)
    .where(
      and(
        eq(memberCards.templateId, templateId),
        inArray(memberCards.memberId, memberIds),
        gt(memberCards.expiresAt, now),
        isNull(memberCards.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.memberId));
}

/** The members among `memberCodes` (`mbk_member_id`) with an account, whom an adjustment may move points for. */
export async function membersWithAccount(db: Executor, memberCodes: string[]): Promise<Map<string, number>> {
  if (memberCodes.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, code: members.mbkMemberId })
    .from(members)
    .where(
      and(
        notInArray(members.status, [...ACCOUNTLESS_STATUSES]),
        sql`${members.mbkMemberId} in (select jsonb_array_elements_text(${JSON.stringify(memberCodes)}::jsonb))`,
      ),
    );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * Locks the members a chunk of adjustments moves points for, lowest id first (as merges do, so the two
 * never wait on each other in a circle), and answers those that still have an account.
 */
export async function lockMembersWithAccount(db: Executor, memberIds: number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: members.id, status: members.status })
    .from(members)
    .where(inArray(members.id, memberIds))
    .orderBy(asc(members.id))
    .for('no key update');
  return new Set(rows.filter((row) => !ACCOUNTLESS_STATUSES.has(row.status)).map((row) => row.id));
}

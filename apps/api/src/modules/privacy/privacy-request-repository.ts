import { and, asc, count, desc, eq, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { memberFullName, members, operators, privacyRequests } from '../../db/schema.js';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export type NewPrivacyRequestRow = typeof privacyRequests.$inferInsert;
export type PrivacyRequestChanges = Partial<
  Pick<
    PrivacyRequestRow,
    'status' | 'fileKey' | 'fileBytes' | 'expiresAt' | 'completedAt' | 'processedBy' | 'attempts' | 'error'
  >
>;

/**
 * Records a request; answers undefined when the member already has one the unique indexes allow only
 * once (today's export, their deletion), so parallel duplicates become one row and one refusal.
 */
export async function insertPrivacyRequest(
  db: Executor,
  row: NewPrivacyRequestRow,
): Promise<PrivacyRequestRow | undefined> {
  const [inserted] = await db.insert(privacyRequests).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findPrivacyRequest(db: Executor, id: string): Promise<PrivacyRequestRow | undefined> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  return row;
}

/** The request, locked for the caller's transaction: the job and an operator's "process now" never both run it. */
export async function lockPrivacyRequest(db: Executor, id: string): Promise<PrivacyRequestRow | undefined> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
  return row;
}

/** The member's deletion request, if they made one (there is at most one). */
export async function findDeletionRequestOf(db: Executor, memberId: number): Promise<PrivacyRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.memberId, memberId), eq(privacyRequests.kind, 'deletion')));
  return row;
}

export async function listMemberPrivacyRequests(
  db: Executor,
  memberId: number,
  paging: { page: number; limit: number },
): Promise<{ rows: PrivacyRequestRow[]; total: number }> {
  const where = eq(privacyRequests.memberId, memberId);
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(where)
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [total] = await db.select({ total: count() }).from(privacyRequests).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** A request with the member and the operator it names, as the operators' queue shows it. */
export interface QueuedPrivacyRequest {
  request: PrivacyRequestRow;
  memberCode: string;
  firstName: string | null;
  lastName: string | null;
  processedByName: string | null;
}

const queuedColumns = {
  request: privacyRequests,
  memberCode: members.mbkMemberId,
  firstName: members.firstName,
  lastName: members.lastName,
  processedByName: operators.name,
};

/** The operators' queue: by status, kind or member when given, the earliest due first. */
export async function listQueuedPrivacyRequests(
  db: Executor,
  filter: {
    status?: PrivacyRequestRow['status'] | undefined;
    kind?: PrivacyRequestRow['kind'] | undefined;
    memberCode?: string | undefined;
    q?: string | undefined;
  },
  paging: { page: number; limit: number; descending: boolean },
): Promise<{ rows: QueuedPrivacyRequest[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(privacyRequests.status, filter.status));
  if (filter.kind) conditions.push(eq(privacyRequests.kind, filter.kind));
  if (filter.memberCode !== undefined) conditions.push(eq(members.mbkMemberId, filter.memberCode));
  if (filter.q) {
    const pattern = `%${likeLiteral(filter.q)}%`;
    const matches = or(ilike(members.mbkMemberId, pattern), ilike(memberFullName(members), pattern));
    if (matches) conditions.push(matches);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = paging.descending ? desc : asc;
  const rows = await db
    .select(queuedColumns)
    .from(privacyRequests)
    .innerJoin(members, eq(members.id, privacyRequests.memberId))
    .leftJoin(operators, eq(operators.id, privacyRequests.processedBy))
    .where(where)
    .orderBy(order(privacyRequests.dueAt), order(privacyRequests.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [total] = await db
    .select({ total: count() })
    .from(privacyRequests)
    .innerJoin(members, eq(members.id, privacyRequests.memberId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function findQueuedPrivacyRequest(db: Executor, id: string): Promise<QueuedPrivacyRequest | undefined> {
  const [row] = await db
    .select(queuedColumns)
    .from(privacyRequests)
    .innerJoin(members, eq(members.id, privacyRequests.memberId))
    .leftJoin(operators, eq(operators.id, privacyRequests.processedBy))
    .where(eq(privacyRequests.id, id));
  return row;
}

/** Pending requests of a kind whose time has come (`erase_after` for deletions), oldest first. */
export function duePendingRequests(
  db: Executor,
  kind: PrivacyRequestRow['kind'],
  now: Date,
  limit: number,
): Promise<PrivacyRequestRow[]> {
  const due = kind === 'deletion' ? lte(privacyRequests.eraseAfter, now) : lte(privacyRequests.createdAt, now);
  return db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.kind, kind), eq(privacyRequests.status, 'pending'), due))
    .orderBy(asc(privacyRequests.createdAt))
    .limit(limit);
}

/** Ready exports whose download time has passed, for the sweep that removes their files. */
export function lapsedExports(db: Executor, now: Date, limit: number): Promise<PrivacyRequestRow[]> {
  return db
    .select()
    .from(privacyRequests)
    .where(
      and(eq(privacyRequests.kind, 'export'), eq(privacyRequests.status, 'ready'), lte(privacyRequests.expiresAt, now)),
    )
    .orderBy(asc(privacyRequests.expiresAt))
    .limit(limit);
}

export async function updatePrivacyRequest(
  db: Executor,
  id: string,
  changes: PrivacyRequestChanges,
): Promise<PrivacyRequestRow> {
  const [row] = await db.update(privacyRequests).set(changes).where(eq(privacyRequests.id, id)).returning();
  if (!row) throw new Error(`Privacy request ${id} vanished while it was being updated`);
  return row;
}

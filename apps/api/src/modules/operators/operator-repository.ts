import { and, asc, count, desc, eq, gt, ilike, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { operatorSessions, operators } from '../../db/schema.js';
import type { LoginTry } from '../auth/login-try.js';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = typeof operators.$inferInsert;
export type OperatorRole = OperatorRow['role'];

export async function findOperatorByEmail(db: Executor, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email));
  return row;
}

export async function findOperatorById(db: Executor, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/** The new operator, or nothing when the e-mail is taken (the unique index decides, race-free). */
export async function insertOperator(db: Executor, operator: NewOperator): Promise<OperatorRow | undefined> {
  const [row] = await db
    .insert(operators)
    .values(operator)
    .onConflictDoNothing({ target: operators.email })
    .returning();
  return row;
}

export async function updateOperatorRow(
  db: Executor,
  id: number,
  changes: Partial<Pick<OperatorRow, 'name' | 'role' | 'companyIds' | 'disabledAt' | 'totpSecret' | 'totpEnabledAt'>>,
  at: Date,
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .update(operators)
    .set({ ...changes, updatedAt: at })
    .where(eq(operators.id, id))
    .returning();
  return row;
}

/** A new invitation link for an operator who has not chosen a password yet; the previous link's hash is replaced. */
export async function setOperatorInvite(
  db: Executor,
  id: number,
  invite: { inviteTokenHash: string; inviteExpiresAt: Date },
  at: Date,
): Promise<OperatorRow> {
  const [row] = await db
    .update(operators)
    .set({ ...invite, updatedAt: at })
    .where(eq(operators.id, id))
    .returning();
  if (!row) throw new Error(`Operator ${id} vanished while being invited again`);
  return row;
}

/**
 * Sets the first password of the operator whose unexpired invitation has this hash, and ends the
 * invitation in the same statement: two parallel uses of one link set it once.
 */
export async function acceptOperatorInviteRow(
  db: Executor,
  inviteTokenHash: string,
  passwordHash: string,
  at: Date,
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .update(operators)
    .set({
      passwordHash,
      inviteTokenHash: null,
      inviteExpiresAt: null,
      failedLogins: 0,
      lockedUntil: null,
      updatedAt: at,
    })
    .where(
      and(
        eq(operators.inviteTokenHash, inviteTokenHash),
        gt(operators.inviteExpiresAt, at),
        isNull(operators.passwordHash),
      ),
    )
    .returning();
  return row;
}

/** Takes one log-in try before the password and code are checked, as the members' `claimLoginAttempt` does. */
export async function claimOperatorLoginAttempt(
  db: Executor,
  id: number,
  policy: { maxFailures: number; now: Date },
): Promise<LoginTry> {
  const [claimed] = await db
    .update(operators)
    .set({ failedLogins: sql`${operators.failedLogins} + 1` })
    .where(
      and(
        eq(operators.id, id),
        or(isNull(operators.lockedUntil), lte(operators.lockedUntil, policy.now)),
        lt(operators.failedLogins, policy.maxFailures),
      ),
    )
    .returning({ count: operators.failedLogins });
  if (claimed) return { isLast: claimed.count >= policy.maxFailures };
  const [row] = await db.select({ lockedUntil: operators.lockedUntil }).from(operators).where(eq(operators.id, id));
  return row?.lockedUntil && row.lockedUntil > policy.now ? 'locked' : 'busy';
}

/** The last allowed try failed: the operator is locked until `lockUntil`. */
export async function lockOperatorAfterFailedLogin(db: Executor, id: number, lockUntil: Date): Promise<void> {
  await db.update(operators).set({ failedLogins: 0, lockedUntil: lockUntil }).where(eq(operators.id, id));
}

/**
 * Gives back a try that was neither right nor wrong (the password was right and the code is still to
 * come), without clearing the failures before it: sending no code must not wipe wrong codes.
 */
export async function releaseOperatorLoginAttempt(db: Executor, id: number): Promise<void> {
  await db
    .update(operators)
    .set({ failedLogins: sql`greatest(${operators.failedLogins} - 1, 0)` })
    .where(eq(operators.id, id));
}

export async function clearFailedOperatorLogins(db: Executor, id: number): Promise<void> {
  await db.update(operators).set({ failedLogins: 0, lockedUntil: null }).where(eq(operators.id, id));
}

/**
 * The active admins of the whole group (no company limit, decision 063), their rows locked until the
 * transaction ends: two admins demoting each other at once are served one after the other, and the
 * second sees the first's change.
 */
export async function lockActiveAdmins(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(eq(operators.role, 'admin'), isNull(operators.disabledAt), sql`cardinality(${operators.companyIds}) = 0`),
    )
    .orderBy(asc(operators.id))
    .for('update');
  return rows.map((row) => row.id);
}

export type OperatorSort = 'email' | 'name' | 'created_at';
const SORT_COLUMNS = { email: operators.email, name: operators.name, created_at: operators.createdAt } as const;

/** Which operators a list or its export shows, and in which order. */
export interface OperatorSelection {
  q?: string | undefined;
  sort: OperatorSort;
  descending: boolean;
}

function whereOf({ q }: OperatorSelection): SQL | undefined {
  const pattern = q ? `%${likeLiteral(q)}%` : undefined;
  return pattern ? or(ilike(operators.email, pattern), ilike(operators.name, pattern)) : undefined;
}

function orderOf({ sort, descending }: OperatorSelection): SQL[] {
  const column = SORT_COLUMNS[sort];
  return [descending ? desc(column) : asc(column), asc(operators.id)];
}

export async function listOperatorRows(
  db: Executor,
  query: OperatorSelection & { page: number; limit: number },
): Promise<{ rows: OperatorRow[]; total: number }> {
  const where = whereOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(operators)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(operators).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Every operator of a selection for the CSV export, in the list's order, columns named as the export's
 * (contracts); never the password hash or the TOTP secret. The exports module streams it.
 */
export function operatorsExportQuery(selection: OperatorSelection): SQL {
  const where = whereOf(selection);
  return sql`select ${operators.id} as operator_id, ${operators.email} as email, ${operators.name} as name,
    ${operators.role} as role, ${operators.disabledAt} is not null as is_disabled,
    ${operators.totpEnabledAt} is not null as has_totp, ${operators.createdAt} as created_at
    from ${operators} ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(orderOf(selection), sql`, `)}`;
}

export type NewOperatorSession = typeof operatorSessions.$inferInsert;

export async function insertOperatorSession(db: Executor, session: NewOperatorSession): Promise<void> {
  await db.insert(operatorSessions).values(session);
}

/** A token's session row with its operator's current role and deactivation, in one primary-key read. */
export async function findOperatorSession(db: Executor, jti: string) {
  const [row] = await db
    .select({
      operatorId: operatorSessions.operatorId,
      scope: operatorSessions.scope,
      expiresAt: operatorSessions.expiresAt,
      revokedAt: operatorSessions.revokedAt,
      role: operators.role,
      companyIds: operators.companyIds,
      disabledAt: operators.disabledAt,
      totpEnabledAt: operators.totpEnabledAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.jti, jti));
  return row;
}

export async function revokeOperatorSession(db: Executor, jti: string, at: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(and(eq(operatorSessions.jti, jti), isNull(operatorSessions.revokedAt)));
}

/** Ends every open session of an operator (deactivation, role change). */
export async function revokeOperatorSessions(db: Executor, operatorId: number, at: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

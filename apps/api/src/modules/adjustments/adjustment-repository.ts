import type { AdjustmentStatus } from '@loyalty/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, operators, pointAdjustments } from '../../db/schema.js';

export type AdjustmentRow = typeof pointAdjustments.$inferSelect;
export type NewAdjustmentRow = typeof pointAdjustments.$inferInsert;

/** An adjustment with what the console shows beside it: the member's code and name, its operators' names. */
export interface AdjustmentView extends AdjustmentRow {
  memberCode: string;
  memberName: string;
  madeByName: string;
  decidedByName: string | null;
}

export interface MemberRef {
  id: number;
  code: string;
}

export async function findMemberRefByCode(db: Executor, code: string): Promise<MemberRef | undefined> {
  const [row] = await db
    .select({ id: members.id, code: members.mbkMemberId })
    .from(members)
    .where(eq(members.mbkMemberId, code));
  return row;
}

export async function insertAdjustment(tx: Executor, adjustment: NewAdjustmentRow): Promise<AdjustmentRow> {
  const [row] = await tx.insert(pointAdjustments).values(adjustment).returning();
  if (!row) throw new Error('The adjustment insert returned no row');
  return row;
}

export async function findAdjustment(db: Executor, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await db.select().from(pointAdjustments).where(eq(pointAdjustments.id, id));
  return row;
}

/** The adjustment under a row lock: a second decision waits for the first and then sees it. */
export async function lockAdjustment(tx: Executor, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await tx.select().from(pointAdjustments).where(eq(pointAdjustments.id, id)).for('update');
  return row;
}

export async function updateAdjustment(
  tx: Executor,
  id: number,
  fields: Partial<NewAdjustmentRow>,
): Promise<AdjustmentRow> {
  const [row] = await tx.update(pointAdjustments).set(fields).where(eq(pointAdjustments.id, id)).returning();
  if (!row) throw new Error(`Adjustment ${id} vanished during its update`);
  return row;
}

const viewColumns = {
  memberCode: members.mbkMemberId,
  memberName: sql<string>`trim(concat_ws(' ', ${members.firstName}, ${members.lastName}))`,
  madeByName: sql<string>`(select ${operators.name} from ${operators} where ${operators.id} = ${pointAdjustments.madeBy})`,
  decidedByName: sql<
    string | null
  >`(select ${operators.name} from ${operators} where ${operators.id} = ${pointAdjustments.decidedBy})`,
};

function viewOf({ adjustment, ...beside }: { adjustment: AdjustmentRow } & Omit<AdjustmentView, keyof AdjustmentRow>) {
  return { ...adjustment, ...beside };
}

export async function selectAdjustmentView(db: Executor, id: number): Promise<AdjustmentView | undefined> {
  const [row] = await db
    .select({ adjustment: pointAdjustments, ...viewColumns })
    .from(pointAdjustments)
    .innerJoin(members, eq(members.id, pointAdjustments.memberId))
    .where(eq(pointAdjustments.id, id));
  return row && viewOf(row);
}

const SORT_COLUMNS = {
  created_at: pointAdjustments.createdAt,
  points: pointAdjustments.points,
  id: pointAdjustments.id,
} as const;
export type AdjustmentSort = keyof typeof SORT_COLUMNS | `-${keyof typeof SORT_COLUMNS}`;

export interface AdjustmentFilter {
  status?: AdjustmentStatus | undefined;
  memberCode?: string | undefined;
  sort: AdjustmentSort;
  offset: number;
  limit: number;
}

/** One page of adjustments; id breaks ties so pages never repeat or skip a row. */
export async function selectAdjustmentPage(
  db: Executor,
  filter: AdjustmentFilter,
): Promise<{ rows: AdjustmentView[]; total: number }> {
  const where: SQL | undefined = and(
    filter.status ? eq(pointAdjustments.status, filter.status) : undefined,
    filter.memberCode ? eq(members.mbkMemberId, filter.memberCode) : undefined,
  );
  const isDescending = filter.sort.startsWith('-');
  const column = SORT_COLUMNS[filter.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order = isDescending ? [desc(column), desc(pointAdjustments.id)] : [asc(column), asc(pointAdjustments.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ adjustment: pointAdjustments, ...viewColumns })
      .from(pointAdjustments)
      .innerJoin(members, eq(members.id, pointAdjustments.memberId))
      .where(where)
      .orderBy(...order)
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ total: count() })
      .from(pointAdjustments)
      .innerJoin(members, eq(members.id, pointAdjustments.memberId))
      .where(where),
  ]);
  return {
    rows: rows.map(viewOf),
    total: counted?.total ?? 0,
  };
}

import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dataListItems } from '../../db/schema.js';

export type DataListRow = typeof dataListItems.$inferSelect;

/** One list in display order (the choice lists by `sort`, the address levels by their official code). */
export async function findDataList(db: Executor, type: string, parentId: number | null): Promise<DataListRow[]> {
  const parent: SQL | undefined = parentId === null ? undefined : eq(dataListItems.parentId, parentId);
  return db
    .select()
    .from(dataListItems)
    .where(and(eq(dataListItems.type, type), parent))
    .orderBy(asc(dataListItems.sort), asc(dataListItems.id));
}

/** Entries of one type by id (the address levels of one address, read together). */
export async function findDataListItems(db: Executor, type: string, ids: number[]): Promise<DataListRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(dataListItems)
    .where(and(eq(dataListItems.type, type), inArray(dataListItems.id, ids)));
}

/** Whether `code` is an entry of a choice list (the profile stores codes). */
export async function hasChoice(db: Executor, type: string, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dataListItems.id })
    .from(dataListItems)
    .where(and(eq(dataListItems.type, type), eq(dataListItems.code, code), isNull(dataListItems.parentId)))
    .limit(1);
  return row !== undefined;
}

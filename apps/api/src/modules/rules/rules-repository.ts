import { eq } from 'drizzle-orm';
import type { Executor, Orm } from '../../db/client.js';
import { programmeRules } from '../../db/schema.js';

export type ProgrammeRulesRow = typeof programmeRules.$inferSelect;

/** The one row of programme_rules (migration 0006 inserts it). */
export async function findProgrammeRulesRow(db: Executor): Promise<ProgrammeRulesRow | undefined> {
  const [row] = await db.select().from(programmeRules);
  return row;
}

export async function updateProgrammeRulesRow(
  orm: Orm,
  changes: Partial<Omit<ProgrammeRulesRow, 'id' | 'updatedAt'>>,
): Promise<ProgrammeRulesRow | undefined> {
  const [row] = await orm
    .update(programmeRules)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(programmeRules.id, 1))
    .returning();
  return row;
}

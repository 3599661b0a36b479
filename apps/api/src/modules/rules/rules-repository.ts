import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { programmeRules } from '../../db/schema.js';

export type ProgrammeRulesRow = typeof programmeRules.$inferSelect;
export type ProgrammeRuleChanges = Partial<Omit<ProgrammeRulesRow, 'id' | 'updatedAt'>>;

function theRow(row: ProgrammeRulesRow | undefined): ProgrammeRulesRow {
  if (!row) throw new Error('programme_rules has no row; migration 0006 inserts it');
  return row;
}

export async function selectRulesRow(db: Executor): Promise<ProgrammeRulesRow> {
  const [row] = await db.select().from(programmeRules);
  return theRow(row);
}

/** The row, locked: two operators changing rules queue, so each one's "before" is what it replaced. */
export async function lockRulesRow(db: Executor): Promise<ProgrammeRulesRow> {
  const [row] = await db.select().from(programmeRules).where(eq(programmeRules.id, 1)).for('update');
  return theRow(row);
}

/** The table's checks refuse values that would break the programme. */
export async function updateRulesRow(
  db: Executor,
  changes: ProgrammeRuleChanges,
  at: Date,
): Promise<ProgrammeRulesRow> {
  const [row] = await db
    .update(programmeRules)
    .set({ ...changes, updatedAt: at })
    .where(eq(programmeRules.id, 1))
    .returning();
  return theRow(row);
}

import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { consentDocuments, consentHistory } from '../../db/schema.js';

export type ConsentDocumentRow = typeof consentDocuments.$inferSelect;

/** The newest published version of a kind ('policy' or 'terms'). */
export async function findCurrentDocument(db: Executor, kind: string): Promise<ConsentDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(consentDocuments)
    .where(eq(consentDocuments.kind, kind))
    .orderBy(desc(consentDocuments.publishedAt), desc(consentDocuments.id))
    .limit(1);
  return row;
}

export async function insertConsentHistory(db: Executor, entry: typeof consentHistory.$inferInsert): Promise<void> {
  await db.insert(consentHistory).values(entry);
}

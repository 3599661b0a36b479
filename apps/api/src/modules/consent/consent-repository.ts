import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { consentDocuments, consentHistory } from '../../db/schema.js';

export type ConsentDocumentRow = typeof consentDocuments.$inferSelect;

/**
 * The version of a kind ('policy' or 'terms') in force at `now`: the newest whose `published_at` has come.
 * A version published ahead of its date is not asked for, nor accepted, before then (DESIGN §16).
 */
export async function findCurrentDocument(
  db: Executor,
  kind: string,
  now: Date,
): Promise<ConsentDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(consentDocuments)
    .where(and(eq(consentDocuments.kind, kind), lte(consentDocuments.publishedAt, now)))
    .orderBy(desc(consentDocuments.publishedAt), desc(consentDocuments.id))
    .limit(1);
  return row;
}

export async function insertConsentHistory(db: Executor, entry: typeof consentHistory.$inferInsert): Promise<void> {
  await db.insert(consentHistory).values(entry);
}

/** Every consent choice the member made, oldest first (their PDPA export and consent history, DESIGN §16). */
export function selectConsentHistoryOf(db: Executor, memberId: number) {
  return db
    .select()
    .from(consentHistory)
    .where(eq(consentHistory.memberId, memberId))
    .orderBy(asc(consentHistory.createdAt), asc(consentHistory.id));
}

/** Every published version of each kind with the date it comes into force: the re-consent check's copy. */
export function selectDocumentVersions(db: Executor) {
  return db
    .select({
      id: consentDocuments.id,
      kind: consentDocuments.kind,
      version: consentDocuments.version,
      publishedAt: consentDocuments.publishedAt,
    })
    .from(consentDocuments);
}

import { and, asc, count, desc, eq, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { consentDocuments, consentHistory } from '../../db/schema.js';

export type ConsentDocumentRow = typeof consentDocuments.$inferSelect;
export type NewConsentDocumentRow = typeof consentDocuments.$inferInsert;
export type ConsentDocumentSort = 'published_at' | 'version';

const SORT_COLUMNS = { published_at: consentDocuments.publishedAt, version: consentDocuments.version } as const;

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

/** The newest version of a kind, in force or scheduled: where a new version's titles default from. */
export async function findNewestDocument(db: Executor, kind: string): Promise<ConsentDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(consentDocuments)
    .where(eq(consentDocuments.kind, kind))
    .orderBy(desc(consentDocuments.publishedAt), desc(consentDocuments.id))
    .limit(1);
  return row;
}

export async function listConsentDocumentRows(
  db: Executor,
  query: {
    page: number;
    limit: number;
    q?: string | undefined;
    kind?: string | undefined;
    sort: ConsentDocumentSort;
    descending: boolean;
  },
): Promise<{ rows: ConsentDocumentRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(consentDocuments.kind, query.kind));
  if (query.q) {
    const pattern = `%${likeLiteral(query.q)}%`;
    const matches = or(
      ilike(consentDocuments.version, pattern),
      ilike(consentDocuments.titleEn, pattern),
      ilike(consentDocuments.titleTh, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const column = SORT_COLUMNS[query.sort];
  const rows = await db
    .select()
    .from(consentDocuments)
    .where(where)
    .orderBy(query.descending ? desc(column) : asc(column), desc(consentDocuments.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db.select({ total: count() }).from(consentDocuments).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** A new version; undefined when its kind already has this version (published versions never change). */
export async function insertConsentDocument(
  db: Executor,
  document: NewConsentDocumentRow,
): Promise<ConsentDocumentRow | undefined> {
  const [row] = await db.insert(consentDocuments).values(document).onConflictDoNothing().returning();
  return row;
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

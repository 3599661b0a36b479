import { and, asc, count, desc, eq, ilike, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type CompanyScope, partnerColumnInScope } from '../../db/company-scope.js';
import { likeLiteral } from '../../db/like.js';
import { apiClients, partners } from '../../db/schema.js';

export type ApiClientRow = typeof apiClients.$inferSelect;
export type NewApiClientRow = typeof apiClients.$inferInsert;
/** A client with its partner's name, as the console lists it. */
export type ListedApiClientRow = ApiClientRow & { partnerName: string };

export type ApiClientSort = 'name' | 'created_at' | 'last_used_at';

const SORT_COLUMNS = {
  name: apiClients.name,
  created_at: apiClients.createdAt,
  last_used_at: apiClients.lastUsedAt,
} as const;

const listed = { client: apiClients, partnerName: partners.nameEn };

function flatten(row: { client: ApiClientRow; partnerName: string }): ListedApiClientRow {
  return { ...row.client, partnerName: row.partnerName };
}

export async function insertApiClient(db: Executor, client: NewApiClientRow): Promise<ApiClientRow> {
  const [row] = await db.insert(apiClients).values(client).returning();
  if (!row) throw new Error('The API client insert returned no row');
  return row;
}

/**
 * A client with its partner's name, when its partner is one of the operator's companies' (decision 063:
 * another company's client is as missing); `lock` holds the row until the transaction ends, so writes queue.
 */
export async function findApiClient(
  db: Executor,
  id: number,
  options: { companies: CompanyScope; lock?: boolean },
): Promise<ListedApiClientRow | undefined> {
  const query = db
    .select(listed)
    .from(apiClients)
    .innerJoin(partners, eq(partners.id, apiClients.partnerId))
    .where(and(eq(apiClients.id, id), partnerColumnInScope(apiClients.partnerId, options.companies)));
  const [row] = await (options.lock ? query.for('update', { of: apiClients }) : query);
  return row && flatten(row);
}

export async function listApiClientRows(
  db: Executor,
  query: {
    page: number;
    limit: number;
    q?: string | undefined;
    sort: ApiClientSort;
    descending: boolean;
    companies: CompanyScope;
  },
): Promise<{ rows: ListedApiClientRow[]; total: number }> {
  const where: SQL | undefined = and(
    query.q ? ilike(apiClients.name, `%${likeLiteral(query.q)}%`) : undefined,
    partnerColumnInScope(apiClients.partnerId, query.companies),
  );
  const order = query.descending ? desc(SORT_COLUMNS[query.sort]) : asc(SORT_COLUMNS[query.sort]);
  const [rows, [counted]] = await Promise.all([
    db
      .select(listed)
      .from(apiClients)
      .innerJoin(partners, eq(partners.id, apiClients.partnerId))
      .where(where)
      .orderBy(order, asc(apiClients.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(apiClients).where(where),
  ]);
  return { rows: rows.map(flatten), total: counted?.total ?? 0 };
}

/** The active client a key hash belongs to: the unique index on the hash finds it (DESIGN §13). */
export async function findActiveApiClientByKeyHash(db: Executor, keyHash: string) {
  const [row] = await db
    .select({
      id: apiClients.id,
      partnerId: apiClients.partnerId,
      storeCodes: apiClients.storeCodes,
      lastUsedAt: apiClients.lastUsedAt,
    })
    .from(apiClients)
    .where(and(eq(apiClients.keyHash, keyHash), eq(apiClients.status, 'active')));
  return row;
}

export async function updateApiClientRow(
  db: Executor,
  id: number,
  changes: Partial<Pick<ApiClientRow, 'keyHash' | 'keyPrefix' | 'rotatedAt' | 'status' | 'disabledAt'>>,
): Promise<void> {
  await db.update(apiClients).set(changes).where(eq(apiClients.id, id));
}

/** Marks a client used at `now` unless a request marked it after `since`: one write a minute at most. */
export async function touchApiClient(db: Executor, id: number, now: Date, since: Date): Promise<void> {
  await db
    .update(apiClients)
    .set({ lastUsedAt: now })
    .where(and(eq(apiClients.id, id), or(isNull(apiClients.lastUsedAt), lt(apiClients.lastUsedAt, since))));
}

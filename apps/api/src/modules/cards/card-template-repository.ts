import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type CompanyScope, companyColumnInScope } from '../../db/company-scope.js';
import { likeLiteral } from '../../db/like.js';
import { cardTemplates, memberCards, products } from '../../db/schema.js';

export type NewTemplateRow = typeof cardTemplates.$inferInsert;

/** A group company (a product of kind `company`, DESIGN §12) by id. */
export async function companyExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.kind, 'company')));
  return row !== undefined;
}

export async function insertTemplate(db: Executor, template: NewTemplateRow): Promise<number> {
  const [row] = await db.insert(cardTemplates).values(template).returning({ id: cardTemplates.id });
  if (!row) throw new Error('The template insert returned no row');
  return row.id;
}

export interface TemplateListQuery {
  page: number;
  limit: number;
  q?: string | undefined;
  sort: { column: 'created_at' | 'name_en'; descending: boolean };
  companies: CompanyScope;
  now: Date;
}

function templateColumns(now: Date) {
  return {
    template: cardTemplates,
    companyNameEn: products.nameEn,
    companyNameTh: products.nameTh,
    // Tables named in full: a bare `id` in the subquery would be the card's.
    activeCards: sql<number>`(select count(*)::int from ${memberCards}
      where ${memberCards}.template_id = ${cardTemplates}.id and ${memberCards}.expires_at > ${now}
      and ${memberCards}.deleted_at is null)`,
  };
}

export async function listTemplateRows(db: Executor, query: TemplateListQuery) {
  const conditions: SQL[] = [];
  const inScope = companyColumnInScope(cardTemplates.companyId, query.companies);
  if (inScope) conditions.push(inScope);
  if (query.q) {
    const pattern = `%${likeLiteral(query.q)}%`;
    const match = or(sql`${cardTemplates.nameEn} ilike ${pattern}`, sql`${cardTemplates.nameTh} ilike ${pattern}`);
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = query.sort.column === 'name_en' ? cardTemplates.nameEn : cardTemplates.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select(templateColumns(query.now))
      .from(cardTemplates)
      .innerJoin(products, eq(products.id, cardTemplates.companyId))
      .where(where)
      .orderBy(query.sort.descending ? desc(column) : asc(column), desc(cardTemplates.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(cardTemplates).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findTemplateRow(db: Executor, id: number, now: Date) {
  const [row] = await db
    .select(templateColumns(now))
    .from(cardTemplates)
    .innerJoin(products, eq(products.id, cardTemplates.companyId))
    .where(eq(cardTemplates.id, id));
  return row;
}

export type TemplateListRow = NonNullable<Awaited<ReturnType<typeof findTemplateRow>>>;

/**
 * Sets the template's art; answers the address it replaced, or nothing when there is no such template of
 * the operator's companies (another company's is as missing, decision 063).
 */
export async function setTemplateImage(
  db: Executor,
  id: number,
  imageUrl: string,
  scope: CompanyScope,
): Promise<{ previousUrl: string } | undefined> {
  const [before] = await db
    .select({ previousUrl: cardTemplates.imageUrl })
    .from(cardTemplates)
    .where(and(eq(cardTemplates.id, id), companyColumnInScope(cardTemplates.companyId, scope)))
    .for('update');
  if (!before) return undefined;
  await db.update(cardTemplates).set({ imageUrl }).where(eq(cardTemplates.id, id));
  return before;
}

import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likeLiteral } from '../../db/like.js';
import { partners, productBranches, productKinds, products } from '../../db/schema.js';

export type ProductKindRow = typeof productKinds.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type BranchRow = typeof productBranches.$inferSelect;
export type NewBranchRow = typeof productBranches.$inferInsert;

export async function listProductKinds(db: Executor): Promise<ProductKindRow[]> {
  return db.select().from(productKinds).orderBy(asc(productKinds.sort), asc(productKinds.code));
}

export async function findProductKindByController(
  db: Executor,
  controller: string,
): Promise<ProductKindRow | undefined> {
  const [row] = await db.select().from(productKinds).where(eq(productKinds.controller, controller));
  return row;
}

/**
 * The name in either language contains the words, or is trigram-similar to them (`<%`, catches typos);
 * Thai has no spaces between words, so containment rather than word matching (the trigram GIN indexes serve both).
 */
function nameMatches(query: string): SQL {
  const contains = `%${likeLiteral(query)}%`;
  return sql`(${products.nameEn} ilike ${contains} or ${products.nameTh} ilike ${contains}
    or ${query} <% ${products.nameEn} or ${query} <% ${products.nameTh})`;
}

/** A name starting with the words first, then a name containing them, then the near matches. */
function nameRanking(query: string): SQL {
  const literal = likeLiteral(query);
  return sql`case
    when ${products.nameEn} ilike ${`${literal}%`} or ${products.nameTh} ilike ${`${literal}%`} then 0
    when ${products.nameEn} ilike ${`%${literal}%`} or ${products.nameTh} ilike ${`%${literal}%`} then 1
    else 2 end`;
}

/** One page of a kind's published products in display order (ranked by name match when searching), with the total. */
export async function selectPublishedProductPage(
  db: Executor,
  query: { kind: string; search: string | undefined; offset: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = and(
    eq(products.kind, query.kind),
    eq(products.isPublished, true),
    query.search === undefined ? undefined : nameMatches(query.search),
  );
  const order = [asc(products.sort), asc(products.id)];
  const page = (offset: number, limit: number) =>
    db
      .select({ product: products, total: sql<number>`(count(*) over ())::int` })
      .from(products)
      .where(where)
      .orderBy(...(query.search === undefined ? order : [nameRanking(query.search), ...order]))
      .offset(offset)
      .limit(limit);
  const rows = await page(query.offset, query.limit);
  // Past the last page no row carries the total, so the first row is read again for it.
  const total = rows.length > 0 || query.offset === 0 ? (rows[0]?.total ?? 0) : ((await page(0, 1))[0]?.total ?? 0);
  return { rows: rows.map((row) => row.product), total };
}

export async function findPublishedProduct(
  db: Executor,
  query: { kind: string; id: number },
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, query.id), eq(products.kind, query.kind), eq(products.isPublished, true)));
  return row;
}

export async function listBranches(db: Executor, productId: number): Promise<BranchRow[]> {
  return db
    .select()
    .from(productBranches)
    .where(eq(productBranches.productId, productId))
    .orderBy(asc(productBranches.sort), asc(productBranches.id));
}

/** A kind's product by its English name: how the seeds (products, member cards) find the one they share. */
export async function findProductByName(
  db: Executor,
  query: { kind: string; nameEn: string },
): Promise<Pick<ProductRow, 'id' | 'partnerId'> | undefined> {
  const [row] = await db
    .select({ id: products.id, partnerId: products.partnerId })
    .from(products)
    .where(and(eq(products.kind, query.kind), eq(products.nameEn, query.nameEn)));
  return row;
}

export async function insertProduct(db: Executor, product: NewProductRow): Promise<number> {
  const [inserted] = await db.insert(products).values(product).returning({ id: products.id });
  if (!inserted) throw new Error(`The product ${product.nameEn} was not inserted`);
  return inserted.id;
}

/**
 * Fills a product's partner (whose privileges it offers), website and LINE OA where they are empty;
 * what is set already is kept.
 */
export async function fillMissingLinks(
  db: Executor,
  productId: number,
  links: { partnerId: number; website: string; lineOa: string },
): Promise<void> {
  await db
    .update(products)
    .set({
      partnerId: sql`coalesce(${products.partnerId}, ${links.partnerId})`,
      website: sql`coalesce(${products.website}, ${links.website})`,
      lineOa: sql`coalesce(${products.lineOa}, ${links.lineOa})`,
    })
    .where(eq(products.id, productId));
}

export async function hasBranches(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productBranches.id })
    .from(productBranches)
    .where(eq(productBranches.productId, productId))
    .limit(1);
  return row !== undefined;
}

export async function insertBranches(db: Executor, branches: NewBranchRow[]): Promise<void> {
  if (branches.length > 0) await db.insert(productBranches).values(branches);
}

export type ProductSort = 'sort' | 'name_en' | 'created_at';
const SORT_COLUMNS = { sort: products.sort, name_en: products.nameEn, created_at: products.createdAt } as const;

/** A page of every product (unpublished ones too) for the back-office, optionally of one kind, searched by name. */
export async function listProductRows(
  db: Executor,
  query: {
    page: number;
    limit: number;
    q?: string | undefined;
    kind?: string | undefined;
    sort: ProductSort;
    descending: boolean;
  },
): Promise<{ rows: ProductRow[]; total: number }> {
  const pattern = query.q ? `%${likeLiteral(query.q)}%` : undefined;
  const where = and(
    query.kind === undefined ? undefined : eq(products.kind, query.kind),
    pattern ? or(ilike(products.nameEn, pattern), ilike(products.nameTh, pattern)) : undefined,
  );
  const column = SORT_COLUMNS[query.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(query.descending ? desc(column) : asc(column), asc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The branches of several products at once, in display order (one query for a page of products). */
export async function listBranchesOf(db: Executor, productIds: number[]): Promise<BranchRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productBranches)
    .where(inArray(productBranches.productId, productIds))
    .orderBy(asc(productBranches.productId), asc(productBranches.sort), asc(productBranches.id));
}

/** The product, locked until the transaction ends: its audit row's `before` is what the update replaced. */
export async function lockProduct(db: Executor, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function insertProductRow(db: Executor, product: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(product).returning();
  if (!row) throw new Error(`The product ${product.nameEn} was not inserted`);
  return row;
}

export async function updateProductRow(
  db: Executor,
  id: number,
  product: NewProductRow,
): Promise<ProductRow | undefined> {
  const [row] = await db.update(products).set(product).where(eq(products.id, id)).returning();
  return row;
}

/** The product's branches become exactly these, in this order (a branch has no identity of its own). */
export async function replaceBranches(
  db: Executor,
  productId: number,
  branches: Omit<NewBranchRow, 'productId' | 'sort'>[],
): Promise<BranchRow[]> {
  await db.delete(productBranches).where(eq(productBranches.productId, productId));
  if (branches.length === 0) return [];
  return db
    .insert(productBranches)
    .values(branches.map((branch, index) => ({ ...branch, productId, sort: index })))
    .returning();
}

/** Locked with a key share, so the kind or partner cannot be deleted before the product referencing it commits. */
export async function hasProductKind(db: Executor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: productKinds.code })
    .from(productKinds)
    .where(eq(productKinds.code, code))
    .for('key share');
  return row !== undefined;
}

export async function hasPartner(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id)).for('key share');
  return row !== undefined;
}

/** Points the product's logo or cover at a new picture; answers the one it replaced, or null when there is no such product. */
export async function replaceProductPicture(
  db: Executor,
  id: number,
  picture: { kind: 'logo' | 'cover'; url: string },
): Promise<{ previousUrl: string } | null> {
  const current = await lockProduct(db, id);
  if (!current) return null;
  const column = picture.kind === 'logo' ? { logoUrl: picture.url } : { coverUrl: picture.url };
  await db.update(products).set(column).where(eq(products.id, id));
  return { previousUrl: picture.kind === 'logo' ? current.logoUrl : current.coverUrl };
}

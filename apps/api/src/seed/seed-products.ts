import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { partners } from '../db/schema.js';
import {
  fillMissingLinks,
  findProductByName,
  hasBranches,
  insertBranches,
  insertProduct,
} from '../modules/products/product-repository.js';
import { DEMO_PARTNERS, type PartnerKey } from './seed-catalogue-structure.js';
import { DEMO_BRANDS } from './seed-products-brands.js';
import { DEMO_COMPANIES } from './seed-products-companies.js';
import { type DemoProduct, mapUrlOf } from './seed-products-structure.js';

export const DEMO_PRODUCTS: readonly DemoProduct[] = [...DEMO_COMPANIES, ...DEMO_BRANDS];

async function partnerIdOf(db: Executor, key: PartnerKey): Promise<number> {
  const partner = DEMO_PARTNERS.find((candidate) => candidate.key === key);
  const [row] = partner
    ? await db.select({ id: partners.id }).from(partners).where(eq(partners.nameEn, partner.en))
    : [];
  if (!row) throw new Error(`Product seed: the catalogue partner ${key} is missing`);
  return row.id;
}

function branchesOf(productId: number, product: DemoProduct) {
  return product.branches.map((branch, sort) => ({
    productId,
    nameEn: branch.en.name,
    nameTh: branch.th.name,
    addressEn: branch.en.address,
    addressTh: branch.th.address,
    mapUrl: mapUrlOf(branch.at),
    sort,
  }));
}

/**
 * DESIGN §8 group companies and brands, after the catalogue (their partners' privileges are what they
 * offer). Only what is missing is added, a product found by its kind and English name: the member-card
 * seed may have created a company bare, so a found one still gets its partner, links and branches
 * where it has none; what is set is kept, an operator's edits included.
 */
export async function seedProducts(db: Executor): Promise<void> {
  for (const [sort, product] of DEMO_PRODUCTS.entries()) {
    const partnerId = await partnerIdOf(db, product.partner);
    const existing = await findProductByName(db, { kind: product.kind, nameEn: product.en.name });
    const productId =
      existing?.id ??
      (await insertProduct(db, {
        kind: product.kind,
        nameEn: product.en.name,
        nameTh: product.th.name,
        logoUrl: `/media/products/${product.slug}-logo.svg`,
        coverUrl: `/media/products/${product.slug}-cover.svg`,
        descriptionEn: product.en.description,
        descriptionTh: product.th.description,
        categoryEn: product.en.category,
        categoryTh: product.th.category,
        website: product.website,
        lineOa: product.lineOa,
        partnerId,
        sort,
      }));
    if (existing)
      await fillMissingLinks(db, productId, { partnerId, website: product.website, lineOa: product.lineOa });
    if (!(await hasBranches(db, productId))) await insertBranches(db, branchesOf(productId, product));
  }
}

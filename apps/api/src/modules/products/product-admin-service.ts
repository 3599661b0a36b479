import { type AdminProduct, type FieldError, fieldError, type ProductInput } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import type { ImageOwner } from '../media/media-service.js';
import { presentAdminProduct } from './product-presenter.js';
import {
  hasPartner,
  hasProductKind,
  insertProductRow,
  listBranchesOf,
  listProductRows,
  lockProduct,
  type NewProductRow,
  type ProductSort,
  replaceBranches,
  replaceProductPicture,
  updateProductRow,
} from './product-repository.js';

export async function listProducts(
  db: Orm,
  query: { page: number; limit: number; q?: string | undefined; sort: string; kind?: string | undefined },
) {
  const { column, descending } = sortOf<ProductSort>(query.sort);
  const { rows, total } = await listProductRows(db, { ...query, sort: column, descending });
  const branches = await listBranchesOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) =>
    presentAdminProduct(
      row,
      branches.filter((branch) => branch.productId === row.id),
    ),
  );
  return pagedListOf(items, query, total);
}

/** The kind and partner an input names must exist: an unknown one is the operator's field error, not a 500. */
async function checkReferences(tx: Executor, input: ProductInput): Promise<void> {
  const refused: FieldError[] = [];
  if (!(await hasProductKind(tx, input.kind))) refused.push(fieldError('kind', 'choice'));
  if (input.partner_id !== null && !(await hasPartner(tx, input.partner_id))) {
    refused.push(fieldError('partner_id', 'unknownPartner'));
  }
  if (refused.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: refused });
}

function productRowOf(input: ProductInput): NewProductRow {
  return {
    kind: input.kind,
    nameTh: input.name_th,
    nameEn: input.name_en,
    logoUrl: input.logo_url,
    coverUrl: input.cover_url,
    descriptionTh: input.description_th,
    descriptionEn: input.description_en,
    categoryTh: input.category_th,
    categoryEn: input.category_en,
    website: input.website,
    lineOa: input.line_oa,
    partnerId: input.partner_id,
    isPublished: input.is_published,
    sort: input.sort,
  };
}

function branchRowsOf(input: ProductInput) {
  return input.branches.map((branch) => ({
    nameTh: branch.name_th,
    nameEn: branch.name_en,
    addressTh: branch.address_th,
    addressEn: branch.address_en,
    mapUrl: branch.map_url,
  }));
}

/** A new company or brand with its branches and its audit row, in one transaction. */
export async function createProduct(db: Orm, actor: AuditActor, input: ProductInput, now = new Date()) {
  return auditedWrite(db, { actor, action: 'product.create', entity: 'product', at: now }, async (tx) => {
    await checkReferences(tx, input);
    const row = await insertProductRow(tx, productRowOf(input));
    const after = presentAdminProduct(row, await replaceBranches(tx, row.id, branchRowsOf(input)));
    return { entityId: row.id, after };
  });
}

/** Replaces a company or brand and its branches; the audit row keeps both versions whole. */
export async function updateProduct(
  db: Orm,
  actor: AuditActor,
  productId: number,
  input: ProductInput,
  now = new Date(),
): Promise<AdminProduct> {
  return auditedWrite(db, { actor, action: 'product.update', entity: 'product', at: now }, async (tx) => {
    const current = await lockProduct(tx, productId);
    if (!current) throw new AppError('NOT_FOUND');
    await checkReferences(tx, input);
    const before = presentAdminProduct(current, await listBranchesOf(tx, [productId]));
    const updated = await updateProductRow(tx, productId, productRowOf(input));
    if (!updated) throw new AppError('NOT_FOUND');
    const after = presentAdminProduct(updated, await replaceBranches(tx, productId, branchRowsOf(input)));
    return { entityId: productId, before, after };
  });
}

/** POST /products/{id}/logo and /cover: one of the two pictures, audited as `product.logo` or `product.cover`. */
export function productPictureOwner(picture: 'logo' | 'cover'): ImageOwner {
  return {
    action: `product.${picture}`,
    save: (tx, id, image) => replaceProductPicture(tx, id, { kind: picture, url: image.url }),
  };
}

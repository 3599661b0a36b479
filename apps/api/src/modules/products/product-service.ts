import {
  type Language,
  PRODUCT_PRIVILEGE_LIMIT,
  type ProductDetail,
  type ProductKind,
  type ProductSummary,
} from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { listPartnerPrivileges } from '../privileges/privilege-service.js';
import { presentProductDetail, presentProductKind, presentProductSummary } from './product-presenter.js';
import {
  findProductKindByController,
  findPublishedProduct,
  listBranches,
  listProductKinds,
  type ProductKindRow,
  selectPublishedProductPage,
} from './product-repository.js';

/** Who asks and in which language: a product's privileges carry the member's own hearts. */
export interface ProductViewer {
  memberId: number;
  language: Language;
  now?: Date;
}

interface ProductPage {
  items: ProductSummary[];
  page: number;
  limit: number;
  total: number;
  end_page: boolean;
}

/** Product/GetProductKindList: the kinds in the table, in display order (DESIGN §6: data, not code). */
export async function getProductKinds(db: Executor): Promise<ProductKind[]> {
  return (await listProductKinds(db)).map(presentProductKind);
}

/** The kind a controller names (`Company`); a controller no kind has is NOT_FOUND, like any unknown call. */
export async function findProductKind(db: Executor, controller: string): Promise<ProductKindRow> {
  const kind = await findProductKindByController(db, controller);
  if (!kind) throw new AppError('NOT_FOUND');
  return kind;
}

/** `<Product>/Get<Product>List`: the kind's published products, searched by Thai or English name. */
export async function listProducts(
  db: Executor,
  request: { controller: string; page: number; limit: number; q?: string | undefined; language: Language },
): Promise<ProductPage> {
  const kind = await findProductKind(db, request.controller);
  const offset = (request.page - 1) * request.limit;
  const { rows, total } = await selectPublishedProductPage(db, {
    kind: kind.code,
    search: request.q,
    offset,
    limit: request.limit,
  });
  return {
    items: rows.map((row) => presentProductSummary(row, request.language)),
    page: request.page,
    limit: request.limit,
    total,
    end_page: offset + rows.length >= total,
  };
}

/**
 * `<Product>/Get<Product>Detail`: a published product of this kind (another kind's id is NOT_FOUND),
 * its branches and the privileges its partner offers now.
 */
export async function getProductDetail(
  db: Executor,
  viewer: ProductViewer,
  request: { controller: string; id: number },
): Promise<ProductDetail> {
  const kind = await findProductKind(db, request.controller);
  const product = await findPublishedProduct(db, { kind: kind.code, id: request.id });
  if (!product) throw new AppError('NOT_FOUND');
  const partnerId = product.partnerId;
  const [branches, privileges] = await Promise.all([
    listBranches(db, product.id),
    partnerId === null ? [] : listPartnerPrivileges(db, viewer, { partnerId, limit: PRODUCT_PRIVILEGE_LIMIT }),
  ]);
  return presentProductDetail(product, { branches, privileges }, viewer.language);
}

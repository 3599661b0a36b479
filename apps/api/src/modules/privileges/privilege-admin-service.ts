import {
  type AdminFlashSale,
  type AdminPrivilege,
  type FieldMessageKey,
  type FlashSaleInput,
  fieldError,
  type NewPrivilegeInput,
  type PrivilegeInput,
} from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { CacheForgetting } from '../../caches.js';
import type { Executor, Orm } from '../../db/client.js';
import { requireRevision } from '../../edit-revision.js';
import { pagedListOf } from '../../paged-list.js';
import {
  type AuditActor,
  type AuditedChange,
  type AuditedWrite,
  auditedChange,
  auditedWrite,
} from '../audit/audit-service.js';
import { type CompanyScope, requirePartnerInScope } from '../companies/company-scope.js';
import { runOperatorIdempotentLocked } from '../idempotency/idempotency-service.js';
import type { ImageOwner } from '../media/media-service.js';
import { UNCACHED_TIERS } from '../tiers/tier-service.js';
import { presentAdminFlashSale, presentAdminPrivilege } from './privilege-admin-presenter.js';
import {
  type AdminPrivilegeQuery,
  type FlashSaleRow,
  findAdminPrivilege,
  findFlashSaleOutside,
  insertPrivilege,
  isPrivilegeInScope,
  type PrivilegeFieldsRow,
  replacePrivilegeImage,
  selectAdminPrivilegePage,
  selectCatalogueInOrder,
  selectComingFlashSales,
  selectFlashSalesOf,
  updatePrivilegeFields,
} from './privilege-admin-repository.js';
import { findCategory, findGroup, findPartner, findSubcategory } from './privilege-reference-repository.js';
import {
  addPrivilegeStock,
  deleteFlashSaleBefore,
  findFlashSale,
  findOverlappingFlashSale,
  insertFlashSale,
  lockPrivilegeStock,
} from './stock-repository.js';

function refused(field: string, key: FieldMessageKey, values: Record<string, unknown> = {}): AppError {
  return new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, key, values)] });
}

/**
 * Runs an operator's catalogue write in one transaction with its audit row, then forgets this process's
 * kept catalogue pages; the other API processes hear of it through `catalogue_changes` (the triggers of
 * migration catalogue-change-notifications), so members everywhere see the change at once.
 */
async function writeCatalogue<After, Answer = After>(
  orm: Orm,
  caches: CacheForgetting | undefined,
  write: AuditedWrite,
  change: (tx: Executor) => Promise<AuditedChange<After, Answer>>,
): Promise<Answer> {
  const result = await auditedWrite(orm, write, change);
  // Read-your-writes: this process's next list read must not wait for the notice.
  caches?.forget('cataloguePages');
  return result;
}

async function presentPrivilegeById(db: Executor, privilegeId: number, now: Date): Promise<AdminPrivilege> {
  const row = await findAdminPrivilege(db, privilegeId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentAdminPrivilege(row, now);
}

/** A privilege of another company than the operator's answers as a missing one (decision 063). */
async function requirePrivilegeInScope(db: Executor, scope: CompanyScope, privilegeId: number): Promise<void> {
  if (!(await isPrivilegeInScope(db, privilegeId, scope))) throw new AppError('NOT_FOUND');
}

export type AdminPrivilegeListQuery = Omit<AdminPrivilegeQuery, 'now'>;

export async function listPrivilegesForOperators(db: Executor, query: AdminPrivilegeListQuery, now = new Date()) {
  const { rows, total } = await selectAdminPrivilegePage(db, { ...query, now });
  return pagedListOf(
    rows.map((row) => presentAdminPrivilege(row, now)),
    query,
    total,
  );
}

export async function getPrivilegeForOperators(
  db: Executor,
  scope: CompanyScope,
  privilegeId: number,
  now = new Date(),
): Promise<AdminPrivilege> {
  await requirePrivilegeInScope(db, scope, privilegeId);
  return presentPrivilegeById(db, privilegeId, now);
}

/**
 * The privilege's fields as stored, after checking what the contract cannot: the category, subcategory
 * (of that category), group, partner and tier exist.
 */
async function privilegeFieldsOf(db: Executor, input: PrivilegeInput): Promise<PrivilegeFieldsRow> {
  // One after another: `db` is the write's transaction, whose one connection runs one query at a time.
  const category = await findCategory(db, input.category_id);
  const subcategory = input.subcategory_id === null ? undefined : await findSubcategory(db, input.subcategory_id);
  const group = input.group_id === null ? undefined : await findGroup(db, input.group_id);
  const partner = await findPartner(db, input.partner_id);
  // The table as stored, not an app's copy: an operator's write checks against the tiers as they are now.
  const tiers = await UNCACHED_TIERS.read(db);
  if (!category) throw refused('category_id', 'unknownChoice');
  if (input.subcategory_id !== null) {
    if (!subcategory) throw refused('subcategory_id', 'unknownChoice');
    if (subcategory.categoryId !== category.id) throw refused('subcategory_id', 'subcategoryOutsideCategory');
  }
  if (input.group_id !== null && !group) throw refused('group_id', 'unknownChoice');
  if (!partner) throw refused('partner_id', 'unknownChoice');
  const tier = input.min_tier === null ? null : tiers.find((row) => row.code === input.min_tier);
  if (tier === undefined) throw refused('min_tier', 'unknownChoice');
  return {
    categoryId: input.category_id,
    subcategoryId: input.subcategory_id,
    groupId: input.group_id,
    partnerId: input.partner_id,
    kind: input.kind,
    titleEn: input.title_en,
    titleTh: input.title_th,
    descriptionEn: input.description_en,
    descriptionTh: input.description_th,
    conditionsEn: input.conditions_en,
    conditionsTh: input.conditions_th,
    imageUrl: input.image_url,
    pointCost: input.point_cost,
    perMemberLimit: input.per_member_limit,
    minTierId: tier?.id ?? null,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    couponValidDays: input.coupon_valid_days,
    sort: input.sort,
  };
}

export async function createPrivilege(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  scope: CompanyScope,
  input: NewPrivilegeInput,
  now = new Date(),
): Promise<AdminPrivilege> {
  const write = { actor, action: 'privilege.create', entity: 'privilege', at: now } as const;
  return writeCatalogue(orm, caches, write, async (tx) => {
    const fields = await privilegeFieldsOf(tx, input);
    await requirePartnerInScope(tx, scope, fields.partnerId);
    const row = await insertPrivilege(tx, { ...fields, stockTotal: input.stock_total });
    return { entityId: row.id, after: await presentPrivilegeById(tx, row.id, now) };
  });
}

/**
 * Replaces what members see; a window that would leave one of the privilege's flash sales outside is
 * refused, and so is a company-limited operator's move to another company's partner.
 */
export async function updatePrivilege(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  scope: CompanyScope,
  privilegeId: number,
  input: PrivilegeInput,
  now = new Date(),
): Promise<AdminPrivilege> {
  const write = { actor, action: 'privilege.update', entity: 'privilege', at: now } as const;
  return writeCatalogue(orm, caches, write, async (tx) => {
    await requirePrivilegeInScope(tx, scope, privilegeId);
    if (!(await lockPrivilegeStock(tx, privilegeId))) throw new AppError('NOT_FOUND');
    const before = await presentPrivilegeById(tx, privilegeId, now);
    requireRevision(before.revision, input.revision);
    const fields = await privilegeFieldsOf(tx, input);
    await requirePartnerInScope(tx, scope, fields.partnerId);
    const outside = await findFlashSaleOutside(tx, { privilegeId, startsAt: fields.startsAt, endsAt: fields.endsAt });
    if (outside) throw refused('starts_at', 'windowOutsideFlashSales', { id: outside.id });
    await updatePrivilegeFields(tx, privilegeId, fields);
    return { entityId: privilegeId, before, after: await presentPrivilegeById(tx, privilegeId, now) };
  });
}

/**
 * The privilege as the media module's image owner (`POST /privileges/{id}/image`): the picture's URL saved
 * in the upload's transaction, audited there as `privilege.image`; members see it at once through the
 * catalogue_changes notice the update raises.
 */
export const privilegeImageOwner: ImageOwner = {
  action: 'privilege.image',
  save: async (tx, privilegeId, image, companies) =>
    (await isPrivilegeInScope(tx, privilegeId, companies))
      ? ((await replacePrivilegeImage(tx, privilegeId, image.url)) ?? null)
      : null,
};

export interface StockChange {
  privilegeId: number;
  companies: CompanyScope;
  /** Added to the total; negative withdraws. */
  add: number;
  idempotencyKey?: string | undefined;
}

/**
 * Adds or withdraws stock under the privilege's row lock (the lock redemptions queue on too), never below
 * what was redeemed. With an Idempotency-Key a repeat, even in parallel, answers the first change.
 */
export async function changePrivilegeStock(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  change: StockChange,
  now = new Date(),
): Promise<AdminPrivilege> {
  const write = { actor, action: 'privilege.stock', entity: 'privilege', at: now } as const;
  const changed = await orm.transaction(async (tx) => {
    await requirePrivilegeInScope(tx, change.companies, change.privilegeId);
    const current = await lockPrivilegeStock(tx, change.privilegeId);
    if (!current) throw new AppError('NOT_FOUND');
    const request = {
      operatorId: actor.operatorId,
      key: change.idempotencyKey,
      payload: { call: 'ChangePrivilegeStock', id: change.privilegeId, add: change.add },
    };
    // The audited change runs inside the idempotent call's claim: a repeat answers the first change.
    return runOperatorIdempotentLocked(tx, request, () =>
      auditedChange(tx, write, async () => {
        const before = { stock_total: current.stockTotal, stock_used: current.stockUsed };
        if (!(await addPrivilegeStock(tx, change.privilegeId, change.add))) {
          throw refused('add', 'stockBelowRedeemed', {
            total: current.stockTotal + change.add,
            used: current.stockUsed,
          });
        }
        const answer = await presentPrivilegeById(tx, change.privilegeId, now);
        const after = { add: change.add, stock_total: answer.stock_total, stock_used: answer.stock_used };
        return { entityId: change.privilegeId, before, after, answer };
      }),
    );
  });
  // Read-your-writes: this process's next list read must not wait for the notice.
  caches?.forget('cataloguePages');
  return changed;
}

export async function listFlashSalesOf(
  db: Executor,
  scope: CompanyScope,
  privilegeId: number,
  paging: { page: number; limit: number },
  now = new Date(),
) {
  const [isInScope, page] = await Promise.all([
    isPrivilegeInScope(db, privilegeId, scope),
    selectFlashSalesOf(db, privilegeId, paging),
  ]);
  if (!isInScope) throw new AppError('NOT_FOUND');
  return pagedListOf(
    page.rows.map((row) => presentAdminFlashSale(row, now)),
    paging,
    page.total,
  );
}

/**
 * Opens a flash-sale window with its own price and stock. The window must end in the future, lie
 * inside the privilege's own window and not overlap another of its flash sales (a member could not
 * tell which price applies); the price must undercut the normal one. Checked under the privilege's
 * lock, so two overlapping sales opened at once cannot both pass.
 */
export async function createFlashSale(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  scope: CompanyScope,
  privilegeId: number,
  input: FlashSaleInput,
  now = new Date(),
): Promise<AdminFlashSale> {
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if (endsAt <= startsAt) throw refused('ends_at', 'windowEndsBeforeStart');
  if (endsAt <= now) throw refused('ends_at', 'windowOver');
  const write = { actor, action: 'flash_sale.create', entity: 'flash_sale', at: now } as const;
  return writeCatalogue(orm, caches, write, async (tx) => {
    await requirePrivilegeInScope(tx, scope, privilegeId);
    const privilege = await lockPrivilegeStock(tx, privilegeId);
    if (!privilege) throw new AppError('NOT_FOUND');
    if (input.point_cost >= privilege.pointCost) {
      throw refused('point_cost', 'flashSalePrice', { price: privilege.pointCost });
    }
    if (startsAt < privilege.startsAt || endsAt > privilege.endsAt)
      throw refused('starts_at', 'windowOutsidePrivilege');
    const overlapping = await findOverlappingFlashSale(tx, { privilegeId, startsAt, endsAt });
    if (overlapping) throw refused('starts_at', 'windowOverlaps', { id: overlapping.id });
    const row = await insertFlashSale(tx, {
      privilegeId,
      pointCost: input.point_cost,
      stockTotal: input.stock_total,
      startsAt,
      endsAt,
    });
    return { entityId: row.id, after: presentAdminFlashSale(row, now) };
  });
}

/** Removes a flash sale before it starts; once it has, members may have bought from it: NOT_ACTIVE. */
export async function deleteFlashSale(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  scope: CompanyScope,
  flashSaleId: number,
  now = new Date(),
): Promise<AdminFlashSale> {
  const write = { actor, action: 'flash_sale.delete', entity: 'flash_sale', at: now } as const;
  return writeCatalogue(orm, caches, write, async (tx) => {
    const sale = await findFlashSale(tx, flashSaleId);
    if (!sale) throw new AppError('NOT_FOUND');
    await requirePrivilegeInScope(tx, scope, sale.privilegeId);
    await lockPrivilegeStock(tx, sale.privilegeId);
    const deleted = await deleteFlashSaleBefore(tx, flashSaleId, now);
    if (!deleted) throw new AppError('NOT_ACTIVE');
    const before = presentAdminFlashSale(deleted, now);
    return { entityId: flashSaleId, before, answer: before };
  });
}

/** One privilege as the operator CLI lists it, with its current or next flash sale if any. */
export interface CatalogueAdminRow {
  id: number;
  categoryCode: string;
  titleEn: string;
  kind: string;
  pointCost: number;
  stockTotal: number;
  stockUsed: number;
  perMemberLimit: number;
  minTierCode: string | null;
  endsAt: Date;
  flashSale: FlashSaleRow | null;
}

/** The catalogue in display order, optionally one category's (the operator CLI's listing). */
export async function listCatalogueForOperators(
  db: Executor,
  filter: { categoryId?: number | undefined },
  now = new Date(),
): Promise<CatalogueAdminRow[]> {
  const [rows, coming] = await Promise.all([
    selectCatalogueInOrder(db, filter.categoryId),
    selectComingFlashSales(db, now),
  ]);
  const byPrivilege = new Map<number, FlashSaleRow>();
  for (const sale of coming) if (!byPrivilege.has(sale.privilegeId)) byPrivilege.set(sale.privilegeId, sale);
  return rows.map((row) => ({ ...row, flashSale: byPrivilege.get(row.id) ?? null }));
}

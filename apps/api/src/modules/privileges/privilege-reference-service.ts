import {
  type AdminCategory,
  type AdminGroup,
  type AdminPartner,
  type AdminSubcategory,
  type CategoryInput,
  fieldError,
  type GroupInput,
  type PartnerInput,
  type SubcategoryInput,
} from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { CacheForgetting } from '../../caches.js';
import type { Executor, Orm } from '../../db/client.js';
import { pagedListOf } from '../../paged-list.js';
import { type AuditActor, type AuditedChange, type AuditedWrite, auditedWrite } from '../audit/audit-service.js';
import {
  presentAdminCategory,
  presentAdminGroup,
  presentAdminPartner,
  presentAdminSubcategory,
} from './privilege-admin-presenter.js';
import * as references from './privilege-reference-repository.js';

/**
 * Categories, subcategories, groups and partners with their stores (DESIGN §11 catalogue): each write one
 * audited write, then this process's kept catalogue pages forgotten (read-your-writes); the others hear of
 * it through `catalogue_changes`.
 */
async function writeReference<After>(
  orm: Orm,
  caches: CacheForgetting | undefined,
  write: AuditedWrite,
  change: (tx: Executor) => Promise<AuditedChange<After, After>>,
): Promise<After> {
  const result = await auditedWrite(orm, write, change);
  caches?.forget('cataloguePages');
  return result;
}

export type ReferenceListQuery = references.ReferenceQuery;

function refused(field: string, key: Parameters<typeof fieldError>[1], values: Record<string, unknown> = {}) {
  return new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, key, values)] });
}

export async function listCategories(db: Executor, query: ReferenceListQuery) {
  const { rows, total } = await references.selectCategoryPage(db, query);
  return pagedListOf(rows.map(presentAdminCategory), query, total);
}

function categoryValues(input: CategoryInput) {
  return { code: input.code, nameEn: input.name_en, nameTh: input.name_th, iconUrl: input.icon_url, sort: input.sort };
}

export async function createCategory(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  input: CategoryInput,
): Promise<AdminCategory> {
  return writeReference(orm, caches, { actor, action: 'category.create', entity: 'category' }, async (tx) => {
    const row = await references.insertCategory(tx, categoryValues(input));
    if (!row) throw refused('code', 'codeTaken');
    const after = presentAdminCategory(row);
    return { entityId: row.id, after };
  });
}

export async function updateCategory(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  id: number,
  input: CategoryInput,
): Promise<AdminCategory> {
  return writeReference(orm, caches, { actor, action: 'category.update', entity: 'category' }, async (tx) => {
    const current = await references.findCategory(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    if (await references.categoryCodeTaken(tx, input.code, id)) throw refused('code', 'codeTaken');
    const row = await references.updateCategory(tx, id, categoryValues(input));
    if (!row) throw refused('code', 'codeTaken');
    const after = presentAdminCategory(row);
    const before = presentAdminCategory(current);
    return { entityId: id, before, after };
  });
}

export async function listSubcategories(db: Executor, query: ReferenceListQuery & { categoryId?: number | undefined }) {
  const { rows, total } = await references.selectSubcategoryPage(db, query);
  return pagedListOf(rows.map(presentAdminSubcategory), query, total);
}

async function subcategoryValues(tx: Executor, input: SubcategoryInput) {
  if (!(await references.findCategory(tx, input.category_id))) throw refused('category_id', 'unknownChoice');
  return { categoryId: input.category_id, nameEn: input.name_en, nameTh: input.name_th, sort: input.sort };
}

export async function createSubcategory(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  input: SubcategoryInput,
): Promise<AdminSubcategory> {
  return writeReference(orm, caches, { actor, action: 'subcategory.create', entity: 'subcategory' }, async (tx) => {
    const row = await references.insertSubcategory(tx, await subcategoryValues(tx, input));
    const after = presentAdminSubcategory(row);
    return { entityId: row.id, after };
  });
}

export async function updateSubcategory(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  id: number,
  input: SubcategoryInput,
): Promise<AdminSubcategory> {
  return writeReference(orm, caches, { actor, action: 'subcategory.update', entity: 'subcategory' }, async (tx) => {
    const current = await references.findSubcategory(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    const row = await references.updateSubcategory(tx, id, await subcategoryValues(tx, input));
    if (!row) throw new AppError('NOT_FOUND');
    const [before, after] = [presentAdminSubcategory(current), presentAdminSubcategory(row)];
    return { entityId: id, before, after };
  });
}

export async function listGroups(db: Executor, query: ReferenceListQuery) {
  const { rows, total } = await references.selectGroupPage(db, query);
  return pagedListOf(rows.map(presentAdminGroup), query, total);
}

function groupValues(input: GroupInput) {
  return { nameEn: input.name_en, nameTh: input.name_th, imageUrl: input.image_url, sort: input.sort };
}

export async function createGroup(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  input: GroupInput,
): Promise<AdminGroup> {
  return writeReference(orm, caches, { actor, action: 'group.create', entity: 'group' }, async (tx) => {
    const row = await references.insertGroup(tx, groupValues(input));
    const after = presentAdminGroup(row);
    return { entityId: row.id, after };
  });
}

export async function updateGroup(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  id: number,
  input: GroupInput,
): Promise<AdminGroup> {
  return writeReference(orm, caches, { actor, action: 'group.update', entity: 'group' }, async (tx) => {
    const current = await references.findGroup(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    const row = await references.updateGroup(tx, id, groupValues(input));
    if (!row) throw new AppError('NOT_FOUND');
    const [before, after] = [presentAdminGroup(current), presentAdminGroup(row)];
    return { entityId: id, before, after };
  });
}

export async function listPartners(db: Executor, query: ReferenceListQuery) {
  const { rows, total } = await references.selectPartnerPage(db, query);
  const stores = await references.storesOf(
    db,
    rows.map((row) => row.id),
  );
  return pagedListOf(
    rows.map((row) => presentAdminPartner(row, stores)),
    query,
    total,
  );
}

/** Whether a partner has this id (an export filtered by partner refuses one that has not). */
export async function hasPartner(db: Executor, partnerId: number): Promise<boolean> {
  return (await references.findPartner(db, partnerId)) !== undefined;
}

/** A partner's store codes, or undefined when no partner has this id (an API client acts for some, DESIGN §13). */
export async function storeCodesOfPartner(db: Executor, partnerId: number): Promise<string[] | undefined> {
  const partner = await references.findPartner(db, partnerId);
  if (!partner) return undefined;
  return (await references.storesOf(db, [partnerId])).map((store) => store.code);
}

async function presentPartnerById(db: Executor, id: number): Promise<AdminPartner> {
  const row = await references.findPartner(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentAdminPartner(row, await references.storesOf(db, [id]));
}

/** Two stores of one edit with the same code, or a code another partner's store holds: the first such store's field. */
async function checkStoreCodes(tx: Executor, input: PartnerInput, keptIds: number[]): Promise<void> {
  const codes = input.stores.map((store) => store.code);
  const repeated = codes.findIndex((code, index) => codes.indexOf(code) !== index);
  if (repeated >= 0) throw refused(`stores.${repeated}.code`, 'codeTaken');
  const taken = await references.storeCodesTaken(tx, codes, keptIds);
  const clash = codes.findIndex((code) => taken.includes(code));
  if (clash >= 0) throw refused(`stores.${clash}.code`, 'codeTaken');
}

/**
 * Writes the partner's store list: listed stores with an id are rewritten, those without are added, the
 * partner's other stores are removed unless a redemption was used at one (the history names it).
 */
async function replaceStores(tx: Executor, partnerId: number, input: PartnerInput): Promise<void> {
  const existing = await references.storesOf(tx, [partnerId]);
  const existingIds = new Set(existing.map((store) => store.id));
  const unknown = input.stores.findIndex((store) => store.id !== undefined && !existingIds.has(store.id));
  if (unknown >= 0) throw refused(`stores.${unknown}.id`, 'unknownChoice');
  const keptIds = input.stores.flatMap((store) => (store.id === undefined ? [] : [store.id]));
  const removed = existing.filter((store) => !keptIds.includes(store.id));
  const inUse = await references.storesWithRedemptions(
    tx,
    removed.map((store) => store.id),
  );
  const firstInUse = removed.find((store) => inUse.includes(store.id));
  if (firstInUse) throw refused('stores', 'storeInUse', { code: firstInUse.code });
  await checkStoreCodes(tx, input, keptIds);
  await references.deleteStores(
    tx,
    removed.map((store) => store.id),
  );
  await references.parkStoreCodes(tx, keptIds);
  for (const store of input.stores) {
    if (store.id !== undefined) {
      await references.updateStore(tx, store.id, { code: store.code, nameEn: store.name_en, nameTh: store.name_th });
    }
  }
  await references.insertStores(
    tx,
    input.stores
      .filter((store) => store.id === undefined)
      .map((store) => ({ partnerId, code: store.code, nameEn: store.name_en, nameTh: store.name_th })),
  );
}

function partnerValues(input: PartnerInput) {
  return { nameEn: input.name_en, nameTh: input.name_th, logoUrl: input.logo_url };
}

export async function createPartner(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  input: PartnerInput,
): Promise<AdminPartner> {
  return writeReference(orm, caches, { actor, action: 'partner.create', entity: 'partner' }, async (tx) => {
    if (input.stores.some((store) => store.id !== undefined)) {
      throw refused(`stores.${input.stores.findIndex((store) => store.id !== undefined)}.id`, 'unknownChoice');
    }
    const row = await references.insertPartner(tx, partnerValues(input));
    await replaceStores(tx, row.id, input);
    const after = await presentPartnerById(tx, row.id);
    return { entityId: row.id, after };
  });
}

export async function updatePartner(
  orm: Orm,
  caches: CacheForgetting | undefined,
  actor: AuditActor,
  id: number,
  input: PartnerInput,
): Promise<AdminPartner> {
  return writeReference(orm, caches, { actor, action: 'partner.update', entity: 'partner' }, async (tx) => {
    if (!(await references.lockPartner(tx, id))) throw new AppError('NOT_FOUND');
    const before = await presentPartnerById(tx, id);
    await references.updatePartner(tx, id, partnerValues(input));
    await replaceStores(tx, id, input);
    const after = await presentPartnerById(tx, id);
    return { entityId: id, before, after };
  });
}

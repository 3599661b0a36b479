import type {
  getGroupCategoryList,
  getPrivilegeCategories,
  getPrivilegeList,
  getPrivilegeSubCategories,
  Language,
  PrivilegeDetail,
} from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import type { PageRequest } from './card-query.js';
import {
  type CardPage,
  findCategory,
  findGroup,
  findPrivilegeDetail,
  listCategories,
  listSubcategories,
  selectExclusivePage,
  selectFavouritePage,
  selectFlashSalePage,
  selectGroupPage,
  selectGroupPrivilegePage,
  selectMainPage,
} from './catalogue-repository.js';
import {
  presentCard,
  presentCategory,
  presentDetail,
  presentGroup,
  presentSubcategory,
} from './privilege-presenter.js';

type Categories = z.output<typeof getPrivilegeCategories.output>;
type Subcategories = z.output<typeof getPrivilegeSubCategories.output>;
type MainListQuery = z.output<typeof getPrivilegeList.input>;
type GroupListAnswer = z.output<typeof getGroupCategoryList.output>;

/** Who asks, in which language, at which instant: every catalogue read is the member's view of it. */
export interface Viewer {
  memberId: number;
  language: Language;
  now?: Date;
}

function pageAnswer<T>(items: T[], total: number, request: PageRequest) {
  const offset = (request.page - 1) * request.limit;
  return { items, page: request.page, limit: request.limit, total, end_page: offset + items.length >= total };
}

function cardPage(page: CardPage, request: PageRequest, language: Language) {
  return pageAnswer(
    page.rows.map((row) => presentCard(row, language)),
    page.total,
    request,
  );
}

function scopeOf(viewer: Viewer) {
  return { memberId: viewer.memberId, now: viewer.now ?? new Date() };
}

export async function getCategories(db: Executor, language: Language): Promise<Categories> {
  return (await listCategories(db)).map((row) => presentCategory(row, language));
}

/** The subcategories of a category; an unknown category is NOT_FOUND, not an empty list. */
export async function getSubcategories(db: Executor, categoryId: number, language: Language): Promise<Subcategories> {
  const [category, rows] = await Promise.all([findCategory(db, categoryId), listSubcategories(db, categoryId)]);
  if (!category) throw new AppError('NOT_FOUND');
  return rows.map((row) => presentSubcategory(row, language));
}

/** Privilege/GetPrivilegeList: by category, subcategory or keyword (ranked), 30 a page. */
export async function listPrivileges(db: Executor, viewer: Viewer, query: MainListQuery) {
  const page = await selectMainPage(db, scopeOf(viewer), {
    page: query.page,
    limit: query.limit,
    categoryId: query.Category_Id,
    subcategoryId: query.Sub_Category_Id,
    keyword: query.Keyword,
  });
  return cardPage(page, query, viewer.language);
}

export async function listExclusivePrivileges(db: Executor, viewer: Viewer, request: PageRequest) {
  return cardPage(await selectExclusivePage(db, scopeOf(viewer), request), request, viewer.language);
}

export async function listFavouritePrivileges(db: Executor, viewer: Viewer, request: PageRequest) {
  return cardPage(await selectFavouritePage(db, scopeOf(viewer), request), request, viewer.language);
}

export async function listFlashSales(db: Executor, viewer: Viewer, request: PageRequest) {
  return cardPage(await selectFlashSalePage(db, scopeOf(viewer), request), request, viewer.language);
}

/** Privilege/GetGroupCategoryList: the groups, or with `gId` that group's privileges (NOT_FOUND for an unknown group). */
export async function listGroupsOrGroupPrivileges(
  db: Executor,
  viewer: Viewer,
  request: PageRequest & { gId?: number },
): Promise<GroupListAnswer> {
  const scope = scopeOf(viewer);
  if (request.gId === undefined) {
    const page = await selectGroupPage(db, scope.now, request);
    return pageAnswer(
      page.rows.map((row) => presentGroup(row, viewer.language)),
      page.total,
      request,
    );
  }
  const [group, page] = await Promise.all([
    findGroup(db, request.gId),
    selectGroupPrivilegePage(db, scope, { ...request, groupId: request.gId }),
  ]);
  if (!group) throw new AppError('NOT_FOUND');
  return cardPage(page, request, viewer.language);
}

/**
 * Privilege/GetPrivilegeDetail: shown whatever its window (a history links here), but only under its own
 * category, so a stale pair of session-stored ids is NOT_FOUND rather than another privilege.
 */
export async function getPrivilegeDetail(
  db: Executor,
  viewer: Viewer,
  ids: { privilegeId: number; categoryId: number },
): Promise<PrivilegeDetail> {
  const scope = scopeOf(viewer);
  const row = await findPrivilegeDetail(db, scope, ids.privilegeId);
  if (!row || row.categoryId !== ids.categoryId) throw new AppError('NOT_FOUND');
  return presentDetail(row, viewer.language, scope.now);
}

import type {
  getGroupCategoryList,
  getPrivilegeCategories,
  getPrivilegeList,
  getPrivilegeSubCategories,
  Language,
  PrivilegeCard,
  PrivilegeDetail,
} from '@loyalty/contracts';
import { PRIVILEGE_PAGE_SIZES } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { pointBalance as pointBalanceOf } from '../points/point-service.js';
import { heldTierOf, type MemberTierReaders } from '../tiers/member-tier-service.js';
import {
  type CatalogueCaches,
  cardPage,
  memberCardPage,
  pageAnswer,
  plainCardsOf,
  reachedSpendingFor,
  reachedSpendingOf,
  readSharedPage,
  scopeOf,
  sharedPage,
  type Viewer,
} from './privilege-card-pages.js';
import type { PageRequest } from './privilege-card-repository.js';
import {
  inLanguage,
  presentCard,
  presentCategory,
  presentDetail,
  presentGroup,
  presentSubcategory,
} from './privilege-presenter.js';
import {
  type Affordability,
  type CategoryRow,
  type DetailKey,
  detailKeyIdOf,
  findCategory,
  findGroup,
  findPrivilegeDetails,
  findVisiblePrivilegeText,
  listCategories,
  listSubcategories,
  type MainPageFilter,
  selectExclusivePage,
  selectFavouritePage,
  selectFlashSalePage,
  selectGroupPage,
  selectGroupPrivilegePage,
  selectMainPage,
  selectPartnerPage,
} from './privilege-repository.js';

type Categories = z.output<typeof getPrivilegeCategories.output>;
type Subcategories = z.output<typeof getPrivilegeSubCategories.output>;
type MainListQuery = z.output<typeof getPrivilegeList.input>;
type GroupListAnswer = z.output<typeof getGroupCategoryList.output>;

/** The subcategories of a category; an unknown category is NOT_FOUND, not an empty list. */
export async function getSubcategories(db: Executor, categoryId: number, language: Language): Promise<Subcategories> {
  const [category, rows] = await Promise.all([findCategory(db, categoryId), listSubcategories(db, categoryId)]);
  if (!category) throw new AppError('NOT_FOUND');
  return rows.map((row) => presentSubcategory(row, language));
}

/**
 * Privilege/GetPrivilegeList: by category, subcategory or keyword (ranked), 30 a page. The page is kept
 * and shared by every member; the hearts on it are the member's own, added per request.
 */
export async function listPrivileges(
  db: Executor,
  caches: CatalogueCaches | undefined,
  viewer: Viewer,
  query: MainListQuery,
) {
  const now = viewer.now ?? new Date();
  const filter: MainPageFilter = {
    page: query.page,
    limit: query.limit,
    categoryId: query.Category_Id,
    subcategoryId: query.Sub_Category_Id,
    keyword: query.Keyword,
    sort: query.Sort_By,
    affordable: query.Affordable_Only ? await affordabilityOf(db, caches, viewer, now) : undefined,
  };
  return memberCardPage(db, caches, viewer, await sharedMainPage(db, caches, now, filter), query);
}

/** What "points I can use" compares against: the balance now and the viewer's tier threshold. */
async function affordabilityOf(
  db: Executor,
  readers: MemberTierReaders | undefined,
  viewer: Viewer,
  now: Date,
): Promise<Affordability> {
  const [pointBalance, spending] = await Promise.all([
    pointBalanceOf(db, viewer.memberId, now),
    reachedSpendingOf(db, readers, viewer, now),
  ]);
  return { pointBalance, spending };
}

/**
 * A page of the main list as every member asking the same shares it (kept, decision 013). The key holds
 * every input that changes the page: an affordable page is shared by members with the same balance and tier.
 */
function sharedMainPage(db: Executor, caches: CatalogueCaches | undefined, now: Date, filter: MainPageFilter) {
  const affordable = filter.affordable ? [filter.affordable.pointBalance, filter.affordable.spending] : null;
  const key = [
    'main',
    filter.categoryId,
    filter.subcategoryId,
    filter.keyword,
    filter.page,
    filter.limit,
    filter.sort ?? null,
    affordable,
  ];
  return readSharedPage(db, caches, key, now, async () => sharedPage(await selectMainPage(db, { now }, filter)));
}

/**
 * The cards the privilege screen shows on arrival (the main list's first page, no filter) with no
 * member's hearts, from the page GetPrivilegeList keeps, so they are exactly as fresh as that list: what
 * the screen's HTML draws before its script (decision 036). The same array while the page is kept.
 */
export async function firstListedCards(
  db: Executor,
  caches: CatalogueCaches | undefined,
  language: Language,
  now = new Date(),
) {
  const request = { page: 1, limit: PRIVILEGE_PAGE_SIZES.main };
  const page = await sharedMainPage(db, caches, now, request);
  return plainCardsOf(page, language, request);
}

/** The categories as the privilege screen's HTML draws them: presented once per kept list and language. */
const categoriesByRows = new WeakMap<readonly CategoryRow[], Map<Language, Categories>>();

/**
 * Privilege/GetPrivilegeCategories, and the categories the privilege screen's HTML draws (decision 036):
 * through this process's catalogue cache, like the pages, which `catalogue_changes` forgets when a
 * category changes (decision 041); presented once per kept list and language.
 */
export async function sharedCategories(
  db: Executor,
  caches: CatalogueCaches | undefined,
  language: Language,
  now = new Date(),
): Promise<Categories> {
  const rows = await readSharedPage(db, caches, ['categories'], now, () => listCategories(db));
  let byLanguage = categoriesByRows.get(rows);
  if (!byLanguage) {
    byLanguage = new Map();
    categoriesByRows.set(rows, byLanguage);
  }
  let categories = byLanguage.get(language);
  if (!categories) {
    categories = Object.freeze(rows.map((row) => Object.freeze(presentCategory(row, language)))) as Categories;
    byLanguage.set(language, categories);
  }
  return categories;
}

/**
 * Privilege/GetExclusivePrivilegeList: what the member's tier reaches. The page is kept per tier and
 * shared by that tier's members (decision 013); the hearts are the member's own.
 */
export async function listExclusivePrivileges(
  db: Executor,
  caches: CatalogueCaches | undefined,
  viewer: Viewer,
  request: PageRequest,
) {
  const now = viewer.now ?? new Date();
  const tier = await heldTierOf(db, caches, viewer.memberId, now);
  const key = ['exclusive', tier.id, tier.minSpending, request.page, request.limit];
  const page = await readSharedPage(db, caches, key, now, async () =>
    sharedPage(await selectExclusivePage(db, { now }, { ...request, tierMinSpending: tier.minSpending })),
  );
  return memberCardPage(db, caches, viewer, page, request);
}

export async function listFavouritePrivileges(db: Executor, viewer: Viewer, request: PageRequest) {
  const scope = scopeOf(viewer);
  const page = await selectFavouritePage(db, scope, request);
  return cardPage(
    page,
    request,
    viewer.language,
    await reachedSpendingFor(db, undefined, viewer, page.rows, scope.now),
  );
}

export async function listFlashSales(
  db: Executor,
  caches: CatalogueCaches | undefined,
  viewer: Viewer,
  request: PageRequest,
) {
  const now = viewer.now ?? new Date();
  const page = await readSharedPage(db, caches, ['flash-sales', request.page, request.limit], now, async () =>
    sharedPage(await selectFlashSalePage(db, { now }, request)),
  );
  return memberCardPage(db, caches, viewer, page, request);
}

/** Privilege/GetGroupCategoryList: the groups, or with `gId` that group's privileges (NOT_FOUND for an unknown group). */
export async function listGroupsOrGroupPrivileges(
  db: Executor,
  caches: CatalogueCaches | undefined,
  viewer: Viewer,
  request: PageRequest & { gId?: number },
): Promise<GroupListAnswer> {
  const now = viewer.now ?? new Date();
  const groupId = request.gId;
  if (groupId === undefined) {
    const page = await readSharedPage(db, caches, ['groups', request.page, request.limit], now, () =>
      selectGroupPage(db, now, request),
    );
    return pageAnswer(
      page.rows.map((row) => presentGroup(row, viewer.language)),
      page.total,
      request,
    );
  }
  const { isFound, page } = await readSharedPage(
    db,
    caches,
    ['group', groupId, request.page, request.limit],
    now,
    async () => {
      const [group, cards] = await Promise.all([
        findGroup(db, groupId),
        selectGroupPrivilegePage(db, { now }, { ...request, groupId }),
      ]);
      return { isFound: group !== undefined, page: sharedPage(cards) };
    },
  );
  if (!isFound) throw new AppError('NOT_FOUND');
  return memberCardPage(db, caches, viewer, page, request);
}

/**
 * The privileges a partner offers now, as the catalogue's cards with the viewer's hearts: what a
 * company or brand's detail lists (DESIGN §12), the first `limit` in catalogue order.
 */
export async function listPartnerPrivileges(
  db: Executor,
  viewer: Viewer,
  request: { partnerId: number; limit: number },
): Promise<PrivilegeCard[]> {
  const scope = scopeOf(viewer);
  const page = await selectPartnerPage(db, scope, { ...request, page: 1 });
  const reachedSpending = await reachedSpendingFor(db, undefined, viewer, page.rows, scope.now);
  return page.rows.map((row) => presentCard(row, viewer.language, reachedSpending));
}

/**
 * Privilege/GetPrivilegeDetail: shown whatever its window (a history links here), but only under its own
 * category, so a stale pair of session-stored ids is NOT_FOUND rather than another privilege. The calls a
 * process takes in during one turn of its event loop are read by one statement (decision 066), each
 * member's with their own balance, tier and redemptions, at that read's instant.
 */
export function privilegeDetailReader(db: Executor) {
  const detailOf = readTogether(async (keys: readonly DetailKey[]) => {
    const now = new Date();
    const details = await findPrivilegeDetails(db, keys, now);
    return new Map([...details].map(([id, row]) => [id, { row, now }]));
  }, detailKeyIdOf);
  return async (viewer: Viewer, ids: { privilegeId: number; categoryId: number }): Promise<PrivilegeDetail> => {
    const read = await detailOf({ memberId: viewer.memberId, privilegeId: ids.privilegeId });
    if (!read || read.row.categoryId !== ids.categoryId) throw new AppError('NOT_FOUND');
    return presentDetail(read.row, viewer.language, read.now);
  };
}

/** What a shared privilege link's preview shows of it (no member's view): undefined once members cannot see it. */
export async function getSharedPrivilege(db: Executor, privilegeId: number, language: Language, now = new Date()) {
  const row = await findVisiblePrivilegeText(db, privilegeId, now);
  if (!row) return undefined;
  return {
    categoryId: row.categoryId,
    title: inLanguage(language, row.titleEn, row.titleTh),
    description: inLanguage(language, row.descriptionEn, row.descriptionTh),
    imageUrl: row.imageUrl,
  };
}

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
import { type Executor, isTransaction } from '../../db/client.js';
import { pointBalance as pointBalanceOf } from '../points/point-service.js';
import { currentTierOf, type TierReader, UNCACHED_TIERS } from '../tiers/tier-service.js';
import type { FavouriteCache } from './favourite-cache.js';
import { memberFavouriteIds } from './favourite-service.js';
import type { PageRequest, PrivilegeCardRow } from './privilege-card-repository.js';
import type { PageCache } from './privilege-page-cache.js';
import {
  inLanguage,
  isTierLockedFor,
  presentCard,
  presentCategory,
  presentDetail,
  presentGroup,
  presentSubcategory,
} from './privilege-presenter.js';
import {
  type Affordability,
  type CardPage,
  type CategoryRow,
  findCategory,
  findGroup,
  findPrivilegeDetail,
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

/**
 * The app's caches a member's catalogue read goes through (the registry's, `caches.ts`): pages shared by
 * every member and each member's hearts. Without them (a tool, a transaction) every read is the database's.
 */
export interface CatalogueCaches {
  cataloguePages: PageCache;
  favourites: FavouriteCache;
  tiers: TierReader;
}

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

function cardPage(page: CardPage, request: PageRequest, language: Language, reachedSpending: number | undefined) {
  return pageAnswer(
    page.rows.map((row) => presentCard(row, language, reachedSpending)),
    page.total,
    request,
  );
}

function scopeOf(viewer: Viewer) {
  return { memberId: viewer.memberId, now: viewer.now ?? new Date() };
}

/** The threshold of the viewer's tier now: an exclusive card above it is locked for them. */
async function reachedSpendingOf(db: Executor, tiers: TierReader, viewer: Viewer, now: Date): Promise<number> {
  return (await currentTierOf(db, tiers, viewer.memberId, now)).minSpending;
}

/** The viewer's tier threshold when some row is exclusive (only then does it matter, and cost a read). */
function reachedSpendingFor(
  db: Executor,
  tiers: TierReader,
  viewer: Viewer,
  rows: readonly Pick<PrivilegeCardRow, 'minTierMinSpending'>[],
  now: Date,
): Promise<number | undefined> {
  if (rows.every((row) => row.minTierMinSpending === null)) return Promise.resolve(undefined);
  return reachedSpendingOf(db, tiers, viewer, now);
}

/** A card as every member sees it: the favourite flag is the member's own and is added per request. */
type SharedCard = Omit<PrivilegeCardRow, 'isFavourite'>;
type SharedCardPage = { rows: SharedCard[]; total: number };

function sharedPage(page: CardPage): SharedCardPage {
  return { rows: page.rows.map(({ isFavourite: _isFavourite, ...card }) => card), total: page.total };
}

/**
 * A page that is the same for every member, through this process's catalogue cache (DESIGN §9 lets
 * catalogue reads be slightly stale; Redeem decides on locked rows, never on a kept page).
 */
function readSharedPage<T>(
  db: Executor,
  caches: CatalogueCaches | undefined,
  key: unknown[],
  now: Date,
  load: () => Promise<T>,
): Promise<T> {
  // What a transaction reads must be what it locked and wrote, not a kept page.
  if (!caches || isTransaction(db)) return load();
  return caches.cataloguePages.read(JSON.stringify(key), now.getTime(), load);
}

type CardPageAnswer = ReturnType<typeof pageAnswer<PrivilegeCard>>;

/**
 * Answers kept with a kept page that differ only in their hearts: many members with the same hearts on
 * a page (most have none) share one. Bounded, as members' hearts differ: past this, an answer is made
 * for the request alone.
 */
const HEART_VARIANTS_PER_PAGE = 4;

/**
 * A kept page's answers, made once per page, language and hearts on it: presenting is a pure function
 * of the page, so an answer is as old as its page. Each is frozen: an answer that can never change is
 * serialized and compressed once however many members receive it (`routes/shared-answers.ts`).
 */
type KeptAnswers = { answers: Map<string, CardPageAnswer>; heartVariants: number };
const answersByPage = new WeakMap<SharedCardPage, KeptAnswers>();

function frozenAnswer(items: PrivilegeCard[], total: number, request: PageRequest): CardPageAnswer {
  for (const card of items) Object.freeze(card);
  const answer = pageAnswer(items, total, request);
  Object.freeze(answer.items);
  return Object.freeze(answer);
}

function keptAnswersOf(page: SharedCardPage): KeptAnswers {
  let kept = answersByPage.get(page);
  if (!kept) {
    kept = { answers: new Map(), heartVariants: 0 };
    answersByPage.set(page, kept);
  }
  return kept;
}

/** Where a page's answer with no hearts lit is kept among its answers; a hearts answer's key starts with it. */
const plainKeyOf = (language: Language, request: PageRequest) => `${language}:${request.page}:${request.limit}`;

/**
 * A kept page's answer with no hearts lit, in a language: made once, and the same object while the page
 * is kept. `kept` and `plainKey` are the page's (keptAnswersOf, plainKeyOf), which a hearts answer reads too.
 */
function plainAnswerOf(
  page: SharedCardPage,
  kept: KeptAnswers,
  plainKey: string,
  language: Language,
  request: PageRequest,
): CardPageAnswer {
  let plain = kept.answers.get(plainKey);
  if (!plain) {
    const items = page.rows.map((card) => presentCard({ ...card, isFavourite: false }, language));
    plain = frozenAnswer(items, page.total, request);
    kept.answers.set(plainKey, plain);
  }
  return plain;
}

/**
 * The shared cards with the viewer's own hearts (kept per member, exact through change notices) and the
 * exclusive cards above the viewer's tier locked. Answers that differ only in those are kept with the page.
 */
async function memberCardPage(
  db: Executor,
  caches: CatalogueCaches | undefined,
  viewer: Viewer,
  page: SharedCardPage,
  request: PageRequest,
) {
  const [favourites, reachedSpending] = await Promise.all([
    memberFavouriteIds(db, caches?.favourites, viewer.memberId),
    reachedSpendingFor(db, caches?.tiers ?? UNCACHED_TIERS, viewer, page.rows, viewer.now ?? new Date()),
  ]);
  const kept = keptAnswersOf(page);
  const plainKey = plainKeyOf(viewer.language, request);
  const plain = plainAnswerOf(page, kept, plainKey, viewer.language, request);
  const hearts = plain.items.filter((card) => favourites.has(card.privilege_id)).map((card) => card.privilege_id);
  const locked = new Set(page.rows.filter((row) => isTierLockedFor(row, reachedSpending)).map((row) => row.id));
  if (hearts.length === 0 && locked.size === 0) return plain;

  const heartsKey = `${plainKey}:${hearts.join(',')}:${[...locked].join(',')}`;
  const known = kept.answers.get(heartsKey);
  if (known) return known;
  const items = plain.items.map((card) => {
    const isFavourite = favourites.has(card.privilege_id);
    const isLocked = locked.has(card.privilege_id);
    return isFavourite || isLocked ? { ...card, is_favorite: isFavourite, is_tier_locked: isLocked } : card;
  });
  if (kept.heartVariants >= HEART_VARIANTS_PER_PAGE) return pageAnswer(items, page.total, request);
  const answer = frozenAnswer(items, page.total, request);
  kept.answers.set(heartsKey, answer);
  kept.heartVariants += 1;
  return answer;
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
    affordable: query.Affordable_Only
      ? await affordabilityOf(db, caches?.tiers ?? UNCACHED_TIERS, viewer, now)
      : undefined,
  };
  return memberCardPage(db, caches, viewer, await sharedMainPage(db, caches, now, filter), query);
}

/** What "points I can use" compares against: the balance now and the viewer's tier threshold. */
async function affordabilityOf(db: Executor, tiers: TierReader, viewer: Viewer, now: Date): Promise<Affordability> {
  const [pointBalance, spending] = await Promise.all([
    pointBalanceOf(db, viewer.memberId, now),
    reachedSpendingOf(db, tiers, viewer, now),
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
  return plainAnswerOf(page, keptAnswersOf(page), plainKeyOf(language, request), language, request).items;
}

/** The categories as the privilege screen's HTML draws them: presented once per kept list and language. */
const categoriesByRows = new WeakMap<readonly CategoryRow[], Map<Language, Categories>>();

/**
 * The categories through this process's catalogue cache, like the pages (decision 036's first paint reads
 * them on every visit to the privilege screen); GetPrivilegeCategories itself reads them afresh.
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
  const tier = await currentTierOf(db, caches?.tiers ?? UNCACHED_TIERS, viewer.memberId, now);
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
    await reachedSpendingFor(db, UNCACHED_TIERS, viewer, page.rows, scope.now),
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
  const reachedSpending = await reachedSpendingFor(db, UNCACHED_TIERS, viewer, page.rows, scope.now);
  return page.rows.map((row) => presentCard(row, viewer.language, reachedSpending));
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

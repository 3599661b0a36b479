import type { Language, PrivilegeCard } from '@loyalty/contracts';
import { type Executor, isTransaction } from '../../db/client.js';
import { heldTierOf, type MemberTierReaders } from '../tiers/member-tier-service.js';
import type { FavouriteCache } from './favourite-cache.js';
import { memberFavouriteIds } from './favourite-service.js';
import type { PageRequest, PrivilegeCardRow } from './privilege-card-repository.js';
import type { PageCache } from './privilege-page-cache.js';
import { isTierLockedFor, presentCard } from './privilege-presenter.js';
import type { CardPage } from './privilege-repository.js';

/**
 * The app's caches a member's catalogue read goes through (the registry's, `caches.ts`): pages shared by
 * every member, each member's hearts and each member's tier. Without them (a tool, a transaction) every
 * read is the database's.
 */
export interface CatalogueCaches extends MemberTierReaders {
  cataloguePages: PageCache;
  favourites: FavouriteCache;
}

/** Who asks, in which language, at which instant: every catalogue read is the member's view of it. */
export interface Viewer {
  memberId: number;
  language: Language;
  now?: Date;
}

export function pageAnswer<T>(items: T[], total: number, request: PageRequest) {
  const offset = (request.page - 1) * request.limit;
  return { items, page: request.page, limit: request.limit, total, end_page: offset + items.length >= total };
}

export function cardPage(
  page: CardPage,
  request: PageRequest,
  language: Language,
  reachedSpending: number | undefined,
) {
  return pageAnswer(
    page.rows.map((row) => presentCard(row, language, reachedSpending)),
    page.total,
    request,
  );
}

export function scopeOf(viewer: Viewer) {
  return { memberId: viewer.memberId, now: viewer.now ?? new Date() };
}

/** The threshold of the viewer's tier now: an exclusive card above it is locked for them. */
export async function reachedSpendingOf(
  db: Executor,
  readers: MemberTierReaders | undefined,
  viewer: Viewer,
  now: Date,
): Promise<number> {
  return (await heldTierOf(db, readers, viewer.memberId, now)).minSpending;
}

/** The viewer's tier threshold when some row is exclusive (only then does it matter). */
export function reachedSpendingFor(
  db: Executor,
  readers: MemberTierReaders | undefined,
  viewer: Viewer,
  rows: readonly Pick<PrivilegeCardRow, 'minTierMinSpending'>[],
  now: Date,
): Promise<number | undefined> {
  if (rows.every((row) => row.minTierMinSpending === null)) return Promise.resolve(undefined);
  return reachedSpendingOf(db, readers, viewer, now);
}

/** A card as every member sees it: the favourite flag is the member's own and is added per request. */
type SharedCard = Omit<PrivilegeCardRow, 'isFavourite'>;
export type SharedCardPage = { rows: SharedCard[]; total: number };

export function sharedPage(page: CardPage): SharedCardPage {
  return { rows: page.rows.map(({ isFavourite: _isFavourite, ...card }) => card), total: page.total };
}

/**
 * A page that is the same for every member, through this process's catalogue cache (DESIGN §9 lets
 * catalogue reads be slightly stale; Redeem decides on locked rows, never on a kept page).
 */
export function readSharedPage<T>(
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

/** A kept page's cards with no hearts lit, in a language: the same array while the page is kept. */
export function plainCardsOf(page: SharedCardPage, language: Language, request: PageRequest): PrivilegeCard[] {
  return plainAnswerOf(page, keptAnswersOf(page), plainKeyOf(language, request), language, request).items;
}

/**
 * The shared cards with the viewer's own hearts (kept per member, exact through change notices) and the
 * exclusive cards above the viewer's tier locked. Answers that differ only in those are kept with the page.
 */
export async function memberCardPage(
  db: Executor,
  caches: CatalogueCaches | undefined,
  viewer: Viewer,
  page: SharedCardPage,
  request: PageRequest,
) {
  const [favourites, reachedSpending] = await Promise.all([
    memberFavouriteIds(db, caches?.favourites, viewer.memberId),
    reachedSpendingFor(db, caches, viewer, page.rows, viewer.now ?? new Date()),
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

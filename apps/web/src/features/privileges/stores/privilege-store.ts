import { PRIVILEGE_PAGE_SIZES, type PrivilegeCard } from '@loyalty/contracts';
import { create } from 'zustand';
import { withLoader } from '@/components/feedback/loader-store';
import {
  fetchExclusiveList,
  fetchFavouriteList,
  fetchFlashSaleList,
  fetchGroupPrivileges,
  fetchMainList,
  type ListRequest,
  type PrivilegePage,
  updateFavourite,
} from '../api/privileges';

/** SPEC §3 privilege list state, the same shape for every list. */
export interface PrivilegeListState {
  categoryId: number | null;
  storeCode: string;
  storeCodeError: boolean;
  storeCodeErrorMessage: string;
  favIcon: boolean;
  list: PrivilegeCard[];
  page: number;
  limit: number;
  endPage: boolean;
  isLoading: boolean;
}

export type PrivilegeListName = 'main' | 'exclusive' | 'favourite' | 'flashSale' | 'group' | 'search';

/** What narrows a list besides SPEC §3's categoryId: the chip, the typed words, the group. */
export interface ListFilter {
  subcategoryId: number | null;
  keyword: string | null;
  groupId: number | null;
}

const NO_FILTER: ListFilter = { subcategoryId: null, keyword: null, groupId: null };

const PAGE_SIZES: Record<PrivilegeListName, number> = {
  main: PRIVILEGE_PAGE_SIZES.main,
  exclusive: PRIVILEGE_PAGE_SIZES.exclusive,
  favourite: PRIVILEGE_PAGE_SIZES.favourite,
  flashSale: PRIVILEGE_PAGE_SIZES.flashSale,
  group: PRIVILEGE_PAGE_SIZES.group,
  search: PRIVILEGE_PAGE_SIZES.main,
};

const FETCHERS: Record<PrivilegeListName, (request: ListRequest) => Promise<PrivilegePage>> = {
  main: fetchMainList,
  exclusive: fetchExclusiveList,
  favourite: fetchFavouriteList,
  flashSale: fetchFlashSaleList,
  group: fetchGroupPrivileges,
  search: fetchMainList,
};

/** SPEC §4: the favourite flips in these lists only. */
const FAVOURITE_LISTS: readonly PrivilegeListName[] = ['main', 'exclusive', 'favourite'];

const LIST_NAMES = Object.keys(PAGE_SIZES) as PrivilegeListName[];

export function emptyListState(name: PrivilegeListName): PrivilegeListState {
  return {
    categoryId: null,
    storeCode: '',
    storeCodeError: false,
    storeCodeErrorMessage: '',
    favIcon: false,
    list: [],
    page: 0,
    limit: PAGE_SIZES[name],
    endPage: false,
    isLoading: false,
  };
}

interface PrivilegeStoreState extends Record<PrivilegeListName, PrivilegeListState> {
  filters: Record<PrivilegeListName, ListFilter>;
  /** The last failed read of each list, shown in place of it until the next load. */
  errors: Record<PrivilegeListName, unknown>;
  redemptionId: number | null;
}

const listsOf = <T>(make: (name: PrivilegeListName) => T) =>
  Object.fromEntries(LIST_NAMES.map((name) => [name, make(name)])) as Record<PrivilegeListName, T>;

const initialState = (): PrivilegeStoreState => ({
  ...listsOf(emptyListState),
  filters: listsOf(() => NO_FILTER),
  errors: listsOf(() => null),
  redemptionId: null,
});

export const usePrivilegeStore = create<PrivilegeStoreState>()(() => initialState());

/** Each list's latest request; an answer to an older one (a category tapped before) is dropped. */
const latestRequest = new Map<PrivilegeListName, number>();
let requestCounter = 0;

async function loadPage(name: PrivilegeListName, page: number): Promise<void> {
  const state = usePrivilegeStore.getState();
  const current = state[name];
  const filter = state.filters[name];
  const request = ++requestCounter;
  latestRequest.set(name, request);
  usePrivilegeStore.setState((s) => ({
    [name]: { ...s[name], isLoading: true },
    errors: { ...s.errors, [name]: null },
  }));
  try {
    const answer = await FETCHERS[name]({ page, limit: current.limit, categoryId: current.categoryId, ...filter });
    if (latestRequest.get(name) !== request) return;
    usePrivilegeStore.setState((s) => ({
      [name]: {
        ...s[name],
        list: page === 1 ? answer.items : [...s[name].list, ...answer.items],
        page: answer.page,
        endPage: answer.end_page,
        isLoading: false,
      },
    }));
  } catch (error) {
    if (latestRequest.get(name) !== request) return;
    usePrivilegeStore.setState((s) => ({
      [name]: { ...s[name], isLoading: false },
      errors: { ...s.errors, [name]: error },
    }));
  }
}

/** Starts a list again from page 1, for a category (SPEC §3 categoryId) and any other filter. */
export function loadFirstPage(
  name: PrivilegeListName,
  categoryId: number | null = null,
  filter: Partial<ListFilter> = {},
): Promise<void> {
  usePrivilegeStore.setState((s) => ({
    [name]: { ...s[name], categoryId, list: [], page: 0, endPage: false },
    filters: { ...s.filters, [name]: { ...NO_FILTER, ...filter } },
  }));
  return loadPage(name, 1);
}

/** The next page of a list, unless it is at its end or already loading (infinite scroll). */
export function loadNextPage(name: PrivilegeListName): Promise<void> {
  const current = usePrivilegeStore.getState()[name];
  if (current.endPage || current.isLoading || current.page === 0) return Promise.resolve();
  return loadPage(name, current.page + 1);
}

/**
 * After a redemption stock and limits have moved: every list is read afresh on its next visit, even
 * those kept for the scroll restore.
 */
export function invalidatePrivilegeLists(): void {
  latestRequest.clear();
  usePrivilegeStore.setState((s) =>
    Object.fromEntries(LIST_NAMES.map((name) => [name, { ...s[name], page: 0, endPage: false, isLoading: false }])),
  );
}

/** SPEC §4: is_favorite of the privilege flips in the main, exclusive and favourite lists. */
export function flipFavourite(privilegeId: number): void {
  usePrivilegeStore.setState((s) =>
    Object.fromEntries(
      FAVOURITE_LISTS.map((name) => [
        name,
        {
          ...s[name],
          list: s[name].list.map((item) =>
            item.privilege_id === privilegeId ? { ...item, is_favorite: !item.is_favorite } : item,
          ),
        },
      ]),
    ),
  );
}

/**
 * SPEC §4 favourite toggle: sent by id and category under the loader overlay; on a 'success' answer the
 * lists flip and the heart flag takes the new state. Resolves to the new state, or null when refused.
 */
export async function toggleFavourite(privilege: {
  privilege_id: number;
  category_id: number;
}): Promise<boolean | null> {
  const body = await withLoader(() => updateFavourite(privilege.privilege_id, privilege.category_id));
  if (body.status !== 'success') return null;
  flipFavourite(privilege.privilege_id);
  setFavIcon(body.data.is_favorite);
  return body.data.is_favorite;
}

/** The heart flag of the privilege on screen (detail or redemption). */
export function setFavIcon(isFavorite: boolean): void {
  usePrivilegeStore.setState((s) => ({ main: { ...s.main, favIcon: isFavorite } }));
}

/** The store code typed on the redemption screen (SPEC §3 storeCode). */
export function setStoreCode(storeCode: string): void {
  usePrivilegeStore.setState((s) => ({ main: { ...s.main, storeCode } }));
}

/** A refused store code's message, or null to clear the error (SPEC §3 storeCodeError / storeCodeErrorMessage). */
export function setStoreCodeError(message: string | null): void {
  usePrivilegeStore.setState((s) => ({
    main: { ...s.main, storeCodeError: message !== null, storeCodeErrorMessage: message ?? '' },
  }));
}

export function setRedemptionId(redemptionId: number | null): void {
  usePrivilegeStore.setState({ redemptionId });
}

/** SPEC §4 reset: clears storeCode, the redemption id and the heart flag; the lists stay. */
export function resetPrivilegeStore(): void {
  usePrivilegeStore.setState((s) => ({
    main: { ...s.main, storeCode: '', storeCodeError: false, storeCodeErrorMessage: '', favIcon: false },
    redemptionId: null,
  }));
}

/** Everything back to empty: a new member's session (logout) or a test. */
export function clearPrivilegeStore(): void {
  latestRequest.clear();
  listsOwner = null;
  usePrivilegeStore.setState(initialState());
}

/** Whose lists, in which language, the store holds: the server words and marks them per member and language. */
let listsOwner: string | null = null;

/**
 * Empties the lists when they were read for another session or in another language, so a list kept
 * for the scroll restore never shows another member's hearts or the other language's titles.
 */
export function claimLists(sessionToken: string | null, language: string): void {
  const owner = `${sessionToken ?? ''}|${language}`;
  if (listsOwner === owner) return;
  const previous = listsOwner;
  listsOwner = owner;
  if (previous === null) return;
  latestRequest.clear();
  usePrivilegeStore.setState((s) => ({ ...listsOf(emptyListState), filters: s.filters, errors: listsOf(() => null) }));
}

export const selectStoreCode = (s: PrivilegeStoreState) => s.main.storeCode;
export const selectStoreCodeError = (s: PrivilegeStoreState) => s.main.storeCodeError;
export const selectStoreCodeErrorMessage = (s: PrivilegeStoreState) => s.main.storeCodeErrorMessage;
export const selectRedemptionId = (s: PrivilegeStoreState) => s.redemptionId;
export const selectFavIcon = (s: PrivilegeStoreState) => s.main.favIcon;

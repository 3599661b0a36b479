import type { PrivilegeCard } from '@loyalty/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorModal } from '@/components/feedback/error-modal';
import { getSessionToken } from '@/lib/storage';
import {
  claimLists,
  type ListFilter,
  loadFirstPage,
  loadNextPage,
  type PrivilegeListName,
  toggleFavourite,
  usePrivilegeStore,
} from '../stores/privilege-store';

interface ListOptions {
  categoryId?: number | null;
  filter?: Partial<ListFilter>;
  /**
   * Whether a list already in the store is shown as it is: lists that restore their scroll (SPEC §2)
   * must find the same items on return; others are read afresh on every visit.
   */
  keepLoaded?: boolean;
  /** No request until there is something to ask (a search before the first word). */
  isEnabled?: boolean;
}

const sameFilter = (a: ListFilter, b: Partial<ListFilter>) =>
  a.subcategoryId === (b.subcategoryId ?? null) &&
  a.keyword === (b.keyword ?? null) &&
  a.groupId === (b.groupId ?? null);

/** One of the store's lists for a screen: loaded on arrival or when its filter changes, paged on demand. */
export function usePrivilegeList(
  name: PrivilegeListName,
  { categoryId = null, filter = {}, keepLoaded = false, isEnabled = true }: ListOptions = {},
) {
  const state = usePrivilegeStore((s) => s[name]);
  const error = usePrivilegeStore((s) => s.errors[name]);
  const { subcategoryId = null, keyword = null, groupId = null } = filter;
  const { i18n } = useTranslation();
  const language = i18n.language;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a visit or a new filter loads; the list's own changes do not.
  useEffect(() => {
    if (!isEnabled) return;
    claimLists(getSessionToken(), language);
    const current = usePrivilegeStore.getState();
    const isSame =
      (current[name].page > 0 || current[name].isLoading) &&
      current[name].categoryId === categoryId &&
      sameFilter(current.filters[name], { subcategoryId, keyword, groupId });
    if (keepLoaded && isSame) return;
    void loadFirstPage(name, categoryId, { subcategoryId, keyword, groupId });
  }, [name, categoryId, subcategoryId, keyword, groupId, isEnabled, language]);

  const loadMore = useCallback(() => void loadNextPage(name), [name]);
  const retry = useCallback(
    () => void loadFirstPage(name, categoryId, { subcategoryId, keyword, groupId }),
    [name, categoryId, subcategoryId, keyword, groupId],
  );
  return { ...state, error, loadMore, retry };
}

/** The heart of a card: SPEC §4's toggle, with a refusal shown in the error modal (SPEC §8). */
export function toggleFavouriteOrExplain(privilege: PrivilegeCard): void {
  toggleFavourite(privilege).catch(showErrorModal);
}

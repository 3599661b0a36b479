import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NO_FILTER, type PrivilegeListFilter, type PrivilegeListName } from '../api/privilege-keys';
import { pageSizeOf, privilegeListQueryOptions } from '../api/privilege-list-query';

/**
 * One privilege list as SPEC §3 names its state, derived from the list's infinite query: `list` the pages
 * loaded so far in order, `page` how many, `limit` the page size, `endPage` once the last has come,
 * `isLoading` while any read runs. `query` is what PagedList shows and pages. A list that is not
 * `isEnabled` asks nothing (a search before the first word).
 */
export function usePrivilegeList(
  name: PrivilegeListName,
  filter: Partial<PrivilegeListFilter> = {},
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  const { i18n } = useTranslation();
  const fullFilter = { ...NO_FILTER, ...filter };
  const query = useInfiniteQuery({
    ...privilegeListQueryOptions(name, fullFilter, i18n.language),
    enabled: isEnabled,
  });
  const pages = query.data?.pages ?? [];
  return {
    categoryId: fullFilter.categoryId,
    list: pages.flatMap((page) => page.items),
    page: pages.length,
    limit: pageSizeOf(name),
    endPage: query.isSuccess && !query.hasNextPage,
    isLoading: query.isFetching,
    query,
  };
}

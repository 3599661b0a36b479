import { PRIVILEGE_PAGE_SIZES } from '@loyalty/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { getExclusivePrivilegeList } from './get-exclusive-privilege-list';
import { getFavPrivilegeList } from './get-fav-privilege-list';
import { getFlashSaleList } from './get-flash-sale-list';
import { getGroupPrivileges } from './get-group-category-list';
import { getPrivilegeList } from './get-privilege-list';
import type { PageRequest, PrivilegePage } from './list-page';
import { type PrivilegeListFilter, type PrivilegeListName, privilegeKeys } from './privilege-keys';

interface ListSource {
  limit: number;
  fetchPage: (request: PageRequest) => Promise<PrivilegePage>;
  /**
   * Lists that restore their scroll (SPEC §2: privilege, home-exclusive) and the search keep what they
   * hold for the cache's usual freshness, so a return finds the same items; the others are read afresh
   * on every visit (a favourite removed elsewhere, a sale that has begun).
   */
  isKept: boolean;
}

/** SPEC §9 page sizes per list; the search is the main list's call and size. */
const LIST_SOURCES: Record<PrivilegeListName, ListSource> = {
  main: { limit: PRIVILEGE_PAGE_SIZES.main, fetchPage: getPrivilegeList, isKept: true },
  search: { limit: PRIVILEGE_PAGE_SIZES.main, fetchPage: getPrivilegeList, isKept: true },
  exclusive: { limit: PRIVILEGE_PAGE_SIZES.exclusive, fetchPage: getExclusivePrivilegeList, isKept: true },
  favourite: { limit: PRIVILEGE_PAGE_SIZES.favourite, fetchPage: getFavPrivilegeList, isKept: false },
  flashSale: { limit: PRIVILEGE_PAGE_SIZES.flashSale, fetchPage: getFlashSaleList, isKept: false },
  group: { limit: PRIVILEGE_PAGE_SIZES.group, fetchPage: getGroupPrivileges, isKept: false },
};

export const pageSizeOf = (name: PrivilegeListName): number => LIST_SOURCES[name].limit;

/** One privilege list, page after page until `end_page`. */
export function privilegeListQueryOptions(name: PrivilegeListName, filter: PrivilegeListFilter, language: string) {
  const { limit, fetchPage, isKept } = LIST_SOURCES[name];
  return infiniteQueryOptions({
    queryKey: privilegeKeys.list(name, filter, language),
    queryFn: ({ pageParam, signal }) => fetchPage({ page: pageParam, limit, filter, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
    ...(isKept ? {} : { staleTime: 0 }),
  });
}

import type { PrivilegeSort } from '@loyalty/contracts';

/** The privilege lists of SPEC §3: the same state for each, read from their own calls. */
export type PrivilegeListName = 'main' | 'search' | 'exclusive' | 'favourite' | 'flashSale' | 'group';

/**
 * What narrows a list: SPEC §3's categoryId and the chip on the main list, the words searched, the group;
 * on the main list also "points I can use" and the order by points (issue 34), both the server's.
 */
export interface PrivilegeListFilter {
  categoryId: number | null;
  subcategoryId: number | null;
  keyword: string | null;
  groupId: number | null;
  isAffordableOnly: boolean;
  sort: PrivilegeSort | null;
}

export const NO_FILTER: PrivilegeListFilter = {
  categoryId: null,
  subcategoryId: null,
  keyword: null,
  groupId: null,
  isAffordableOnly: false,
  sort: null,
};

/**
 * Every query key of the privileges feature, from the general to the particular, so one prefix reaches
 * a family: all lists after a redemption, every list of one name for a favourite, every read of one
 * privilege's detail. Texts come in the request's language, so the language ends each key that holds them.
 */
export const privilegeKeys = {
  all: ['privileges'] as const,
  lists: () => [...privilegeKeys.all, 'list'] as const,
  listsNamed: (name: PrivilegeListName) => [...privilegeKeys.lists(), name] as const,
  list: (name: PrivilegeListName, filter: PrivilegeListFilter, language: string) =>
    [...privilegeKeys.listsNamed(name), filter, language] as const,
  details: () => [...privilegeKeys.all, 'detail'] as const,
  detailsOf: (privilegeId: number) => [...privilegeKeys.details(), privilegeId] as const,
  detail: (privilegeId: number, categoryId: number, language: string) =>
    [...privilegeKeys.detailsOf(privilegeId), categoryId, language] as const,
  categories: (language: string) => [...privilegeKeys.all, 'categories', language] as const,
  subcategories: (categoryId: number, language: string) =>
    [...privilegeKeys.all, 'subcategories', categoryId, language] as const,
  groups: (language: string) => [...privilegeKeys.all, 'groups', language] as const,
  redemption: (redemptionId: number, language: string) =>
    [...privilegeKeys.all, 'redemption', redemptionId, language] as const,
};

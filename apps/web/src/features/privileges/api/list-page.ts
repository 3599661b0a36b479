import type { PrivilegeCard } from '@loyalty/contracts';
import type { PrivilegeListFilter } from './privilege-keys';

/** One page of a privilege list as every list call answers it (DESIGN §5 paged list). */
export interface PrivilegePage {
  items: PrivilegeCard[];
  page: number;
  limit: number;
  total: number;
  end_page: boolean;
}

/** What a list call is asked for one page. */
export interface PageRequest {
  page: number;
  limit: number;
  filter: PrivilegeListFilter;
  signal: AbortSignal;
}

/** A filter value the call leaves out rather than sends empty. */
export const optional = <T>(value: T | null): T | undefined => value ?? undefined;

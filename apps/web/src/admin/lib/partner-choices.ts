import { partnerCalls } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from './admin-list';

/**
 * The partners an operator picks from (a redemptions export's partner, an API client's, a campaign's
 * condition): the first 100, one cache entry for every screen that offers them.
 */
export function usePartnerChoices() {
  return useQuery(adminListQuery(partnerCalls.list, { limit: 100 }));
}

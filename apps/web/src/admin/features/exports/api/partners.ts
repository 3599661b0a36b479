import { partnerCalls } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from '../../../lib/admin-list';

/** The partners a redemptions export can be limited to (a partner's monthly invoice); the first 100. */
export function usePartnerChoices() {
  return useQuery(adminListQuery(partnerCalls.list, { limit: 100 }));
}

import { callRoutes } from 'virtual:api-calls';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { privacyKeys } from './keys';

/** GET Privacy/GetConsentHistory: the newest changes of the member's consents, one page (DESIGN §16). */
export function consentHistoryQueryOptions() {
  return queryOptions({
    queryKey: privacyKeys.consentHistory(),
    queryFn: async ({ signal }) =>
      (await callApi(callRoutes.getConsentHistory, { page: 1, limit: 20 }, { signal })).data,
  });
}

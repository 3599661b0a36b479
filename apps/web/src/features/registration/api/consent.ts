import { callRoutes } from 'virtual:api-calls';
import type { CallInput, updateConsent as updateConsentCall } from '@loyalty/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { registrationKeys } from './keys';

/** GET Customer/GetConsent: the current policy and terms in both languages, and the member's choices. */
export function getConsentQueryOptions() {
  return queryOptions({
    queryKey: registrationKeys.consent(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getConsent, {}, { signal })).data,
  });
}

export async function updateConsent(input: CallInput<typeof updateConsentCall>) {
  return (await callApi(callRoutes.updateConsent, input)).data;
}

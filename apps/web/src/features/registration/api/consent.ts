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

/** The query parameter naming the page a re-consent continues to (`consentFirstMiddleware`). */
export const CONSENT_NEXT_PARAM = 'next';

/**
 * GET Customer/CheckConsent: whether a newer policy or terms waits for the member's acceptance. Asked once
 * per session before the first member screen (`consentFirstMiddleware`); an UpdateConsent invalidates it.
 */
export function checkConsentQueryOptions() {
  return queryOptions({
    queryKey: registrationKeys.checkConsent(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.checkConsent, {}, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function updateConsent(input: CallInput<typeof updateConsentCall>) {
  return (await callApi(callRoutes.updateConsent, input)).data;
}

import { callRoutes } from 'virtual:api-calls';
import type { PrivacyRequest } from '@loyalty/contracts';
import { callApi } from '@/lib/api-client';
import type { CancelConfirmation } from './cancel-membership';

/**
 * POST Privacy/RequestDeletion (DESIGN §16): ends the membership now and erases the personal data after
 * the grace period, confirmed like a cancellation. Every session ends.
 */
export async function requestDeletion(confirmation: CancelConfirmation): Promise<PrivacyRequest> {
  const response = await callApi(
    callRoutes.requestDeletion,
    'password' in confirmation ? { Password: confirmation.password } : { Ref_Id: confirmation.refId },
  );
  return response.data;
}

import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';

export type CancelConfirmation = { password: string } | { refId: string };

/**
 * PUT Customer/CancelMembership (SPEC §6): confirmed by the password, or by the reference of a code
 * (purpose `cancel_membership`) already verified on the member's own contact. Every session ends.
 */
export async function cancelMembership(reason: string, confirmation: CancelConfirmation): Promise<void> {
  await callApi(
    callRoutes.cancelMembership,
    'password' in confirmation
      ? { Reason: reason, Password: confirmation.password }
      : { Reason: reason, Ref_Id: confirmation.refId },
  );
}

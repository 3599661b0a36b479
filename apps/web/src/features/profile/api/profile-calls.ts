import { callRoutes } from 'virtual:api-calls';
import type { CallInput, updateCustomer as updateCustomerCall } from '@loyalty/contracts';
import { showErrorModal } from '@/components/feedback/error-modal';
import { callApi } from '@/lib/api-client';

export type UpdateCustomerInput = CallInput<typeof updateCustomerCall>;

/**
 * POST Customer/UpdateCustomer with the SPEC §3 payload; answers `extra_point`. A refusal opens the error
 * modal and is rethrown for the form, which places it on its fields or its notice (SPEC §8).
 */
export async function updateCustomer(input: UpdateCustomerInput) {
  try {
    return (await callApi(callRoutes.updateCustomer, input)).data;
  } catch (error) {
    showErrorModal(error);
    throw error;
  }
}

/** POST Mail/VerifyEmail (SPEC §5): the address is valid and no other member uses it. */
export async function verifyEmail(email: string) {
  return callApi(callRoutes.verifyEmail, { Email: email });
}

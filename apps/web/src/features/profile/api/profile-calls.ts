import { callRoutes } from 'virtual:api-calls';
import type { CallInput, updateCustomer as updateCustomerCall } from '@loyalty/contracts';
import { callApi } from '@/lib/api-client';

export type UpdateCustomerInput = CallInput<typeof updateCustomerCall>;

/** POST Customer/UpdateCustomer with the SPEC §3 payload; answers `extra_point`. */
export async function updateCustomer(input: UpdateCustomerInput) {
  return (await callApi(callRoutes.updateCustomer, input)).data;
}

/** POST Mail/VerifyEmail (SPEC §5): the address is valid and no other member uses it. */
export async function verifyEmail(email: string) {
  return callApi(callRoutes.verifyEmail, { Email: email });
}

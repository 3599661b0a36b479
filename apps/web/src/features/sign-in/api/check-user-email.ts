import { callRoutes } from 'virtual:api-calls';
import type { CallInput, checkUserEmail as checkUserEmailCall } from '@loyalty/contracts';
import { callApi } from '@/lib/api-client';

export type CheckUserEmailInput = CallInput<typeof checkUserEmailCall>;

/** POST authentication/CheckUserEmail: whether an e-mail is a member's and has a password. */
export async function checkUserEmail(input: CheckUserEmailInput) {
  const body = await callApi(callRoutes.checkUserEmail, input);
  return body.data;
}

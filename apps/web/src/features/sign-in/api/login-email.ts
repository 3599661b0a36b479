import { callRoutes } from 'virtual:api-calls';
import type { CallInput, loginEmail as loginEmailCall } from '@loyalty/contracts';
import { callApi } from '@/lib/api-client';

export type LoginEmailInput = CallInput<typeof loginEmailCall>;

/** POST authentication/LoginEmail: `Email` takes the e-mail, or the mobile for login type 2 (DESIGN §5). */
export async function loginEmail(input: LoginEmailInput) {
  const body = await callApi(callRoutes.loginEmail, input);
  return body.data;
}

import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';

/** GET authentication/LoginLiff with the raw LINE ID token (DESIGN §7): a member or bcrm-register session. */
export async function loginLiff(idToken: string) {
  const body = await callApi(callRoutes.loginLiff, { Id_Token: idToken });
  return body.data;
}

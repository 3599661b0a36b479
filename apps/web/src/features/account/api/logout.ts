import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';

/** POST authentication/Logout: revokes the session on the server (DESIGN §5). */
export async function logout(): Promise<void> {
  await callApi(callRoutes.logout, {});
}

import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';

/** POST Customer/SetPassword: a first password for a member who joined by OTP or LINE. */
export async function setPassword(newPassword: string): Promise<void> {
  await callApi(callRoutes.setPassword, { New_Password: newPassword });
}

/** POST Customer/ChangePassword: answers a fresh session for this device; every other one ends. */
export async function changePassword(currentPassword: string, newPassword: string) {
  const body = await callApi(callRoutes.changePassword, {
    Current_Password: currentPassword,
    New_Password: newPassword,
  });
  return body.data;
}

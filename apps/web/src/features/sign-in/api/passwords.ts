import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';

/** POST Customer/ForgetPassword: the reset link goes to the member's e-mail, or by SMS to a mobile. */
export async function forgetPassword(identifier: string): Promise<void> {
  await callApi(callRoutes.forgetPassword, { Email: identifier });
}

/** POST Customer/ResetPassword with the token of the link (`emailFgPassword`, SPEC §4 query capture). */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await callApi(callRoutes.resetPassword, { Token: token, New_Password: newPassword });
}

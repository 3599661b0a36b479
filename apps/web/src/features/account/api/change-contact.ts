import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';
import type { OtpTarget } from '@/lib/otp/otp-api';

/**
 * Customer/ChangeEmail or Customer/ChangeMobileNo (SPEC §4 contact changes): the server takes the new
 * contact only when its code, sent with purpose `change_contact`, was verified in the last minutes.
 */
export async function changeContact({ channel, recipient }: OtpTarget): Promise<void> {
  if (channel === 'email') await callApi(callRoutes.changeEmail, { Email: recipient });
  else await callApi(callRoutes.changeMobileNo, { Mobile_No: recipient });
}

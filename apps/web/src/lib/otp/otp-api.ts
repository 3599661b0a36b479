import { callRoutes } from 'virtual:api-calls';
import type { OtpChallenge, OtpLock, OtpPurpose, OtpVerified } from '@loyalty/contracts';
import { callApi } from '@/lib/api-client';

/** Where a one-time code goes: an SMS to a Thai mobile, or an e-mail (DESIGN §6 login types). */
export type OtpChannel = 'sms' | 'email';

export interface OtpTarget {
  channel: OtpChannel;
  recipient: string;
}

/** SMS/RequestOTP or Mail/RequestOTPByEmail (SPEC §7): sends a 6-digit code for a purpose. */
export async function requestOtpCode({ channel, recipient }: OtpTarget, purpose: OtpPurpose): Promise<OtpChallenge> {
  const body =
    channel === 'sms'
      ? await callApi(callRoutes.requestOtp, { Mobile_No: recipient, Purpose: purpose })
      : await callApi(callRoutes.requestOtpByEmail, { Email: recipient, Purpose: purpose });
  return body.data;
}

/**
 * A fresh code after the cool-down: SMS/ResendOTP by reference; e-mail has no resend call, so the
 * request is made again for the same address and purpose.
 */
export async function resendOtpCode(target: OtpTarget, challenge: OtpChallenge): Promise<OtpChallenge> {
  if (target.channel === 'email') return requestOtpCode(target, challenge.purpose);
  const body = await callApi(callRoutes.resendOtp, { Ref_Id: challenge.ref_id });
  return body.data;
}

/** SMS/VerifyOTP or Mail/VerifyOTPByEmail. */
export async function verifyOtpCode(
  { channel, recipient }: OtpTarget,
  refId: string,
  otp: string,
): Promise<OtpVerified> {
  const body =
    channel === 'sms'
      ? await callApi(callRoutes.verifyOtp, { Mobile_No: recipient, Ref_Id: refId, Otp: otp })
      : await callApi(callRoutes.verifyOtpByEmail, { Email: recipient, Ref_Id: refId, Otp: otp });
  return body.data;
}

/** SMS/CheckOTPLock, or for e-mail the lock part of Mail/GetOTPResponse: whether wrong codes locked the recipient. */
export async function checkOtpLockOf({ channel, recipient }: OtpTarget, refId: string): Promise<OtpLock> {
  if (channel === 'sms') return (await callApi(callRoutes.checkOtpLock, { Mobile_No: recipient })).data;
  const { is_locked, locked_until, tries_left } = (await callApi(callRoutes.getOtpResponse, { Ref_Id: refId })).data;
  return { is_locked, locked_until, tries_left };
}

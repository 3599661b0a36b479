import type { OtpChannel } from '@/lib/otp/otp-api';
import type { NationalType } from '@/lib/registration-draft-store';

/** SPEC §3 / DESIGN §6: a Thai proves a mobile number by SMS, a foreigner an e-mail address by e-mail. */
export function channelOf(nationalType: NationalType): OtpChannel {
  return nationalType === 'foreigner' ? 'email' : 'sms';
}

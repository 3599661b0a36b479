import type { OtpChannel } from '../api/otp';
import type { NationalType } from '../stores/registration-draft-store';

/** SPEC §3 / DESIGN §6: a Thai proves a mobile number by SMS, a foreigner an e-mail address by e-mail. */
export function channelOf(nationalType: NationalType): OtpChannel {
  return nationalType === 'foreigner' ? 'email' : 'sms';
}

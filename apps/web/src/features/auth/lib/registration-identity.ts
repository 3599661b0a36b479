import type { OtpChannel } from '../api/otp';
import type { NationalType } from '../stores/registration-draft-store';

/** SPEC §3 / DESIGN §6: a Thai proves a mobile number by SMS, a foreigner an e-mail address by e-mail. */
export function channelOf(nationalType: NationalType): OtpChannel {
  return nationalType === 'foreigner' ? 'email' : 'sms';
}

/** Birth years offered at registration: members are at least 10 and at most 100 years old. */
export function birthYearOptions(now: Date = new Date()): number[] {
  const latest = now.getFullYear() - 10;
  return Array.from({ length: 91 }, (_, index) => latest - index);
}

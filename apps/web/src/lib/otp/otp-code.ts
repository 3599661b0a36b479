import { OTP_POLICY } from '@loyalty/contracts';

/** Keeps only digits, at most six: members paste codes with spaces or type on a full keyboard. */
export function normaliseOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_POLICY.digits);
}

/** Errors after which the lock state is worth asking for (SPEC §7 CheckOTPLock). */
export function shouldCheckLock(code: string | undefined): boolean {
  return code === 'OTP_INVALID' || code === 'OTP_LOCKED';
}

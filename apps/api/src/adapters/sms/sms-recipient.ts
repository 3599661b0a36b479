import { e164OfThaiMobile } from '@loyalty/contracts';

/**
 * The number an SMS goes to, as providers take it: E.164 (`+66812345678`) from the stored `0812345678`.
 * Every SMS adapter sends through this, the local outbox too, so it records what a provider would get.
 */
export function smsRecipientOf(mobile: string): string {
  const e164 = e164OfThaiMobile(mobile);
  if (e164 === undefined) throw new Error('An SMS recipient is not a Thai mobile number');
  return e164;
}

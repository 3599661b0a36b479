/** Why members leave, as codes the back-office can count; the member's own words travel with them. */
export const CANCEL_REASONS = ['not_using', 'too_many_messages', 'privacy', 'moving_away', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Room for the reason code and its separator inside the contract's 500 characters. */
export const CANCEL_DETAILS_MAX = 400;

/**
 * The `Reason` sent to CancelMembership: the code, then the member's words when given. `other` needs
 * the words; null means the reason is not complete yet.
 */
export function composeCancelReason(reason: CancelReason | '', details: string): string | null {
  const words = details.trim().slice(0, CANCEL_DETAILS_MAX);
  if (reason === '' || (reason === 'other' && words === '')) return null;
  return words ? `${reason}: ${words}` : reason;
}

/** The navigation state the redeem panel leaves on the redemption it opens: the "Redeemed!" moment shows once. */
export const JUST_REDEEMED = { justRedeemed: true } as const;

export function isJustRedeemed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { justRedeemed?: unknown }).justRedeemed === true;
}

// Apart from the card calls' schemas: the member card's face shows it on home, whose first visit must not
// load zod (decision 024).

/**
 * A card number as lists and the closed detail show it: the last four characters, the rest as dots
 * (decision 014); shown whole only when the member taps to reveal it.
 */
export function maskCardNumber(cardNumber: string): string {
  return `•••• ${cardNumber.slice(-4)}`;
}

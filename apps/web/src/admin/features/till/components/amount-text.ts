/**
 * A THB amount or whole points as the cashier typed them: a number when it reads as one (thousands
 * commas forgiven), else the text itself, for the contract to refuse in its own words (no number is made
 * up from text the cashier did not mean).
 */
export function amountOf(text: string): number | string {
  const plain = text.trim().replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

export function pointsOf(text: string): number | string {
  const plain = text.trim().replace(/,/g, '');
  return /^\d+$/.test(plain) ? Number(plain) : text;
}

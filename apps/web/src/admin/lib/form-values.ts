/** A typed whole number as the call's input: an empty field stays missing, so the contract calls it required. */
export function wholeNumberOf(typed: string): number | undefined {
  return typed.trim() === '' ? undefined : Number(typed.trim());
}

/** An optional text field as the call's input: empty means none (null). */
export function textOrNull(typed: string): string | null {
  return typed.trim() === '' ? null : typed;
}

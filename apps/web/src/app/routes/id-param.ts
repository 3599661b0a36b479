/** A path's `:id` as the contracts would accept it, a positive whole number; null for anything else (not-found). */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

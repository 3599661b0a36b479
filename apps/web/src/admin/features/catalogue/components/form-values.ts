/**
 * What the console's catalogue forms type as text, as the contracts' JSON types: the contract itself
 * refuses what does not convert, with its own words under the field.
 */

/** A typed whole number as a number; anything else stays text for the contract to refuse. */
export const wholeOf = (text: string): number | string =>
  /^[-+]?\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : text;

/** An empty choice as null, a chosen id as its number. */
export const choiceOf = (value: string): number | null => (value === '' ? null : Number(value));

/** A `datetime-local` value (the operator's own clock) as an ISO instant; text the browser left empty stays as is. */
export function instantOf(local: string): string {
  const at = new Date(local);
  return local && !Number.isNaN(at.getTime()) ? at.toISOString() : local;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value on the operator's own clock. */
export function localOf(instant: string): string {
  const at = new Date(instant);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

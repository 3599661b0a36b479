import { bangkokOfInstant, instantOfBangkok } from '../../../lib/bangkok-time';

/**
 * What the console's catalogue forms type as text, as the contracts' JSON types: the contract itself
 * refuses what does not convert, with its own words under the field.
 */

/** A typed whole number as a number; anything else stays text for the contract to refuse. */
export const wholeOf = (text: string): number | string =>
  /^[-+]?\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : text;

/** An empty choice as null, a chosen id as its number. */
export const choiceOf = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * A `datetime-local` value read as Bangkok time, as every console list shows times and the other console
 * forms read them; text the browser left empty stays as is for the contract to refuse.
 */
export function instantOf(local: string): string {
  return instantOfBangkok(local) ?? local;
}

/** An ISO instant as a `datetime-local` value on Bangkok's clock. */
export function localOf(instant: string): string {
  return bangkokOfInstant(instant);
}

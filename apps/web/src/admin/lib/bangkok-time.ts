/** Bangkok has no daylight saving: its wall clock is always seven hours ahead (DESIGN §6 times). */
const BANGKOK_OFFSET = '+07:00';
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A `datetime-local` value read as Bangkok time, as the API's instant; an empty field is no instant. */
export function instantOfBangkok(local: string): string | null {
  return local ? `${local}:00${BANGKOK_OFFSET}` : null;
}

/** An instant as the `datetime-local` value of Bangkok's wall clock. */
export function bangkokOfInstant(instant: string | null | undefined): string {
  if (!instant) return '';
  const time = Date.parse(instant);
  return Number.isNaN(time) ? '' : new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

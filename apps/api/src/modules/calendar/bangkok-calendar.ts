/**
 * The programme's calendar is Asia/Bangkok (DESIGN §6: expiry on 31 December, daily caps and quotas per
 * day). Bangkok is UTC+7 all year, with no daylight saving, so a fixed offset is exact.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export function bangkokYearOf(instant: Date): number {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).getUTCFullYear();
}

/** The last instant of 31 December of `year` in Bangkok. */
export function endOfBangkokYear(year: number): Date {
  return new Date(Date.UTC(year + 1, 0, 1) - BANGKOK_OFFSET_MS - 1);
}

/** Midnight in Bangkok that starts the calendar day `now` falls on. */
export function startOfBangkokDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS);
}

/** "2026-11-22": the Bangkok calendar date of an instant. */
export function bangkokDateOf(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** "2026-11-22 10:07": Bangkok wall-clock time to the minute, for operators' terminals. */
export function bangkokMinute(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant of a Bangkok wall-clock time (month 1-12), for operators' input such as "2026-11-23 10:00". */
export function fromBangkokWallClock(year: number, month: number, day: number, hour: number, minute: number): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - BANGKOK_OFFSET_MS);
}

/** The Bangkok calendar month `instant` falls in, 1 (January) to 12. */
export function bangkokMonthOf(instant: Date): number {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).getUTCMonth() + 1;
}

/** The Bangkok day of the week `instant` falls on, ISO numbered: 1 Monday … 7 Sunday. */
export function bangkokIsoWeekdayOf(instant: Date): number {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).getUTCDay() || 7;
}

/** "2026-11-28T21:05:00+07:00": ISO 8601 in Bangkok with its offset, so a reader sees local time and the instant. */
export function bangkokInstant(instant: Date): string {
  return `${new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}

/** Midnight in Bangkok starting the calendar date `date` ("2026-11-28") plus `offsetDays`. */
export function startOfBangkokDate(date: string, offsetDays = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return fromBangkokWallClock(year, month, day + offsetDays, 0, 0);
}

import { memoizedByLanguage } from './format';

/** DESIGN §6: the programme's days and times are Bangkok's, wherever the member's device is set. */
const BANGKOK = 'Asia/Bangkok';

const localeOf = (language: string) => (language === 'th' ? 'th-TH' : 'en-GB');

const dateTimeFormat = memoizedByLanguage(
  (language) =>
    new Intl.DateTimeFormat(localeOf(language), {
      timeZone: BANGKOK,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const dateFormat = memoizedByLanguage(
  (language) =>
    new Intl.DateTimeFormat(localeOf(language), { timeZone: BANGKOK, day: 'numeric', month: 'short', year: 'numeric' }),
);
const calendarDayFormat = memoizedByLanguage(
  (language) =>
    new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
);

/** A moment as the member reads it: day, short month, year and 24-hour time in Bangkok (Thai years in th). */
export function formatDateTime(iso: string, language: string): string {
  return dateTimeFormat(language).format(new Date(iso));
}

/** The day of a moment in Bangkok, without the time. */
export function formatDate(iso: string, language: string): string {
  return dateFormat(language).format(new Date(iso));
}

/**
 * A calendar day the server already gives in Bangkok (`2026-12-31`): read and written in UTC, so no
 * time zone can move it to the day before.
 */
export function formatCalendarDay(day: string, language: string): string {
  return calendarDayFormat(language).format(new Date(`${day}T00:00:00Z`));
}

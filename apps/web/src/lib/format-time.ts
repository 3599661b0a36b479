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
const longDateFormat = memoizedByLanguage(
  (language) => new Intl.DateTimeFormat(localeOf(language), { timeZone: BANGKOK, dateStyle: 'long' }),
);
const timeFormat = memoizedByLanguage(
  (language) => new Intl.DateTimeFormat(localeOf(language), { timeZone: BANGKOK, timeStyle: 'short' }),
);
const yearFormat = memoizedByLanguage(
  (language) => new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', year: 'numeric' }),
);
const monthNameFormat = memoizedByLanguage(
  (language) => new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', month: 'long' }),
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

/** The day of a moment in Bangkok with the month written out ("31 December 2026"), for dates that stand alone. */
export function formatLongDate(iso: string, language: string): string {
  return longDateFormat(language).format(new Date(iso));
}

/** The time of a moment in Bangkok, hours and minutes. */
export function formatTime(iso: string, language: string): string {
  return timeFormat(language).format(new Date(iso));
}

/**
 * A calendar day the server already gives in Bangkok (`2026-12-31`): read and written in UTC, so no
 * time zone can move it to the day before.
 */
export function formatCalendarDay(day: string, language: string): string {
  return calendarDayFormat(language).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A Christian-era year as the member reads it: the Buddhist era in Thai (1990 reads 2533), as Thai
 * calendars count, the year itself in English. Only what is shown changes; calls carry the year itself.
 */
export function formatYear(year: number, language: string): string {
  const parts = yearFormat(language).formatToParts(Date.UTC(year, 6, 1));
  return parts.find((part) => part.type === 'year')?.value ?? String(year);
}

/** A month's name (1 = January) in the member's language. */
export function formatMonthName(month: number, language: string): string {
  return monthNameFormat(language).format(Date.UTC(2000, month - 1, 1));
}

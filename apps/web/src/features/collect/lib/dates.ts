/** Dates are Bangkok dates wherever the member is (DESIGN §6: expiry and quotas are Asia/Bangkok days). */
const TIME_ZONE = 'Asia/Bangkok';

const localeOf = (language: string) => (language === 'th' ? 'th-TH' : 'en-GB');

/** A day as each language writes it: "31 Dec 2027", "31 ธ.ค. 2570". */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
}

/** A day and time, for uploads and resets. */
export function formatDayTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

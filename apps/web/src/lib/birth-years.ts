import { formatYear } from './format-time';

/** Birth years a member may have, newest first: members are at least 10 and at most 100 years old. */
export function birthYears(now: Date = new Date()): number[] {
  const latest = now.getFullYear() - 10;
  return Array.from({ length: 91 }, (_, index) => latest - index);
}

/**
 * The birth years as a picker's options: each value is the Christian-era year the calls take and
 * store, each label the year as the member reads it (the Buddhist era in Thai).
 */
export function birthYearOptions(language: string, now: Date = new Date()): { value: string; label: string }[] {
  return birthYears(now).map((year) => ({ value: String(year), label: formatYear(year, language) }));
}

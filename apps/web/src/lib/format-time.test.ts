import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonthName,
  formatTime,
  formatYear,
} from './format-time';

describe('dates in Bangkok', () => {
  it('shows a moment at Bangkok time, which may be the next day', () => {
    // 18:30 UTC is 01:30 the next morning in Bangkok (UTC+7).
    expect(formatDateTime('2026-11-21T18:30:00.000Z', 'en')).toBe('22 Nov 2026, 01:30');
    expect(formatDate('2026-11-21T18:30:00.000Z', 'en')).toBe('22 Nov 2026');
  });

  it('writes Thai dates with Thai month names and Buddhist-era years', () => {
    expect(formatDateTime('2026-11-21T18:30:00.000Z', 'th')).toBe('22 พ.ย. 2569 01:30');
  });

  it('keeps an expiry day on its own date in both languages', () => {
    expect(formatCalendarDay('2026-12-31', 'en')).toBe('31 December 2026');
    expect(formatCalendarDay('2026-12-31', 'th')).toBe('31 ธันวาคม 2569');
  });

  it('writes a standalone date with its month in full, and a time alone, both on Bangkok’s clock', () => {
    expect(formatLongDate('2026-12-31T17:30:00.000Z', 'en')).toBe('1 January 2027');
    expect(formatLongDate('2026-12-31T17:30:00.000Z', 'th')).toBe('1 มกราคม 2570');
    expect(formatTime('2026-11-21T18:30:00.000Z', 'en')).toBe('01:30');
    expect(formatTime('2026-11-21T18:30:00.000Z', 'th')).toBe('01:30');
  });
});

describe('years and months of a date picker', () => {
  it('reads a year in the Buddhist era in Thai and as itself in English', () => {
    expect(formatYear(1990, 'th')).toBe('2533');
    expect(formatYear(1990, 'en')).toBe('1990');
    expect(formatYear(2016, 'th')).toBe('2559');
  });

  it('names a month in the member’s language', () => {
    expect(formatMonthName(1, 'en')).toBe('January');
    expect(formatMonthName(12, 'th')).toBe('ธันวาคม');
  });
});

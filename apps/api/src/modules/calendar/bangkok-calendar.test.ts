import { describe, expect, it } from 'vitest';
import {
  bangkokIsoWeekdayOf,
  bangkokMinute,
  bangkokMonthOf,
  bangkokYearOf,
  endOfBangkokYear,
  startOfBangkokDay,
} from './bangkok-calendar.js';

describe('the Bangkok calendar', () => {
  it('ends a year at 31 December 23:59:59.999 in Bangkok (16:59:59.999 UTC)', () => {
    expect(endOfBangkokYear(2026).toISOString()).toBe('2026-12-31T16:59:59.999Z');
  });

  it('starts the new year seven hours before UTC does', () => {
    expect(bangkokYearOf(new Date('2026-12-31T16:59:59.999Z'))).toBe(2026);
    expect(bangkokYearOf(new Date('2026-12-31T17:00:00.000Z'))).toBe(2027);
  });

  it('starts a day at Bangkok midnight, not UTC midnight', () => {
    expect(startOfBangkokDay(new Date('2026-11-22T16:59:59.999Z')).toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(startOfBangkokDay(new Date('2026-11-22T17:00:00.000Z')).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(startOfBangkokDay(new Date('2026-11-22T03:00:00.000Z')).toISOString()).toBe('2026-11-21T17:00:00.000Z');
  });

  it('writes an instant as Bangkok wall-clock time to the minute', () => {
    expect(bangkokMinute(new Date('2026-11-22T03:07:59Z'))).toBe('2026-11-22 10:07');
  });

  it('counts months and weekdays in Bangkok: a Sunday 23:30 in Bangkok is Sunday 16:30 UTC, Monday 00:30 is Sunday UTC', () => {
    expect(bangkokIsoWeekdayOf(new Date('2026-11-29T16:30:00Z'))).toBe(7);
    expect(bangkokIsoWeekdayOf(new Date('2026-11-29T17:30:00Z'))).toBe(1);
    expect(bangkokMonthOf(new Date('2026-11-30T16:59:59Z'))).toBe(11);
    expect(bangkokMonthOf(new Date('2026-11-30T17:00:00Z'))).toBe(12);
  });
});

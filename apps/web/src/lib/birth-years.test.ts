import { describe, expect, it } from 'vitest';
import { birthYearOptions, birthYears } from './birth-years';

const inMid2026 = new Date('2026-06-15T00:00:00Z');

describe('birth years', () => {
  it('offers members from 10 to 100 years old, newest first', () => {
    const years = birthYears(inMid2026);
    expect(years).toHaveLength(91);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(1926);
  });

  it('keeps the Christian-era year as the value and shows the Buddhist era in Thai', () => {
    expect(birthYearOptions('th', inMid2026)[0]).toEqual({ value: '2016', label: '2559' });
    expect(birthYearOptions('en', inMid2026)[0]).toEqual({ value: '2016', label: '2016' });
  });
});

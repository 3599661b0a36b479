import { describe, expect, it, vi } from 'vitest';
import { formatBaht, formatBahtAndSatang, formatMobile, formatPoints, memoizedByLanguage } from './format';

describe('numbers as each language writes them', () => {
  it('groups points by thousands in both languages', () => {
    expect(formatPoints(12500, 'en')).toBe('12,500');
    expect(formatPoints(12500, 'th')).toBe('12,500');
    // Whole points are grouped without Intl: exactly as each locale's formatter writes them.
    for (const language of ['en', 'th']) {
      const locale = new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US');
      for (const points of [0, 7, 999, 1000, -1000, 123456, -1234567, 1_000_000_000]) {
        expect(formatPoints(points, language)).toBe(locale.format(points));
      }
    }
    expect(formatPoints(1234.5, 'en')).toBe('1,234.5');
  });

  it('writes baht with satang only when there are some, whatever came before', () => {
    expect(formatBaht(1250.5, 'en')).toBe('฿1,250.50');
    expect(formatBaht(12500, 'en')).toBe('฿12,500');
    expect(formatBaht(0.25, 'th')).toBe('฿0.25');
  });

  it('writes a till total always with its satang', () => {
    expect(formatBahtAndSatang(391, 'en')).toBe('฿391.00');
    expect(formatBahtAndSatang(1250.5, 'th')).toBe('฿1,250.50');
  });

  it('makes one formatter per language and keeps it', () => {
    const make = vi.fn((language: string) => ({ language }));
    const formatterOf = memoizedByLanguage(make);
    expect(formatterOf('th')).toBe(formatterOf('th'));
    expect(formatterOf('en')).not.toBe(formatterOf('th'));
    expect(make).toHaveBeenCalledTimes(2);
  });
});

describe('mobiles as members write them', () => {
  it('groups a Thai mobile 3-3-4 and leaves an e-mail as typed', () => {
    expect(formatMobile('0812345678')).toBe('081-234-5678');
    expect(formatMobile('dao@example.com')).toBe('dao@example.com');
  });
});

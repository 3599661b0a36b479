import { describe, expect, it, vi } from 'vitest';
import { formatBaht, formatBahtAndSatang, formatPhone, formatPoints, memoizedByLanguage } from './format';

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

describe('phone numbers as Thai apps write them', () => {
  it('groups a mobile 3-3-4, a Bangkok line 2-3-4 and another line 3-3-3', () => {
    expect(formatPhone('0812345678')).toBe('081-234-5678');
    expect(formatPhone('0998765432')).toBe('099-876-5432');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('053123456')).toBe('053-123-456');
  });

  it('leaves what is not a whole Thai number as it was stored', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('08123')).toBe('08123');
    expect(formatPhone('081-234-5678')).toBe('081-234-5678');
    expect(formatPhone('dao@example.com')).toBe('dao@example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Bars, code128Values } from './code128-barcode';

describe('the Code 128 barcode', () => {
  it('has 107 distinct symbols of 11 modules, and a stop of 13', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    const widths = CODE128_PATTERNS.map((pattern) => [...pattern].reduce((sum, digit) => sum + Number(digit), 0));
    expect(widths.slice(0, 106).every((width) => width === 11)).toBe(true);
    expect(widths[106]).toBe(13);
  });

  it('encodes set B with the start, the weighted modulo-103 checksum and the stop', () => {
    // "AB": values 33 and 34; checksum (104 + 33·1 + 34·2) mod 103 = 205 mod 103 = 102.
    expect(code128Values('AB')).toEqual([104, 33, 34, 102, 106]);
    expect(code128Values('CR7K2M9Q4X')?.length).toBe(13);
  });

  it('refuses characters outside set B', () => {
    expect(code128Values('กข')).toBeNull();
    expect(code128Bars('A\u0001')).toBeNull();
  });

  it('lays the bars out with quiet zones of ten modules on both sides', () => {
    const drawing = code128Bars('AB');
    // 10 + (start, 2 symbols, checksum) 4·11 + stop 13 + 10.
    expect(drawing?.width).toBe(77);
    expect(drawing?.bars[0]).toEqual([10, 2]);
    // Three bars per symbol and four in the stop.
    expect(drawing?.bars).toHaveLength(4 * 3 + 4);
  });
});

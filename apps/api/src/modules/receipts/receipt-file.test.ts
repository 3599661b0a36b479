import { describe, expect, it } from 'vitest';
import { detectReceiptFile } from './receipt-file.js';

function ftyp(brand: string): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from(`ftyp${brand}`), Buffer.alloc(4)]);
}

describe('detectReceiptFile', () => {
  it('knows HEIC by the HEIF brands of its ftyp box, not other ISO-BMFF files', () => {
    for (const brand of ['heic', 'heix', 'mif1', 'msf1', 'hevc']) {
      expect(detectReceiptFile(ftyp(brand))).toEqual({ contentType: 'image/heic', extension: 'heic' });
    }
    expect(detectReceiptFile(ftyp('avif'))).toBeUndefined();
    expect(detectReceiptFile(ftyp('isom'))).toBeUndefined();
  });

  it('knows PDF by %PDF- and refuses text, SVG, a bare RIFF and an empty file', () => {
    expect(detectReceiptFile(Buffer.from('%PDF-1.7\n'))?.contentType).toBe('application/pdf');
    for (const text of ['%PDF', '<svg onload=alert(1)>', 'RIFF\0\0\0\0WAVE', '']) {
      expect(detectReceiptFile(Buffer.from(text))).toBeUndefined();
    }
  });
});

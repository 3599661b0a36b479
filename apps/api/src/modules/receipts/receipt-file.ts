import type { RECEIPT_MEDIA_TYPES } from '@loyalty/contracts';

export type ReceiptMediaType = (typeof RECEIPT_MEDIA_TYPES)[number];

interface ReceiptKind {
  contentType: ReceiptMediaType;
  extension: string;
}

/** HEIF brands phones write for HEIC photos (still images and sequences). */
const HEIC_BRANDS: ReadonlySet<string> = new Set(['heic', 'heix', 'mif1', 'msf1', 'hevc']);

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/**
 * The receipt's real type from its first bytes (the file name and the declared type are the client's
 * word): JPEG `FF D8 FF`, PNG's signature, WebP `RIFF....WEBP`, PDF `%PDF-`, HEIC an `ftyp` box with a
 * HEIF brand. The bytes are stored as they came, so only the signature is checked, never decoded.
 */
export function detectReceiptFile(bytes: Buffer): ReceiptKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return { contentType: 'application/pdf', extension: 'pdf' };
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) {
    return { contentType: 'image/heic', extension: 'heic' };
  }
  return undefined;
}

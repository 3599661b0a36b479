import sharp from 'sharp';

/** A plain picture of `width` × `height` in one colour, as a test's upload. */
export function solidPicture(width: number, height: number, background = '#c8102e') {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** CRC-32 as PNG chunks use it (Node 20 has no zlib.crc32). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The same PNG with its header claiming another size: a few bytes that would decode to billions of pixels. */
export function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height; the chunk's CRC follows its 13 data bytes.
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

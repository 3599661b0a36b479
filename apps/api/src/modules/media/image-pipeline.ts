import { createHash } from 'node:crypto';
import { IMAGE_UPLOAD_MAX_PIXELS, IMAGE_WIDTHS } from '@loyalty/contracts';
import type { Metadata, Sharp, SharpConstructor } from 'sharp';

interface ImageKind {
  contentType: string;
}

/**
 * The picture's real type from its first bytes (the file name and the declared type are the
 * client's word): JPEG `FF D8 FF`, PNG's eight-byte signature, WebP `RIFF....WEBP`. Nothing else is
 * taken: SVG is a document that can carry script (docs/decisions/025), GIF and the rest no slot needs.
 */
export function detectImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg' };
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png' };
  }
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { contentType: 'image/webp' };
  }
  return undefined;
}

/**
 * sharp and libvips, loaded by the first upload rather than at start: most processes never decode a
 * picture, and loading them costs each process about 19 MB of resident memory (docs/decisions/031).
 * libvips' operation cache is off: every upload is new bytes, so a cached operation is never reused, and
 * the cache would otherwise hold up to 50 MB after the uploads that filled it.
 */
let loadedSharp: Promise<SharpConstructor> | undefined;
export function loadSharp(): Promise<SharpConstructor> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

/**
 * An upload opened for decoding and turned upright from its EXIF orientation. The pixel limit refuses
 * decompression bombs while decoding; re-encoding drops the file's metadata (location, camera), personal
 * data no screen uses, as sharp keeps none unless asked.
 */
export async function openUpright(bytes: Buffer): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS }).rotate();
}

/** WebP quality of every stored copy (docs/decisions/025: the measured size against what the eye sees). */
const WEBP_QUALITY = 80;

/** Why an upload was not taken: not a picture we read, or more pixels than the limit allows. */
export type ImageRefusal = 'not-an-image' | 'too-many-pixels';

export interface RenderedCopy {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface RenderedImage {
  /** The name every copy shares: the same upload always gets the same name. */
  name: string;
  /** Narrowest first; the last is the widest. */
  copies: RenderedCopy[];
}

/** EXIF orientations 5 to 8 turn the picture a quarter: its stored width is its upright height. */
function uprightWidthOf(metadata: Metadata): number {
  return (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
}

/** The widths an upright picture `width` px wide is stored at: each standard width below it, then its own width up to the widest. */
export function widthsFor(width: number): number[] {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
  return [...IMAGE_WIDTHS.filter((standard) => standard < Math.min(width, widest)), Math.min(width, widest)];
}

/**
 * The content-hash name: the upload's bytes and what is made of them (widths, quality), so the same file
 * twice is one set of files, and a change of sizes or quality never reuses a name a browser cached.
 */
function nameOf(bytes: Buffer): string {
  return createHash('sha256')
    .update(`webp-q${WEBP_QUALITY}-${IMAGE_WIDTHS.join(',')}\n`)
    .update(bytes)
    .digest('hex')
    .slice(0, 32);
}

/**
 * An upload as the copies the member screens load: checked by content (signature, then a header read
 * that decodes no pixel, then the pixel limit), upright, WebP at each width of `widthsFor`, never enlarged.
 */
export async function renderImage(bytes: Buffer): Promise<RenderedImage | ImageRefusal> {
  if (!detectImage(bytes)) return 'not-an-image';
  // The header alone: no pixel is decoded, so sharp's own pixel cap need not guard it and a bomb is named as one.
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata) return 'not-an-image';
  if (metadata.width * metadata.height > IMAGE_UPLOAD_MAX_PIXELS) return 'too-many-pixels';
  try {
    const upright = await openUpright(bytes);
    const copies = await Promise.all(
      widthsFor(uprightWidthOf(metadata)).map(async (width) => {
        const { data, info } = await upright
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
    return { name: nameOf(bytes), copies };
  } catch {
    // The header read, the pixels did not (a truncated or corrupt file).
    return 'not-an-image';
  }
}

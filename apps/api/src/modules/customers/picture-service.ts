import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { updateMember } from './member-repository.js';

interface ImageKind {
  contentType: string;
}

/**
 * The picture's real type from its first bytes (the file name and the declared type are the
 * client's word): JPEG `FF D8 FF`, PNG's eight-byte signature, WebP `RIFF....WEBP`.
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

/** Avatars show at most 160 CSS px at 3x density; a larger picture only costs members' data. */
export const PICTURE_SIZE = 512;
/** Refuses decompression bombs: a 5 MB file may still claim billions of pixels. 40 MP covers any phone camera. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The stored picture: turned upright from its EXIF orientation, cropped to a square of PICTURE_SIZE,
 * re-encoded as WebP. Re-encoding also drops the photo's metadata (location, camera) — personal data
 * the product has no use for. A file whose signature looks right but does not decode is refused.
 */
export async function normalisePicture(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_FILE');
  }
}

/** UpdateProfilePicture: a JPEG, PNG or WebP, normalised and stored under a fresh name so caches never show the old one. */
export async function updateProfilePicture(
  context: { orm: Orm; storage: FileStorage },
  memberId: number,
  bytes: Buffer,
): Promise<{ picture_url: string }> {
  if (!detectImage(bytes)) throw new AppError('UNSUPPORTED_FILE');
  const picture = await normalisePicture(bytes);
  const url = await context.storage.put(`profile/${memberId}/${randomUUID()}.webp`, picture, 'image/webp');
  await updateMember(context.orm, memberId, { pictureUrl: url });
  return { picture_url: url };
}

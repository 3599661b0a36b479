import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { detectImage, openUpright } from '../media/image-pipeline.js';
import { updateMember } from './member-repository.js';

/** Avatars show at most 160 CSS px at 3x density; a larger picture only costs members' data. */
export const PICTURE_SIZE = 512;

/**
 * The stored picture: opened upright by the image pipeline (pixel limit, metadata dropped), cropped to a
 * square of PICTURE_SIZE, re-encoded as WebP. A file whose signature looks right but does not decode is refused.
 */
export async function normalisePicture(bytes: Buffer): Promise<Buffer> {
  try {
    return await (await openUpright(bytes))
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

import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { detectImage, openUpright } from '../media/image-pipeline.js';
import { lockMember, setPictureUrl } from '../members/member-service.js';

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

/** Where a member's pictures are stored: only keys under it are ever removed for that member. */
const pictureFolderOf = (memberId: number) => `profile/${memberId}/`;

/**
 * UpdateProfilePicture: a JPEG, PNG or WebP, normalised and stored under a fresh name so caches never
 * show the old one. The picture it replaces is personal data the member has withdrawn, so it is deleted
 * once the new one is saved (under the member's row lock, so two uploads at once each delete the one
 * they replaced); a deletion that fails leaves a file no page links to, which the answer does not wait on.
 */
export async function updateProfilePicture(
  context: { orm: Orm; storage: FileStorage; onOrphanedFile?: (key: string, error: unknown) => void },
  memberId: number,
  bytes: Buffer,
): Promise<{ picture_url: string }> {
  if (!detectImage(bytes)) throw new AppError('UNSUPPORTED_FILE');
  const picture = await normalisePicture(bytes);
  const folder = pictureFolderOf(memberId);
  const url = await context.storage.put(`${folder}${randomUUID()}.webp`, picture, 'image/webp');
  const previousUrl = await context.orm.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member) throw new AppError('NOT_FOUND');
    await setPictureUrl(tx, memberId, url);
    return member.pictureUrl;
  });
  const previousKey = previousUrl ? context.storage.keyOf(previousUrl) : undefined;
  if (previousKey?.startsWith(folder)) {
    await context.storage.remove(previousKey).catch((error: unknown) => context.onOrphanedFile?.(previousKey, error));
  }
  return { picture_url: url };
}

import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { updateMember } from './member-repository.js';

interface ImageKind {
  contentType: string;
  extension: string;
}

/**
 * The picture's real type from its first bytes (the file name and the declared type are the
 * client's word): JPEG `FF D8 FF`, PNG's eight-byte signature, WebP `RIFF....WEBP`.
 */
export function detectImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

/** UpdateProfilePicture: a JPEG, PNG or WebP stored under a fresh name, so caches never show the old one. */
export async function updateProfilePicture(
  context: { orm: Orm; storage: FileStorage },
  memberId: number,
  bytes: Buffer,
): Promise<{ picture_url: string }> {
  const kind = detectImage(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_FILE');
  const url = await context.storage.put(
    `profile/${memberId}/${randomUUID()}.${kind.extension}`,
    bytes,
    kind.contentType,
  );
  await updateMember(context.orm, memberId, { pictureUrl: url });
  return { picture_url: url };
}

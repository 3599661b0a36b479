import { PROFILE_PICTURE_MAX_BYTES } from '@loyalty/contracts';

/** The picture types the server accepts (it judges by content; this only spares a doomed upload). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type PictureProblem = 'wrongType' | 'tooLarge' | 'empty';

/** Why a chosen file cannot be the profile picture, or null when it may be sent. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The size limit in whole megabytes, for the message. */
export const PICTURE_MAX_MB = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

import { DEFAULT_LINE_OA_HANDLE } from './line-link';

export { addFriendUrl } from './line-link';

/** Deployment settings read from `VITE_*` variables at build time, with the documented defaults. */
const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const config = {
  lineOaHandle: setting(env.VITE_LINE_OA_HANDLE, DEFAULT_LINE_OA_HANDLE),
  externalHomeUrl: setting(env.VITE_EXTERNAL_HOME_URL, 'https://www.example.com'),
  liffId: setting(env.VITE_LIFF_ID, ''),
  facebookUrl: setting(env.VITE_FACEBOOK_URL, 'https://www.facebook.com/chabarewards'),
  youtubeUrl: setting(env.VITE_YOUTUBE_URL, 'https://www.youtube.com/@chabarewards'),
} as const;

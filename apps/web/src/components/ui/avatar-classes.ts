// No React here: the profile page's HTML draws the member's avatar before the app (build/profile-frame.ts).

/** The picture shown for a member without one, or whose picture fails to load (SPEC §2): a file of the build's root. */
export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

export const AVATAR = 'shrink-0 rounded-full bg-brand-50 object-cover ring-2 ring-white';

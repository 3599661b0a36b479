import { z } from 'zod';
import { textField } from '../fields.js';

/** Any address resolves against this made-up origin; what still has it after resolving is a path on the site. */
const SITE_ORIGIN = 'https://site.invalid';

/**
 * A path on this site, judged where a browser would take it: `//host/x`, and `/\host/x` since browsers read
 * a backslash as a slash, leave the site while looking like paths. Spaces and backslashes are refused
 * outright (a browser drops tabs and line breaks from an address and turns backslashes into slashes).
 */
function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || /[\s\\]/.test(value)) return false;
  try {
    return new URL(value, SITE_ORIGIN).origin === SITE_ORIGIN;
  } catch {
    return false;
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A page of a company or brand outside the app: https only, so a member's tap never downgrades to http. */
export const httpsUrlField = textField({ max: 500 }).refine(isHttpsUrl, { error: 'httpsUrl' });

/** A picture members load: uploaded to this site (`/media/…`) or served over https elsewhere. */
export const imageUrlField = textField({ max: 500 }).refine((value) => isSitePath(value) || isHttpsUrl(value), {
  error: 'imageUrl',
});

/** Where a tap leads inside the member app (`/privilege?catId=2`). */
export const appPathField = textField({ max: 500 }).refine(isSitePath, { error: 'appPath' });

/** Display order: lower first. */
export const sortField = z.int().min(0).max(10_000);

/**
 * A display window's end must come after its start (both ISO instants; either end open when null).
 * Checked on the whole input so the error lands on `ends_at`, where the form shows it.
 */
export function endsAfterStart(start: string | null, end: string | null): boolean {
  return start === null || end === null || Date.parse(end) > Date.parse(start);
}

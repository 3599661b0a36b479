import { z } from 'zod';
import { textField } from '../fields.js';

/**
 * A path on this site, judged where a browser would take it: `//host/x`, and `/\host/x` since browsers read
 * a backslash as a slash, leave the site while looking like paths. Spaces and backslashes are refused
 * outright (a browser drops tabs and line breaks from an address and turns backslashes into slashes).
 * Every such path stays on the site, so the pattern is the whole rule, and the OpenAPI document states it.
 */
const SITE_PATH = '/(?:[^\\s\\\\/][^\\s\\\\]*)?';

/** An https address's shape: the scheme in lower case, a host, then a path, query or fragment without spaces. */
const HTTPS_URL = 'https://[^\\s/?#\\\\]+(?:[/?#][^\\s\\\\]*)?';

/**
 * An address that is not a path on this site parses as a URL (the WHATWG URL standard browsers follow),
 * which the pattern cannot tell for every address: a port beyond 65535, say.
 */
function isPathOrUrl(value: string): boolean {
  if (value.startsWith('/')) return true;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A page of a company or brand outside the app: https only, so a member's tap never downgrades to http. */
export const httpsUrlField = textField({ max: 500 })
  .regex(new RegExp(`^${HTTPS_URL}$`), { error: 'httpsUrl' })
  .refine(isPathOrUrl, { error: 'httpsUrl' })
  .meta({ description: 'An https address that parses as a URL (the WHATWG URL standard)' });

/** A picture members load: uploaded to this site (`/media/…`) or served over https elsewhere. */
export const imageUrlField = textField({ max: 500 })
  .regex(new RegExp(`^(?:${HTTPS_URL}|${SITE_PATH})$`), { error: 'imageUrl' })
  .refine(isPathOrUrl, { error: 'imageUrl' })
  .meta({ description: 'A path on this site (`/media/…`) or an https address that parses as a URL (WHATWG URL)' });

/** Where a tap leads inside the member app (`/privilege?catId=2`). */
export const appPathField = textField({ max: 500 }).regex(new RegExp(`^${SITE_PATH}$`), { error: 'appPath' });

/** Display order: lower first. */
export const sortField = z.int().min(0).max(10_000);

/**
 * A display window's end must come after its start (both ISO instants; either end open when null).
 * Checked on the whole input so the error lands on `ends_at`, where the form shows it.
 */
export function endsAfterStart(start: string | null, end: string | null): boolean {
  return start === null || end === null || Date.parse(end) > Date.parse(start);
}

import { z } from 'zod';
import { textField } from '../fields.js';

/** A path on this site: `/` then not another `/` (`//host/x` leaves the site while looking like a path). */
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

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

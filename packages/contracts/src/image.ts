import { z } from 'zod';

/**
 * The `srcset` beside an image URL (`<url> 320w, <url> 640w…`): every width the back-office's image
 * pipeline stored (docs/decisions/025), for the browser to load the one its slot needs. Absent or null
 * for artwork shipped as one file (the seed's SVGs): the screen then shows the URL alone.
 */
export const imageSrcsetField = z.string().nullable().optional();

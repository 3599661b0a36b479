import { placed, svg } from './catalogue-artwork.js';
import type { Motif, Palette } from './motifs.js';

/** The size of a bank card (ISO/IEC 7810 ID-1, 85.60 × 53.98 mm) at ten units a millimetre. */
export const CARD_ART_SIZE = { width: 856, height: 540 } as const;

const WHITE: Palette = { light: '#ffffff', soft: '#ffffff', strong: '#ffffff', main: '#ffffff', dark: '#ffffff' };

/**
 * A member card's face: a deep gradient of the company's colours, the chaba flower as a watermark, a
 * chip, and the company's motif on a light disc at the right. No words: the app writes the card's name,
 * level and number over it in the member's language, in the clear space on the left. Square corners:
 * the app rounds the card to its own radius at every size.
 */
export function cardArtwork(name: string, motif: Motif, palette: Palette): string {
  const { width, height } = CARD_ART_SIZE;
  const background = `<defs><linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.main}"/></linearGradient><clipPath id="face"><rect width="${width}" height="${height}"/></clipPath></defs>\n<rect width="${width}" height="${height}" fill="url(#card)"/>`;
  const glow = `<circle cx="790" cy="40" r="260" fill="${palette.strong}" opacity="0.35"/><circle cx="90" cy="560" r="230" fill="#ffffff" opacity="0.07"/>`;
  const watermark = `<g opacity="0.12">${placed('hibiscus', WHITE, 560, 430, 0.9)}</g>`;
  const chip = `<rect x="64" y="196" width="92" height="70" rx="12" fill="#fcd34d"/><path d="M64 231 h92 M110 196 v70 M88 196 v18 M132 248 v18" stroke="#b45309" stroke-width="3" fill="none" opacity="0.7"/>`;
  const emblem = `<circle cx="710" cy="200" r="112" fill="${palette.light}"/><circle cx="710" cy="200" r="112" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.5"/>${placed(motif, palette, 710, 206, 0.52)}`;
  return svg(
    width,
    height,
    name,
    `<g clip-path="url(#face)">${background}\n${glow}\n${watermark}\n${chip}\n${emblem}</g>`,
  );
}

import { createHash } from 'node:crypto';
import type { CategoryCode } from '../seed-catalogue-structure.js';
import { MOTIFS, type Motif, type Palette } from './motifs.js';

/** Each category keeps one colour family so a list reads at a glance; food is the brand's warm orange. */
export const CATEGORY_PALETTES: Record<CategoryCode, Palette> = {
  food: { light: '#fff7ed', soft: '#fed7aa', strong: '#fb923c', main: '#ea580c', dark: '#9a3412' },
  shopping: { light: '#fff1f2', soft: '#fecdd3', strong: '#fb7185', main: '#e11d48', dark: '#9f1239' },
  beauty: { light: '#f0fdfa', soft: '#99f6e4', strong: '#2dd4bf', main: '#0d9488', dark: '#115e59' },
  travel: { light: '#f0f9ff', soft: '#bae6fd', strong: '#38bdf8', main: '#0284c7', dark: '#075985' },
  entertainment: { light: '#f5f3ff', soft: '#ddd6fe', strong: '#a78bfa', main: '#7c3aed', dark: '#4c1d95' },
  lifestyle: { light: '#fefce8', soft: '#fde68a', strong: '#facc15', main: '#ca8a04', dark: '#854d0e' },
};

/** A stable number from a name, so each picture's background differs but never changes between runs. */
function seedOf(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0);
}

export function svg(width: number, height: number, label: string, body: string): string {
  const escaped = label.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escaped}">\n${body}\n</svg>\n`;
}

function gradient(palette: Palette, width: number, height: number): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="0.6" stop-color="${palette.soft}"/><stop offset="1" stop-color="${palette.strong}"/></linearGradient></defs>\n<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/** Soft white bubbles placed by the name's seed. */
function bubbles(name: string, width: number, height: number): string {
  const seed = seedOf(name);
  return [0, 1, 2]
    .map((index) => {
      const part = (seed >>> (index * 8)) & 0xff;
      const cx = Math.round(((part * 37) % 100) * width * 0.01);
      const cy = Math.round(((part * 61) % 100) * height * 0.01);
      const radius = Math.round(height * (0.12 + (part % 5) * 0.06));
      return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff" opacity="${(0.16 + index * 0.06).toFixed(2)}"/>`;
    })
    .join('\n');
}

export function placed(motif: Motif, palette: Palette, x: number, y: number, scale: number, mirrored = false): string {
  return `<g transform="translate(${x} ${y}) scale(${mirrored ? -scale : scale} ${scale})">${MOTIFS[motif](palette)}</g>`;
}

/** A privilege card picture (16:9, like the articles): the motif large, a coin and sparkles beside it. */
export function privilegeArtwork(slug: string, title: string, motif: Motif, palette: Palette): string {
  // Privileges sharing a motif still differ: the seed mirrors, shifts and sizes the illustration.
  const seed = seedOf(`${slug}:motif`);
  const mirrored = (seed & 1) === 1;
  const x = 560 + (seed % 81);
  const scale = 1.2 + ((seed >>> 8) % 3) * 0.08;
  const coin = `<g transform="translate(860 190)"><circle r="54" fill="#f59e0b"/><circle r="42" fill="#fbbf24"/><text y="17" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="48" fill="#92400e">P</text></g>`;
  const sparkles = `<path d="M300 170 l10 28 l28 10 l-28 10 l-10 28 l-10 -28 l-28 -10 l28 -10 z" fill="#ffffff" opacity="0.85"/><path d="M920 470 l7 18 l18 7 l-18 7 l-7 18 l-7 -18 l-18 -7 l18 -7 z" fill="#ffffff" opacity="0.75"/>`;
  return svg(
    1200,
    675,
    title,
    `${gradient(palette, 1200, 675)}\n${bubbles(slug, 1200, 675)}\n${placed(motif, palette, x, 360, scale, mirrored)}${coin}${sparkles}`,
  );
}

/** A category chip icon: the motif on a rounded square of the category's colours. */
export function categoryIcon(name: string, motif: Motif, palette: Palette): string {
  return svg(
    160,
    160,
    name,
    `<rect width="160" height="160" rx="40" fill="${palette.soft}"/>\n${placed(motif, palette, 80, 82, 0.36)}`,
  );
}

/** A group cover: the chaba flower with the group's own motif. */
export function groupArtwork(name: string, motif: Motif, palette: Palette): string {
  return svg(
    1200,
    675,
    name,
    `${gradient(palette, 1200, 675)}\n${bubbles(name, 1200, 675)}\n${placed('hibiscus', palette, 380, 360, 1.2)}${placed(motif, palette, 820, 380, 1.1)}`,
  );
}

/** A partner logo: its initials on a disc in its main category's colours. */
export function partnerLogo(name: string, palette: Palette): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return svg(
    240,
    240,
    name,
    `<circle cx="120" cy="120" r="116" fill="${palette.main}"/><circle cx="120" cy="120" r="96" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.6"/><text x="120" y="148" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="80" fill="#ffffff">${initials}</text>`,
  );
}

/** A carousel banner (12:5): three motifs across a wide gradient, the chaba flower in the corner. */
export function bannerArtwork(name: string, motifs: readonly [Motif, Motif, Motif], palette: Palette): string {
  const [left, middle, right] = motifs;
  return svg(
    1200,
    500,
    name,
    `${gradient(palette, 1200, 500)}\n${bubbles(name, 1200, 500)}\n${placed('hibiscus', palette, 1080, 90, 0.55)}${placed(left, palette, 280, 270, 0.95)}${placed(middle, palette, 600, 250, 1.15)}${placed(right, palette, 920, 290, 0.95)}`,
  );
}

/** Initials of a name's capitalised words, leaving out the legal suffix (`Co., Ltd.`). */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z][a-z]/.test(word) && !/^(Co|Ltd)\b/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

/**
 * A group product's logo (DESIGN §12): a company carries the group's chaba flower over its initials on
 * a rounded square; a brand its own motif on a disc, as its shop sign would.
 */
export function productLogo(name: string, kind: 'company' | 'brand', motif: Motif, palette: Palette): string {
  if (kind === 'company') {
    return svg(
      240,
      240,
      name,
      `<rect width="240" height="240" rx="56" fill="${palette.dark}"/>${placed('hibiscus', { ...palette, main: palette.strong, dark: palette.light }, 120, 92, 0.32)}<text x="120" y="196" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="56" letter-spacing="4" fill="#ffffff">${initialsOf(name)}</text>`,
    );
  }
  return svg(
    240,
    240,
    name,
    `<circle cx="120" cy="120" r="118" fill="${palette.soft}"/><circle cx="120" cy="120" r="100" fill="#ffffff"/>${placed(motif, palette, 120, 126, 0.48)}`,
  );
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GAME_INVITATION_ART, GAMES, gameArtOf } from '@loyalty/contracts';
import { DEFAULT_MEDIA_DIR } from '../../config.js';
import { DEMO_PRIVILEGES } from '../seed-catalogue.js';
import { type CategoryCode, DEMO_CATEGORIES, DEMO_GROUPS, DEMO_PARTNERS } from '../seed-catalogue-structure.js';
import { DEMO_PRODUCTS } from '../seed-products.js';
import {
  bannerArtwork,
  CATEGORY_PALETTES,
  categoryIcon,
  groupArtwork,
  partnerLogo,
  privilegeArtwork,
  productLogo,
} from './catalogue-artwork.js';
import type { Motif } from './motifs.js';

/**
 * Writes the catalogue's artwork under apps/api/media (committed, served under /media/):
 * `npx tsx apps/api/src/seed/artwork/generate-catalogue-artwork.ts`. Rerun after adding a privilege or a
 * group company or brand, or a game.
 */
const GROUP_ART: Record<(typeof DEMO_GROUPS)[number]['key'], { motif: Motif; palette: CategoryCode }> = {
  weekend: { motif: 'beach', palette: 'lifestyle' },
  exclusives: { motif: 'gift', palette: 'entertainment' },
};

const PARTNER_PALETTES: Record<(typeof DEMO_PARTNERS)[number]['key'], CategoryCode> = {
  brew: 'food',
  noodle: 'food',
  mart: 'shopping',
  orchid: 'beauty',
  andaman: 'travel',
  starlight: 'entertainment',
  teak: 'lifestyle',
  'rewards-shop': 'shopping',
};

/** The in-app banners of seed-catalogue.ts, by name. */
const BANNER_ART: readonly { name: string; motifs: [Motif, Motif, Motif]; palette: CategoryCode }[] = [
  { name: 'home-flash-sale', motifs: ['gift', 'ticket', 'bag'], palette: 'shopping' },
  { name: 'home-food', motifs: ['coffee', 'noodles', 'cake'], palette: 'food' },
  { name: 'home-travel', motifs: ['plane', 'beach', 'bed'], palette: 'travel' },
  { name: 'home-beauty', motifs: ['lotus', 'bottle', 'dumbbell'], palette: 'beauty' },
  { name: 'privilege-entertainment', motifs: ['popcorn', 'ticket', 'music'], palette: 'entertainment' },
  { name: 'privilege-home', motifs: ['plant', 'lamp', 'pot'], palette: 'lifestyle' },
];

function write(relativePath: string, content: string): void {
  const path = join(DEFAULT_MEDIA_DIR, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

for (const privilege of DEMO_PRIVILEGES) {
  const palette = CATEGORY_PALETTES[privilege.category];
  write(
    `privileges/${privilege.slug}.svg`,
    privilegeArtwork(privilege.slug, privilege.en.title, privilege.motif, palette),
  );
}
for (const category of DEMO_CATEGORIES) {
  write(
    `privileges/categories/${category.code}.svg`,
    categoryIcon(category.en, category.icon, CATEGORY_PALETTES[category.code]),
  );
}
for (const group of DEMO_GROUPS) {
  const art = GROUP_ART[group.key];
  write(`privileges/groups/${group.key}.svg`, groupArtwork(group.en, art.motif, CATEGORY_PALETTES[art.palette]));
}
for (const partner of DEMO_PARTNERS) {
  write(
    `privileges/partners/${partner.key}.svg`,
    partnerLogo(partner.en, CATEGORY_PALETTES[PARTNER_PALETTES[partner.key]]),
  );
}
for (const banner of BANNER_ART) {
  write(`banners/${banner.name}.svg`, bannerArtwork(banner.name, banner.motifs, CATEGORY_PALETTES[banner.palette]));
}
for (const product of DEMO_PRODUCTS) {
  const palette = CATEGORY_PALETTES[product.palette];
  write(`products/${product.slug}-logo.svg`, productLogo(product.en.name, product.kind, product.motifs[0], palette));
  // A cover is drawn like a carousel banner (12:5): the product's three motifs and the chaba flower.
  write(`products/${product.slug}-cover.svg`, bannerArtwork(product.slug, product.motifs, palette));
}
/** The games landing's pictures (DESIGN §12), one per known game and the generic invitation. */
const GAME_ART: Record<string, { motifs: [Motif, Motif, Motif]; palette: CategoryCode }> = {
  'lucky-spin': { motifs: ['gift', 'ticket', 'gamepad'], palette: 'entertainment' },
  'memory-match': { motifs: ['gamepad', 'music', 'ticket'], palette: 'travel' },
  'flower-catch': { motifs: ['lotus', 'gift', 'plant'], palette: 'beauty' },
};
for (const game of GAMES) {
  const art = GAME_ART[game.id];
  if (!art) throw new Error(`No art described for the game ${game.id}`);
  write(gameArtOf(game).replace('/media/', ''), bannerArtwork(game.id, art.motifs, CATEGORY_PALETTES[art.palette]));
}
write(
  GAME_INVITATION_ART.replace('/media/', ''),
  bannerArtwork('invitation', ['gamepad', 'gift', 'ticket'], CATEGORY_PALETTES.shopping),
);
console.log(`Artwork written under ${DEFAULT_MEDIA_DIR}`);

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MEDIA_DIR } from '../../config.js';
import { DEMO_CARD_TEMPLATES } from '../seed-cards.js';
import { cardArtwork } from './card-artwork.js';
import { CATEGORY_PALETTES } from './catalogue-artwork.js';

/**
 * Writes the member cards' artwork under apps/api/media/cards (committed, served under /media/):
 * `npx tsx apps/api/src/seed/artwork/generate-card-artwork.ts`. Rerun after adding a card template.
 */
const dir = join(DEFAULT_MEDIA_DIR, 'cards');
mkdirSync(dir, { recursive: true });
for (const template of DEMO_CARD_TEMPLATES) {
  writeFileSync(
    join(dir, `${template.slug}.svg`),
    cardArtwork(template.en.name, template.motif, CATEGORY_PALETTES[template.palette]),
  );
}
console.log(`Card artwork written under ${dir}`);

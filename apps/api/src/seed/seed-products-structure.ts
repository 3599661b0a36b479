import type { Motif } from './artwork/motifs.js';
import type { CategoryCode, PartnerKey } from './seed-catalogue-structure.js';

/** A seeded branch: where it is, in both languages, and its map pin. */
export interface DemoBranch {
  en: { name: string; address: string };
  th: { name: string; address: string };
  /** Latitude and longitude of the place, for the map link. */
  at: readonly [number, number];
}

/**
 * A seeded company or brand (DESIGN §8, §12). `slug` names its artwork (/media/products/<slug>-logo.svg
 * and -cover.svg), drawn in a catalogue palette with its motifs; `partner` is the catalogue partner
 * whose privileges it offers.
 */
export interface DemoProduct {
  slug: string;
  kind: 'company' | 'brand';
  partner: PartnerKey;
  palette: CategoryCode;
  motifs: readonly [Motif, Motif, Motif];
  en: { name: string; category: string; description: string };
  th: { name: string; category: string; description: string };
  website: string;
  /** The LINE official account handle, `@` included (DESIGN §7 builds the add-friend link from it). */
  lineOa: string;
  branches: readonly DemoBranch[];
}

/** A link that opens the place in Google Maps (its documented search URL), on any device. */
export function mapUrlOf([latitude, longitude]: readonly [number, number]): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

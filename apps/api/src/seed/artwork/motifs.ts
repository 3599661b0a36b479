/**
 * Flat illustration pieces for the catalogue artwork, each drawn around (0, 0) within about ±160 units,
 * in a category's palette. Kept as plain SVG strings so the generator needs no drawing library.
 */
export interface Palette {
  /** Background gradient from light to strong. */
  light: string;
  soft: string;
  strong: string;
  /** The illustration's main fill and its shade. */
  main: string;
  dark: string;
}

export const MOTIFS = {
  coffee: (p: Palette) =>
    `<rect x="-90" y="-60" width="150" height="170" rx="26" fill="${p.main}"/><path d="M60 -20 h30 a40 40 0 0 1 0 80 h-30" fill="none" stroke="${p.dark}" stroke-width="20"/><rect x="-110" y="100" width="200" height="26" rx="13" fill="${p.dark}"/><path d="M-50 -90 q-20 -30 0 -60 M0 -90 q-20 -30 0 -60" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.8"/>`,
  noodles: (p: Palette) =>
    `<path d="M-150 -10 h300 a150 130 0 0 1 -300 0 z" fill="${p.main}"/><path d="M-100 -10 q20 -80 40 0 q20 -80 40 0 q20 -80 40 0 q20 -80 40 0" fill="none" stroke="#fde68a" stroke-width="14"/><line x1="40" y1="-150" x2="130" y2="-20" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/><line x1="80" y1="-160" x2="150" y2="-30" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/><rect x="-150" y="-20" width="300" height="22" rx="11" fill="${p.dark}"/>`,
  cake: (p: Palette) =>
    `<rect x="-130" y="-10" width="260" height="130" rx="18" fill="${p.main}"/><rect x="-130" y="-70" width="260" height="80" rx="18" fill="#ffffff"/><path d="M-130 -20 q32 40 65 0 q32 40 65 0 q32 40 65 0 q32 40 65 0" fill="${p.soft}"/><rect x="-8" y="-140" width="16" height="70" rx="6" fill="${p.dark}"/><ellipse cx="0" cy="-155" rx="12" ry="20" fill="#fbbf24"/>`,
  cart: (p: Palette) =>
    `<path d="M-160 -110 h50 l40 170 h170 l40 -130 h-230" fill="none" stroke="${p.dark}" stroke-width="22" stroke-linejoin="round" stroke-linecap="round"/><rect x="-70" y="-60" width="90" height="90" rx="12" fill="${p.main}"/><rect x="30" y="-40" width="70" height="70" rx="12" fill="#ffffff"/><circle cx="-50" cy="110" r="26" fill="${p.dark}"/><circle cx="90" cy="110" r="26" fill="${p.dark}"/>`,
  bag: (p: Palette) =>
    `<path d="M-60 -70 v-30 a60 60 0 0 1 120 0 v30" fill="none" stroke="${p.dark}" stroke-width="20" stroke-linecap="round"/><rect x="-130" y="-70" width="260" height="220" rx="30" fill="${p.main}"/><circle cx="0" cy="40" r="46" fill="#ffffff" opacity="0.9"/><path d="M0 16 l8 16 l18 3 l-13 12 l3 18 l-16 -9 l-16 9 l3 -18 l-13 -12 l18 -3 z" fill="${p.dark}"/>`,
  headphones: (p: Palette) =>
    `<path d="M-120 40 v-30 a120 120 0 0 1 240 0 v30" fill="none" stroke="${p.dark}" stroke-width="24"/><rect x="-150" y="10" width="70" height="120" rx="30" fill="${p.main}"/><rect x="80" y="10" width="70" height="120" rx="30" fill="${p.main}"/>`,
  lotus: (p: Palette) =>
    `<ellipse cx="0" cy="-40" rx="50" ry="110" fill="${p.main}"/><ellipse cx="0" cy="-40" rx="50" ry="110" fill="${p.dark}" opacity="0.55" transform="rotate(-40 0 60)"/><ellipse cx="0" cy="-40" rx="50" ry="110" fill="${p.dark}" opacity="0.55" transform="rotate(40 0 60)"/><ellipse cx="0" cy="-40" rx="40" ry="100" fill="${p.main}"/><rect x="-160" y="70" width="320" height="30" rx="15" fill="${p.dark}"/>`,
  bottle: (p: Palette) =>
    `<rect x="-70" y="-60" width="140" height="200" rx="30" fill="${p.main}"/><rect x="-36" y="-120" width="72" height="70" rx="10" fill="${p.dark}"/><rect x="-50" y="0" width="100" height="70" rx="12" fill="#ffffff" opacity="0.9"/><circle cx="110" cy="-60" r="22" fill="#ffffff" opacity="0.7"/><circle cx="140" cy="-110" r="12" fill="#ffffff" opacity="0.6"/>`,
  dumbbell: (p: Palette) =>
    `<rect x="-110" y="-14" width="220" height="28" rx="14" fill="${p.dark}"/><rect x="-150" y="-80" width="50" height="160" rx="16" fill="${p.main}"/><rect x="100" y="-80" width="50" height="160" rx="16" fill="${p.main}"/><rect x="-175" y="-50" width="30" height="100" rx="12" fill="${p.dark}"/><rect x="145" y="-50" width="30" height="100" rx="12" fill="${p.dark}"/>`,
  bed: (p: Palette) =>
    `<rect x="-160" y="0" width="320" height="90" rx="20" fill="${p.main}"/><rect x="-160" y="-90" width="40" height="210" rx="14" fill="${p.dark}"/><rect x="-110" y="-40" width="90" height="50" rx="22" fill="#ffffff"/><rect x="-20" y="-20" width="180" height="30" rx="14" fill="${p.soft}"/><rect x="130" y="60" width="30" height="60" rx="10" fill="${p.dark}"/>`,
  beach: (p: Palette) =>
    `<circle cx="90" cy="-90" r="50" fill="#fbbf24"/><path d="M-20 140 q10 -120 -30 -200" fill="none" stroke="${p.dark}" stroke-width="18" stroke-linecap="round"/><path d="M-50 -60 q-80 -20 -110 30 q60 -30 110 -30 q-10 -80 60 -100 q-30 40 -60 100 q80 -40 120 10 q-70 -10 -120 -10" fill="${p.main}"/><path d="M-180 140 q90 -40 180 0 t180 0 v30 h-360 z" fill="${p.main}" opacity="0.6"/>`,
  plane: (p: Palette) =>
    `<path d="M-160 20 l280 -120 q40 -10 30 30 l-120 280 l-40 -110 z" fill="${p.main}"/><path d="M-40 70 l110 -110" stroke="${p.dark}" stroke-width="16" stroke-linecap="round"/><path d="M-120 120 q-40 20 -60 50" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-dasharray="16 14"/>`,
  ticket: (p: Palette) =>
    `<path d="M-160 -80 h320 v50 a30 30 0 0 0 0 60 v50 h-320 v-50 a30 30 0 0 0 0 -60 z" fill="${p.main}"/><line x1="70" y1="-70" x2="70" y2="70" stroke="#ffffff" stroke-width="8" stroke-dasharray="14 10"/><path d="M-60 -34 l14 28 h30 l-24 18 l10 30 l-30 -18 l-30 18 l10 -30 l-24 -18 h30 z" fill="#ffffff"/>`,
  popcorn: (p: Palette) =>
    `<circle cx="-60" cy="-70" r="45" fill="#fef3c7"/><circle cx="0" cy="-95" r="50" fill="#fffbeb"/><circle cx="60" cy="-70" r="45" fill="#fef3c7"/><path d="M-110 -50 h220 l-30 200 h-160 z" fill="#ffffff"/><path d="M-80 -50 l20 200 h30 l-10 -200 z M30 -50 l-10 200 h30 l20 -200 z" fill="${p.main}"/>`,
  music: (p: Palette) =>
    `<path d="M-60 90 v-200 l160 -40 v200" fill="none" stroke="${p.dark}" stroke-width="20" stroke-linejoin="round"/><ellipse cx="-90" cy="95" rx="50" ry="38" fill="${p.main}"/><ellipse cx="70" cy="55" rx="50" ry="38" fill="${p.main}"/><path d="M-60 -60 l160 -40" stroke="${p.dark}" stroke-width="20"/>`,
  gamepad: (p: Palette) =>
    `<path d="M-150 0 a70 70 0 0 1 70 -70 h160 a70 70 0 0 1 70 70 l10 70 a40 40 0 0 1 -70 30 l-40 -40 h-120 l-40 40 a40 40 0 0 1 -70 -30 z" fill="${p.main}"/><path d="M-90 -20 v50 M-115 5 h50" stroke="#ffffff" stroke-width="16" stroke-linecap="round"/><circle cx="70" cy="-10" r="14" fill="#ffffff"/><circle cx="100" cy="20" r="14" fill="${p.dark}"/>`,
  lamp: (p: Palette) =>
    `<path d="M-90 -40 l30 -110 h120 l30 110 z" fill="${p.main}"/><rect x="-10" y="-40" width="20" height="150" fill="${p.dark}"/><rect x="-80" y="110" width="160" height="30" rx="15" fill="${p.dark}"/><ellipse cx="0" cy="-30" rx="70" ry="14" fill="#fde68a" opacity="0.8"/>`,
  plant: (p: Palette) =>
    `<path d="M-80 40 h160 l-24 110 h-112 z" fill="${p.dark}"/><path d="M0 40 q-10 -100 -100 -130 q0 90 100 130 q10 -120 90 -160 q20 100 -90 160" fill="${p.main}"/><path d="M0 40 v-110" stroke="${p.dark}" stroke-width="8"/>`,
  pot: (p: Palette) =>
    `<rect x="-130" y="-40" width="260" height="150" rx="34" fill="${p.main}"/><rect x="-160" y="-20" width="40" height="24" rx="12" fill="${p.dark}"/><rect x="120" y="-20" width="40" height="24" rx="12" fill="${p.dark}"/><rect x="-140" y="-70" width="280" height="36" rx="18" fill="${p.dark}"/><rect x="-20" y="-100" width="40" height="34" rx="10" fill="${p.dark}"/>`,
  gift: (p: Palette) =>
    `<rect x="-130" y="-40" width="260" height="180" rx="20" fill="${p.main}"/><rect x="-150" y="-90" width="300" height="60" rx="16" fill="${p.dark}"/><rect x="-20" y="-90" width="40" height="230" fill="#ffffff"/><path d="M0 -90 q-90 -90 -90 -20 q0 20 90 20 q90 0 90 -20 q0 -70 -90 20" fill="#ffffff"/>`,
  hibiscus: (p: Palette) =>
    `${[10, 82, 154, 226, 298].map((angle) => `<ellipse cx="0" cy="-80" rx="62" ry="90" fill="${p.main}" transform="rotate(${angle})"/>`).join('')}<circle r="34" fill="${p.dark}"/><line x1="0" y1="0" x2="24" y2="-120" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/><circle cx="26" cy="-126" r="10" fill="#fbbf24"/>`,
} as const;

export type Motif = keyof typeof MOTIFS;

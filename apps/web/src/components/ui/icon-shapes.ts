// No React here: a members' page whose HTML draws its first screen before the app (build/home-frame.ts)
// draws these icons too, from the same shapes as the app's icon components, so the two cannot drift.

/** One stroke of an icon: its SVG element and that element's attributes, as written in the markup. */
export type IconPart = readonly [
  tag: 'path' | 'rect' | 'ellipse' | 'circle',
  attributes: Readonly<Record<string, string>>,
];
export type IconShape = readonly IconPart[];

export const COINS_SHAPE: IconShape = [
  ['ellipse', { cx: '9', cy: '7', rx: '6', ry: '3' }],
  ['path', { d: 'M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7' }],
  ['path', { d: 'M9 15v2c0 1.7 2.7 3 6 3s6-1.3 6-3v-5c0-1.6-2.4-2.9-5.5-3' }],
];

export const GIFT_SHAPE: IconShape = [
  ['rect', { x: '3', y: '8', width: '18', height: '5', rx: '1' }],
  ['path', { d: 'M5 13v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8v13' }],
  ['path', { d: 'M12 8S10.5 3 7.5 3a2.5 2.5 0 0 0 0 5M12 8s1.5-5 4.5-5a2.5 2.5 0 0 1 0 5' }],
];

export const HISTORY_SHAPE: IconShape = [
  ['path', { d: 'M3 12a9 9 0 1 0 3-6.7L3 8' }],
  ['path', { d: 'M3 3v5h5M12 7v5l3 2' }],
];

export const TRANSFER_SHAPE: IconShape = [['path', { d: 'M4 8h14l-3-3M20 16H6l3 3' }]];

export const QR_CODE_SHAPE: IconShape = [
  ['rect', { x: '3', y: '3', width: '7', height: '7', rx: '1' }],
  ['rect', { x: '14', y: '3', width: '7', height: '7', rx: '1' }],
  ['rect', { x: '3', y: '14', width: '7', height: '7', rx: '1' }],
  ['path', { d: 'M14 14h3v3h-3zM21 14v.01M14 21h.01M17 21h4v-4' }],
];

/**
 * A decorative icon as markup, attribute for attribute as the app's `Svg` renders one (a 24 px grid,
 * stroked in the text's colour, hidden from screen readers). The shapes' values are the constants above.
 */
export function iconMarkup(shape: IconShape, className: string): string {
  const parts = shape
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`);
      return `<${tag}${written.join('')}></${tag}>`;
    })
    .join('');
  return [
    '<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2"',
    ` stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="${className}">${parts}</svg>`,
  ].join('');
}

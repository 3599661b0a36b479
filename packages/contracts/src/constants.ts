/** Business constants of SPEC §9. */
export const APP_VERSION = '2.0.4';
export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/**
 * The cookie that mirrors local storage's `lang` (decision 034): the server reads it to send the
 * landing's HTML already in the visitor's language, before any script can read local storage.
 */
export const LANGUAGE_COOKIE = 'lang';

/**
 * SPEC §9 page sizes (DESIGN §5 default limits). Here, not beside the privilege calls, so the web reads
 * them without those calls' zod schemas (the privilege page's first visit).
 */
export const PRIVILEGE_PAGE_SIZES = { main: 30, exclusive: 6, favourite: 8, flashSale: 8, group: 8 } as const;

/**
 * A member holds a handful of cards; ten fill a phone screen twice over. Here, not beside the card
 * calls, so the web reads it without their zod schemas (home's first visit).
 */
export const VIRTUAL_CARD_PAGE_SIZE = 10;

/** Tablet starts above 769 px; desktop at 1024 px and wider. */
export const BREAKPOINTS = { tabletAbove: 769, desktopFrom: 1024 } as const;

export const SCROLL_RESTORE_DELAY_MS = 1200;
export const MODAL_OPEN_DELAY_MS = 300;
export const MODAL_SHAKE_MS = 300;
export const DEFAULT_LAYOUT_PADDING_TOP = 48;
export const COPYRIGHT_YEAR = 2023;
export const DEFAULT_POINT_BALANCE = 0;
export const COUNTDOWN_DEFAULT_INTERVAL_MS = 1000;

/** Banner group and names of the landing key visuals (SPEC §7 Banner). */
export const LANDING_BANNER_GROUP = 'Landing-Kv';
export const LANDING_KV_NAMES = {
  mobile: 'Landing-Kv-Mobile',
  tablet: 'Landing-Kv-Tablet',
  desktop: 'Landing-Kv-Desktop',
} as const;

/**
 * The landing's HTML draws its key visual before any script runs (decision 033): the web build leaves
 * this comment where the picture goes, the server puts the current key visuals' `<picture>` there and
 * their GetLandingBanner answer in a JSON block with this id, which the app's first render starts from.
 */
export const KEY_VISUAL_SLOT = '<!--key-visual-->';
export const LANDING_KEY_VISUALS_DATA_ID = 'landing-key-visuals';

/** Login types of DESIGN §6: 1 is a foreigner identified by e-mail, 2 a Thai identified by mobile. */
export const LOGIN_TYPE = { foreigner: 1, thai: 2 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

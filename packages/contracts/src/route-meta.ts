import type { Scope } from './call.js';

/** The four bottom-navigation tabs (SPEC §2 bottom navigation), named after their routes. */
export const TABS = ['home', 'collect-point', 'privilege', 'profile'] as const;
export type Tab = (typeof TABS)[number];

/** Every route name of SPEC §2, plus the inbox of DESIGN §15 and the dev outbox of DESIGN §7. */
export const ROUTE_NAMES = [
  'landing',
  'login-type',
  'login',
  'forget-pw',
  'reset-password',
  'phone',
  'otp',
  'register',
  'policy',
  'condition',
  'privilege',
  'privilege-search',
  'privilege-fav',
  'privilege-flashsale',
  'privilege-group',
  'privilege-detail',
  'redemption',
  'collect-point',
  'upload-receipt',
  'promo-code',
  'scancode',
  'point-condition',
  'promo-condition',
  'profile',
  'friend-ref-code',
  'point-transaction',
  'consent',
  'edit-profile',
  'change-mobile',
  'change-email',
  'set-password',
  'confirm-otp',
  'history',
  'tracking-status',
  'address-list',
  'address-field',
  'cancel-membership',
  'member-card-list',
  'member-card-detail',
  'member-card-condition',
  'product',
  'product-detail',
  'transfer',
  'complete-transfer',
  'home',
  'banner-list',
  'home-list',
  'home-detail',
  'home-exclusive',
  'liff-auth',
  'member-warning',
  'games-landing',
  'notifications',
  'privacy',
  'dev-outbox',
  'not-found',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

export type LayoutBackground = 'main' | 'sub' | 'register';

/**
 * Route metadata of SPEC §2 that drives the page chrome. Every flag defaults to off; `title`
 * is Thai and `titleEn` English, as SPEC names them.
 */
export interface RouteMeta {
  showNavTop?: boolean;
  showRegisterNavTop?: boolean;
  showBackButton?: boolean;
  /** Route name the back button goes to (step 2 of the back-button order). */
  backTo?: RouteName;
  blackBackIcon?: boolean;
  showLogo?: boolean;
  showSearchBar?: boolean;
  title?: string;
  titleEn?: string;
  showSearch?: boolean;
  showShare?: boolean;
  showWhiteFav?: boolean;
  showFav?: boolean;
  showChangeLanguage?: boolean;
  /** Registration routes carry `bcrm-register` (SPEC §6). */
  scope?: Scope;
  /** Whether the route needs a signed-in member (any session); public routes do not. */
  requiresAuth?: boolean;
  /** The tab kept lit while this route shows; routes without a tab hide the bottom navigation. */
  tab?: Tab;
  /**
   * A page several tabs lead to (history, the inbox): it lights the tab of the page the member came from, and `tab`
   * only when there is none (opened directly, or after a reload), so the bar says where the member is.
   */
  tabFollowsOrigin?: boolean;
  layout?: {
    background?: LayoutBackground;
    footer?: boolean;
    paddingTop?: number;
  };
  /** Restore the earlier scroll position when returning (SPEC §2 scrolling). */
  restoreScroll?: boolean;
}

export interface RouteDefinition {
  name: RouteName;
  /** React Router path pattern (DESIGN §3). */
  path: string;
  meta: RouteMeta;
}

export const registerLayout = { background: 'register', footer: true } as const;
export const mainLayout = { background: 'main', footer: true } as const;
export const subLayout = { background: 'sub', footer: true } as const;

/** Shared chrome of a member sub-page: top bar with a title and a back button. */
export function subPage(title: string, titleEn: string, extra: RouteMeta = {}): RouteMeta {
  return {
    showNavTop: true,
    showBackButton: true,
    title,
    titleEn,
    requiresAuth: true,
    layout: subLayout,
    ...extra,
  };
}

export function registrationPage(title: string, titleEn: string, extra: RouteMeta = {}): RouteMeta {
  return {
    showRegisterNavTop: true,
    showBackButton: true,
    title,
    titleEn,
    scope: 'bcrm-register',
    layout: registerLayout,
    ...extra,
  };
}

/**
 * A route's title in a language (SPEC §2: `title` is Thai, `titleEn` English): what the app's chrome shows
 * and the privilege screen's first paint (apps/web/build/privilege-frame.ts) writes.
 */
export function titleOf(meta: RouteMeta, language: string): string {
  return (language === 'th' ? meta.title : meta.titleEn) ?? meta.titleEn ?? meta.title ?? '';
}

/**
 * Whether the top bar shows the route title at this width: on phones and tablets when the bar carries
 * no logo. The screen then keeps its `h1` for screen readers only, so the title is never drawn twice.
 * A page's HTML that draws its first screen (apps/web/build) asks it too.
 */
export function isTitleInTopBar(meta: RouteMeta, isDesktop: boolean): boolean {
  const hasBar = Boolean(meta.showNavTop || meta.showRegisterNavTop);
  return hasBar && !isDesktop && !meta.showLogo && Boolean(meta.title || meta.titleEn);
}

import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from './route-meta.js';
import { pathOf, productPath, ROUTE_LIST, ROUTES } from './routes.js';

/** Every route name SPEC §2 lists, area by area. */
const SPEC_ROUTE_NAMES = [
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
  'redemption',
  'privilege-detail',
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
  'product',
  'product-detail',
  'member-card-list',
  'member-card-detail',
  'member-card-condition',
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
  'not-found',
];

describe('route table', () => {
  it('holds every route name of SPEC §2', () => {
    expect(ROUTE_NAMES).toEqual(expect.arrayContaining(SPEC_ROUTE_NAMES));
  });

  it('gives every route a unique path', () => {
    const paths = ROUTE_LIST.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses DESIGN §3 paths: slash and route name, with the parameterised shapes', () => {
    expect(ROUTES.login.path).toBe('/login');
    expect(ROUTES.redemption.path).toBe('/redemption/:id');
    expect(ROUTES['privilege-detail'].path).toBe('/privilege-detail/:id');
    expect(ROUTES['tracking-status'].path).toBe('/tracking-status/:id');
    expect(ROUTES['address-field'].path).toBe('/address-field/:id');
    expect(ROUTES['member-card-detail'].path).toBe('/member-card-detail/:id');
    expect(ROUTES['member-card-condition'].path).toBe('/member-card-condition/:id');
    expect(ROUTES['not-found'].path).toBe('*');
  });

  it('sends login back to login-type, otp and register back to phone (SPEC §2)', () => {
    expect(ROUTES.login.meta.backTo).toBe('login-type');
    expect(ROUTES.otp.meta.backTo).toBe('phone');
    expect(ROUTES.register.meta.backTo).toBe('phone');
  });

  it('sends the children of edit-profile back to edit-profile', () => {
    for (const child of ['change-mobile', 'change-email', 'set-password', 'confirm-otp'] as const) {
      expect(ROUTES[child].meta.backTo).toBe('edit-profile');
    }
  });

  it('shows the language switch exactly on landing, login-type, not-found and cancel-membership', () => {
    const withSwitch = ROUTE_LIST.filter((route) => route.meta.showChangeLanguage).map((route) => route.name);
    expect(withSwitch.sort()).toEqual(['cancel-membership', 'landing', 'login-type', 'not-found']);
  });

  it('marks the registration routes with the bcrm-register scope', () => {
    for (const name of ['phone', 'otp', 'register'] as const) {
      expect(ROUTES[name].meta.scope).toBe('bcrm-register');
    }
  });

  it('keeps the parent tab lit on the sub-pages SPEC §2 lists', () => {
    for (const name of ['upload-receipt', 'scancode', 'promo-code'] as const) {
      expect(ROUTES[name].meta.tab).toBe('collect-point');
    }
    for (const name of ['edit-profile', 'history', 'consent', 'address-list', 'address-field'] as const) {
      expect(ROUTES[name].meta.tab).toBe('profile');
    }
  });

  it('lets only the history, its tracking pages and the inbox light the tab the member came from', () => {
    const following = ROUTE_LIST.filter((route) => route.meta.tabFollowsOrigin).map((route) => route.name);
    expect(following).toEqual(['history', 'tracking-status', 'notifications']);
    for (const name of ['history', 'tracking-status'] as const) expect(ROUTES[name].meta.tab).toBe('profile');
  });

  it('puts the inbox of DESIGN §15 at /notifications for members, lighting the tab its bell was tapped on', () => {
    expect(ROUTES.notifications.path).toBe('/notifications');
    expect(ROUTES.notifications.meta).toMatchObject({
      requiresAuth: true,
      showBackButton: true,
      title: 'การแจ้งเตือน',
      titleEn: 'Notifications',
      tabFollowsOrigin: true,
      tab: 'home',
    });
  });

  it('gives every titled route both the Thai title and the English titleEn', () => {
    for (const route of ROUTE_LIST) {
      if (route.meta.title || route.meta.titleEn) {
        expect(route.meta.title, route.name).toMatch(/[\u0E00-\u0E7F]/);
        expect(route.meta.titleEn, route.name).toMatch(/[A-Za-z]/);
      }
    }
  });
});

describe('pathOf', () => {
  it('fills parameters and encodes them', () => {
    expect(pathOf('redemption', { id: 42 })).toBe('/redemption/42');
    expect(pathOf('address-field', { id: 'new' })).toBe('/address-field/new');
    expect(pathOf('tracking-status', { id: 'a b' })).toBe('/tracking-status/a%20b');
  });

  it('refuses a missing parameter instead of building a broken link', () => {
    expect(() => pathOf('redemption')).toThrow(/id/);
  });

  it('builds product list and detail paths from the product kind', () => {
    expect(productPath('company')).toBe('/company');
    expect(productPath('brand', 7)).toBe('/brand-detail/7');
  });
});

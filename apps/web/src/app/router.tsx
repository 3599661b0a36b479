import {
  LOGIN_TYPE_REGISTER_META,
  type ProductKind,
  pathOf,
  ROUTE_LIST,
  ROUTES,
  type RouteDefinition,
  type RouteName,
} from '@loyalty/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type MiddlewareFunction,
  matchRoutes,
  type Params,
  type RouteObject,
  replace,
} from 'react-router';
import { RouteErrorBoundary } from '@/components/feedback/route-error-boundary';
import type { ProductRouteName } from '@/features/products/lib/product-route';
import { getCustomerInfoQueryOptions } from '@/features/profile/api/get-customer-info';
import { getLandingBannerQueryOptions } from '@/features/sign-in/api/get-landing-banner';
import { REGISTER_INTENT } from '@/features/sign-in/lib/register-intent';
import type { Namespace } from '@/i18n/resources';
import { loadNamespaces } from '@/lib/i18n';
import { isAnyKeyVisualMissing, useRegistrationDraftStore } from '@/lib/registration-draft-store';
import type { ShownRoute } from '@/lib/route-meta';
import { readStoredLanguage } from '@/lib/storage';
import { AppShell, ShellFallback } from './app-shell';
import {
  captureQueryMiddleware,
  consentFirstMiddleware,
  hasMemberSession,
  registrationMiddleware,
  requireMemberMiddleware,
} from './middleware';

export interface Screen {
  load: () => Promise<ComponentType>;
  /** Translation namespaces the screen reads besides the core ones, loaded alongside its code. */
  namespaces: Namespace[];
  /** The read its largest picture waits for, started with its code on a first visit (issue 13: LCP). */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

/** Route modules holding several screens: one dynamic import each, so one chunk and one preload list. */
const passwords = () => import('./routes/passwords');
const contactChange = () => import('./routes/contact-change');
const registration = () => import('./routes/registration');
const profileEdit = () => import('./routes/profile-edit');
const collect = () => import('./routes/collect');
const articles = () => import('./routes/articles');
const points = () => import('./routes/points');
const privileges = () => import('./routes/privileges');
const history = () => import('./routes/history');
const cards = () => import('./routes/cards');
const products = () => import('./routes/products');

/** A screen from a route module, by its export name, with the namespaces it reads. */
function screenOf<M>(
  load: () => Promise<M>,
  name: keyof M,
  namespaces: Namespace[],
  prefetch?: Screen['prefetch'],
): Screen {
  return { load: () => load().then((module) => module[name] as ComponentType), namespaces, prefetch };
}

/** Landing's key visuals, unless a visit before this one already stored them (SPEC §3 registration draft). */
async function prefetchLandingKeyVisuals(queryClient: QueryClient): Promise<void> {
  if (!isAnyKeyVisualMissing(useRegistrationDraftStore.getState())) return;
  await queryClient.prefetchQuery(getLandingBannerQueryOptions());
}

/**
 * Home's pictures and notices: its banners, and the card alerts its card notice names, asked for
 * while the app starts rather than once home has rendered.
 */
async function prefetchHomePictures(queryClient: QueryClient): Promise<void> {
  const [{ bannerListQueryOptions }, { cardAlertListQueryOptions }] = await Promise.all([
    import('@/features/home/api/banners'),
    import('@/features/cards/api/get-active-virtual-card-list'),
  ]);
  await Promise.all([
    queryClient.prefetchQuery(bannerListQueryOptions('Home')),
    queryClient.prefetchQuery(cardAlertListQueryOptions()),
  ]);
}

/**
 * privilege's categories and the first page of its list as a first visit shows it (no category chosen):
 * asked for while the app starts, not once the screen has rendered. The list's first card is its largest
 * picture.
 */
async function prefetchPrivilegeList(queryClient: QueryClient): Promise<void> {
  const [{ categoriesQueryOptions }, { privilegeListQueryOptions }, { NO_FILTER }] = await Promise.all([
    import('@/features/privileges/api/get-privilege-categories'),
    import('@/features/privileges/api/privilege-list-query'),
    import('@/features/privileges/api/privilege-keys'),
  ]);
  const language = readStoredLanguage();
  await Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions(language)),
    queryClient.prefetchInfiniteQuery(privilegeListQueryOptions('main', NO_FILTER, language)),
  ]);
}

/** Every route's screen, each its own chunk (or one per route module). */
export const SCREENS: Readonly<Record<RouteName, Screen>> = {
  landing: screenOf(
    () => import('@/features/sign-in/components/landing-screen'),
    'LandingScreen',
    ['landing'],
    prefetchLandingKeyVisuals,
  ),
  'login-type': screenOf(() => import('./routes/login-type'), 'LoginTypeRoute', ['auth']),
  login: screenOf(() => import('./routes/login'), 'LoginRoute', ['auth']),
  'forget-pw': screenOf(passwords, 'ForgetPasswordRoute', ['password']),
  'reset-password': screenOf(passwords, 'ResetPasswordRoute', ['password']),
  'set-password': screenOf(passwords, 'SetPasswordRoute', ['member', 'password']),
  'change-email': screenOf(contactChange, 'ChangeEmailRoute', ['member', 'profile']),
  'change-mobile': screenOf(contactChange, 'ChangeMobileRoute', ['member', 'profile']),
  'confirm-otp': screenOf(contactChange, 'ConfirmOtpRoute', ['profile', 'registration']),
  'liff-auth': screenOf(() => import('@/features/sign-in/components/liff-auth-screen'), 'LiffAuthScreen', ['auth']),
  phone: screenOf(registration, 'PhoneRoute', ['registration']),
  otp: screenOf(registration, 'OtpRoute', ['registration']),
  register: screenOf(registration, 'RegisterRoute', ['registration']),
  consent: screenOf(registration, 'ConsentRoute', ['registration', 'privacy', 'notifications']),
  policy: screenOf(registration, 'PolicyRoute', ['registration']),
  condition: screenOf(registration, 'ConditionRoute', ['registration']),
  'edit-profile': screenOf(profileEdit, 'EditProfileRoute', ['member', 'profile']),
  'address-list': screenOf(profileEdit, 'AddressListRoute', ['profile']),
  'address-field': screenOf(profileEdit, 'AddressFieldRoute', ['profile']),
  home: screenOf(() => import('./routes/home'), 'HomeRoute', ['member', 'card-notices'], prefetchHomePictures),
  'banner-list': screenOf(() => import('./routes/banner-list'), 'BannerListRoute', ['member']),
  profile: screenOf(() => import('./routes/profile'), 'ProfileRoute', ['member', 'notifications']),
  'cancel-membership': screenOf(() => import('./routes/cancel-membership'), 'CancelMembershipRoute', [
    'account',
    'registration',
    'privacy',
  ]),
  'member-warning': screenOf(() => import('./routes/member-warning'), 'MemberWarningRoute', ['account']),
  // Its own chunk: the point history reads, the transfer's forms and schemas are not its to carry.
  'point-transaction': screenOf(() => import('./routes/point-transaction'), 'PointTransactionRoute', ['points']),
  transfer: screenOf(points, 'TransferRoute', ['points']),
  'complete-transfer': screenOf(points, 'CompleteTransferRoute', ['points']),
  'friend-ref-code': screenOf(points, 'FriendRefCodeRoute', ['points']),
  'collect-point': screenOf(() => import('./routes/collect-point'), 'CollectPointRoute', ['collect']),
  'promo-code': screenOf(collect, 'PromoCodeRoute', ['collect']),
  scancode: screenOf(collect, 'ScanCodeRoute', ['collect']),
  'upload-receipt': screenOf(collect, 'UploadReceiptRoute', ['collect']),
  'point-condition': screenOf(collect, 'PointConditionRoute', ['collect']),
  'promo-condition': screenOf(collect, 'PromoConditionRoute', ['collect']),
  redemption: screenOf(() => import('./routes/redemption'), 'RedemptionRoute', ['redemption']),
  history: screenOf(history, 'HistoryRoute', ['history', 'redemption']),
  'tracking-status': screenOf(history, 'TrackingStatusRoute', ['redemption']),
  'home-list': screenOf(articles, 'ArticleListRoute', ['articles']),
  'home-detail': screenOf(articles, 'ArticleDetailRoute', ['articles']),
  privilege: screenOf(privileges, 'PrivilegeRoute', ['privileges'], prefetchPrivilegeList),
  'privilege-search': screenOf(privileges, 'PrivilegeSearchRoute', ['privileges']),
  'privilege-fav': screenOf(privileges, 'PrivilegeFavRoute', ['privileges']),
  'privilege-flashsale': screenOf(privileges, 'PrivilegeFlashSaleRoute', ['privileges']),
  'privilege-group': screenOf(privileges, 'PrivilegeGroupRoute', ['privileges']),
  // Its own chunk: the redeem flow's forms and schemas are not the lists' to carry (DESIGN §10, issue 39).
  'privilege-detail': screenOf(() => import('./routes/privilege-detail'), 'PrivilegeDetailRoute', [
    'privileges',
    'redemption',
    'profile',
    'registration',
  ]),
  'home-exclusive': screenOf(privileges, 'HomeExclusiveRoute', ['privileges']),
  'member-card-list': screenOf(cards, 'MemberCardListRoute', ['cards', 'card-notices']),
  'member-card-detail': screenOf(cards, 'MemberCardDetailRoute', ['cards', 'card-notices']),
  'member-card-condition': screenOf(cards, 'MemberCardConditionRoute', ['cards']),
  product: screenOf(products, 'ProductListRoute', ['products', 'privileges']),
  'product-detail': screenOf(products, 'ProductDetailRoute', ['products', 'privileges']),
  'games-landing': screenOf(() => import('@/features/games/components/games-landing-screen'), 'GamesLandingScreen', [
    'games',
  ]),
  notifications: screenOf(() => import('./routes/notifications'), 'NotificationsRoute', ['notifications']),
  privacy: screenOf(() => import('./routes/privacy'), 'PrivacyRoute', ['privacy']),
  'dev-outbox': screenOf(() => import('./routes/dev-outbox'), 'DevOutboxRoute', ['dev']),
  'not-found': screenOf(() => import('./routes/not-found'), 'NotFoundRoute', []),
};

/** The route whose screen a path shows; none for the root path, which only redirects (see buildRoutes). */
function screenNameAt(pathname: string): RouteName | undefined {
  const table: { name?: RouteName; path: string }[] = [{ path: '/' }, ...ROUTE_LIST];
  return matchRoutes(table, pathname)?.at(-1)?.route.name;
}

/**
 * A link the member presses or focuses is about to be followed: its screen's code and words start then,
 * the press's head start on the click (issue 39: a screen's code comes with it, not with the lists that
 * link to it). A failure is not lost: the router loads them again on the way and shows its error.
 */
export function preloadOnIntent(target: EventTarget): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const name = screenNameAt(link.pathname);
    if (!name) return;
    loadScreen(SCREENS[name]).catch(() => undefined);
  };
  target.addEventListener('pointerdown', onIntent, { passive: true });
  target.addEventListener('focusin', onIntent);
}

/** The screen a first visit shows, and when the reads it asked for at start have answered. */
export interface FirstScreen {
  screen: Screen;
  /** Settles once those reads have answered or failed; at once when it asked for none. */
  dataRead: Promise<void>;
}

/**
 * The screen a first visit to `pathname` shows, its code (and the read its largest picture waits for)
 * already on its way: start-up fetches it and its words beside the core ones instead of after them
 * (issue 13 first paint). Null for the root path.
 */
export function preloadScreenAt(pathname: string, queryClient: QueryClient): FirstScreen | null {
  const name = screenNameAt(pathname);
  if (!name) return null;
  const screen = SCREENS[name];
  // A failure here is not lost: the router loads the screen again itself and shows its error.
  screen.load().catch(() => undefined);
  // A member page's reads wait for a member: without one the guard sends the visitor elsewhere.
  const isMemberPage = ROUTES[name].meta.requiresAuth;
  const forMember = isMemberPage && hasMemberSession();
  const screenRead =
    screen.prefetch && (!isMemberPage || forMember)
      ? screen.prefetch(queryClient).then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
  // Every member page's chrome shows the member (AppShell): asked for now, not once the shell renders. A
  // page that came drawn (decision 067) waits for it too, or its greeting would flash back to a skeleton.
  const memberRead = forMember ? queryClient.prefetchQuery(getCustomerInfoQueryOptions()) : Promise.resolve();
  return { screen, dataRead: Promise.all([screenRead, memberRead]).then(() => undefined) };
}

/** Member pages a member who must consent again still reaches: the consent screen itself, and leaving. */
const BEFORE_CONSENT: readonly RouteName[] = ['consent', 'cancel-membership'];

function middlewareOf(route: RouteDefinition, queryClient: QueryClient): MiddlewareFunction[] {
  const { meta } = route;
  if (meta.requiresAuth && !BEFORE_CONSENT.includes(route.name)) {
    return [requireMemberMiddleware, consentFirstMiddleware(queryClient)];
  }
  if (meta.requiresAuth) return [requireMemberMiddleware];
  if (meta.scope === 'bcrm-register') return [registrationMiddleware];
  return [];
}

/** What a product route's screen reads: its kind, or null when the path names none (the not-found page). */
export interface ProductRouteData extends ShownRoute {
  kind: ProductKind | null;
}

/**
 * The product routes' guard and loader. The kind is checked before the member guard, so a mistyped
 * address shows the not-found page to everyone instead of sending a visitor to landing; a real kind's
 * page is for members like the rest of the Profile area (SPEC §2), a list titled with its kind's name.
 */
function productRouteData(
  queryClient: QueryClient,
  name: ProductRouteName,
): Pick<RouteObject, 'middleware' | 'loader'> {
  const kindOf = (params: Params) =>
    import('./product-routes').then((module) => module.kindOfPath(queryClient, name, params));
  return {
    middleware: [
      async (args, next) => {
        if (!(await kindOf(args.params))) return;
        await requireMemberMiddleware(args, next);
        return consentFirstMiddleware(queryClient)(args, next);
      },
    ],
    loader: async ({ params }): Promise<ProductRouteData> => {
      const kind = await kindOf(params);
      if (!kind) return { kind, shown: { name: 'not-found', meta: ROUTES['not-found'].meta } };
      const meta =
        name === 'product' ? { ...ROUTES.product.meta, title: kind.name, titleEn: kind.name_en } : ROUTES[name].meta;
      return { kind, shown: { name, meta } };
    },
  };
}

/** Guard and data of a route. */
function dataOf(route: RouteDefinition, queryClient: QueryClient): Pick<RouteObject, 'middleware' | 'loader'> {
  if (route.name === 'product' || route.name === 'product-detail') return productRouteData(queryClient, route.name);
  if (route.name === 'login-type') {
    return {
      middleware: middlewareOf(route, queryClient),
      loader: ({ request }): ShownRoute | null =>
        new URL(request.url).searchParams.get('intent') === REGISTER_INTENT
          ? { shown: { name: 'login-type', meta: LOGIN_TYPE_REGISTER_META } }
          : null,
    };
  }
  return { middleware: middlewareOf(route, queryClient) };
}

async function loadScreen({ load, namespaces }: Screen): Promise<ComponentType> {
  const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
  return Component;
}

/**
 * The one route table of the contracts (DESIGN §3) as a data router: each route's `handle` is its
 * SPEC §2 metadata and its id its name, so the chrome reads both through `useMatches()`.
 */
export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: AppShell,
      HydrateFallback: ShellFallback,
      errorElement: <RouteErrorBoundary />,
      middleware: [captureQueryMiddleware],
      children: [
        { index: true, loader: () => replace(pathOf('landing')) },
        ...ROUTE_LIST.map(
          (route): RouteObject => ({
            id: route.name,
            path: route.path,
            handle: route.meta,
            ...dataOf(route, queryClient),
            lazy: { Component: loadScreen.bind(null, SCREENS[route.name]) },
            errorElement: <RouteErrorBoundary />,
          }),
        ),
      ],
    },
  ];
}

/** The router shares the app's query client: route loaders read and fill the same cache as the screens. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(queryClient));
}

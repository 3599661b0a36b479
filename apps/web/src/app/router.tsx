import { pathOf, ROUTE_LIST, type RouteName } from '@loyalty/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, replace } from 'react-router';
import { RouteErrorBoundary } from '@/components/feedback/route-error-boundary';
import type { Namespace } from '@/i18n/resources';
import { loadNamespaces } from '@/lib/i18n';
import { AppShell, ShellFallback } from './app-shell';
import { captureQueryMiddleware, requireMemberMiddleware } from './middleware';

interface Screen {
  load: () => Promise<ComponentType>;
  /** Translation namespaces the screen reads besides the core ones, loaded alongside its code. */
  namespaces: Namespace[];
}

/** Screens built so far, each its own chunk; every other route shows its planned page frame. */
const SCREENS: Partial<Record<RouteName, Screen>> = {
  landing: {
    load: () => import('@/features/auth/components/landing-screen').then((module) => module.LandingScreen),
    namespaces: ['auth'],
  },
  'login-type': {
    load: () => import('./routes/login-type').then((module) => module.LoginTypeRoute),
    namespaces: ['auth'],
  },
  login: { load: () => import('./routes/login').then((module) => module.LoginRoute), namespaces: ['auth'] },
  'liff-auth': {
    load: () => import('@/features/auth/components/liff-auth-screen').then((module) => module.LiffAuthScreen),
    namespaces: ['auth'],
  },
  home: { load: () => import('./routes/home').then((module) => module.HomeRoute), namespaces: ['member'] },
  profile: { load: () => import('./routes/profile').then((module) => module.ProfileRoute), namespaces: ['member'] },
  'cancel-membership': {
    load: () => import('./routes/cancel-membership').then((module) => module.CancelMembershipRoute),
    namespaces: ['member'],
  },
  'dev-outbox': {
    load: () => import('./routes/dev-outbox').then((module) => module.DevOutboxRoute),
    namespaces: ['dev'],
  },
  'not-found': { load: () => import('./routes/not-found').then((module) => module.NotFoundRoute), namespaces: [] },
};

const PLANNED_SCREEN: Screen = {
  load: () => import('./routes/planned').then((module) => module.PlannedRoute),
  namespaces: ['screens'],
};

async function loadScreen({ load, namespaces }: Screen): Promise<ComponentType> {
  const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
  return Component;
}

/**
 * The one route table of the contracts (DESIGN §3) as a data router: each route's `handle` is its
 * SPEC §2 metadata and its id its name, so the chrome reads both through `useMatches()`.
 */
export function buildRoutes(): RouteObject[] {
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
            middleware: route.meta.requiresAuth ? [requireMemberMiddleware] : [],
            lazy: { Component: loadScreen.bind(null, SCREENS[route.name] ?? PLANNED_SCREEN) },
            errorElement: <RouteErrorBoundary />,
          }),
        ),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

import { pathOf, ROUTE_LIST, type RouteMeta, type RouteName } from '@loyalty/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, type MiddlewareFunction, type RouteObject, replace } from 'react-router';
import { RouteErrorBoundary } from '@/components/feedback/route-error-boundary';
import type { Namespace } from '@/i18n/resources';
import { loadNamespaces } from '@/lib/i18n';
import { AppShell, ShellFallback } from './app-shell';
import { captureQueryMiddleware, registrationMiddleware, requireMemberMiddleware } from './middleware';

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
  'forget-pw': {
    load: () => import('./routes/passwords').then((module) => module.ForgetPasswordRoute),
    namespaces: ['password'],
  },
  'reset-password': {
    load: () => import('./routes/passwords').then((module) => module.ResetPasswordRoute),
    namespaces: ['password'],
  },
  'set-password': {
    load: () => import('./routes/passwords').then((module) => module.SetPasswordRoute),
    namespaces: ['member', 'password'],
  },
  'change-email': {
    load: () => import('./routes/contact-change').then((module) => module.ChangeEmailRoute),
    namespaces: ['member', 'profile'],
  },
  'change-mobile': {
    load: () => import('./routes/contact-change').then((module) => module.ChangeMobileRoute),
    namespaces: ['member', 'profile'],
  },
  'confirm-otp': {
    load: () => import('./routes/contact-change').then((module) => module.ConfirmOtpRoute),
    namespaces: ['profile', 'registration'],
  },
  'liff-auth': {
    load: () => import('@/features/auth/components/liff-auth-screen').then((module) => module.LiffAuthScreen),
    namespaces: ['auth'],
  },
  phone: {
    load: () => import('./routes/registration').then((module) => module.PhoneRoute),
    namespaces: ['registration'],
  },
  otp: { load: () => import('./routes/registration').then((module) => module.OtpRoute), namespaces: ['registration'] },
  register: {
    load: () => import('./routes/registration').then((module) => module.RegisterRoute),
    namespaces: ['registration'],
  },
  consent: {
    load: () => import('./routes/registration').then((module) => module.ConsentRoute),
    namespaces: ['registration'],
  },
  policy: {
    load: () => import('./routes/registration').then((module) => module.PolicyRoute),
    namespaces: ['registration'],
  },
  condition: {
    load: () => import('./routes/registration').then((module) => module.ConditionRoute),
    namespaces: ['registration'],
  },
  'edit-profile': {
    load: () => import('./routes/profile-edit').then((module) => module.EditProfileRoute),
    namespaces: ['member', 'profile'],
  },
  'address-list': {
    load: () => import('./routes/profile-edit').then((module) => module.AddressListRoute),
    namespaces: ['profile'],
  },
  'address-field': {
    load: () => import('./routes/profile-edit').then((module) => module.AddressFieldRoute),
    namespaces: ['profile'],
  },
  home: { load: () => import('./routes/home').then((module) => module.HomeRoute), namespaces: ['member'] },
  profile: { load: () => import('./routes/profile').then((module) => module.ProfileRoute), namespaces: ['member'] },
  'cancel-membership': {
    load: () => import('./routes/cancel-membership').then((module) => module.CancelMembershipRoute),
    namespaces: ['member', 'registration'],
  },
  'member-warning': {
    load: () => import('./routes/member-warning').then((module) => module.MemberWarningRoute),
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

function middlewareOf(meta: RouteMeta): MiddlewareFunction[] {
  if (meta.requiresAuth) return [requireMemberMiddleware];
  if (meta.scope === 'bcrm-register') return [registrationMiddleware];
  return [];
}

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
            middleware: middlewareOf(route.meta),
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

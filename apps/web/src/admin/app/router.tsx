import { createBroadcast, createCampaign, isAllowedFor } from '@loyalty/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, data, Outlet, type RouteObject, redirect } from 'react-router';
import { isErrorBody } from '@/lib/api-client';
import { loadNamespaces } from '@/lib/i18n';
import { operatorMeQuery } from '../features/auth/api/operator-session';
import { ACCOUNT_PATH, ADMIN_HOME, SIGN_IN_PATH, signInPathFrom } from '../lib/admin-paths';
import {
  adoptSharedSession,
  registerSecondFactorRequiredHandler,
  registerSessionEndHandler,
} from '../lib/admin-session';
import { AdminShell } from './admin-shell';
import { AdminHome, AdminNotFound, AdminRouteError } from './admin-states';
import { AREAS, type AreaName, areasFor } from './areas';

const loadMemberDetail = () =>
  import('../features/members/components/member-detail-screen').then((module) => module.MemberDetailScreen);

/** Each area's screen, its own chunk. */
const SCREENS: Readonly<Record<AreaName, () => Promise<ComponentType>>> = {
  dashboard: () => import('../features/dashboard/components/dashboard-screen').then((module) => module.DashboardScreen),
  members: () => import('../features/members/components/members-screen').then((module) => module.MembersScreen),
  adjustments: () =>
    import('../features/adjustments/components/adjustments-screen').then((module) => module.AdjustmentsScreen),
  exports: () => import('../features/exports/components/exports-screen').then((module) => module.ExportsScreen),
  privacyRequests: () =>
    import('../features/privacy-requests/components/privacy-requests-screen').then(
      (module) => module.PrivacyRequestsScreen,
    ),
  operators: () => import('../features/operators/components/operators-screen').then((module) => module.OperatorsScreen),
  apiClients: () =>
    import('../features/api-clients/components/api-clients-screen').then((module) => module.ApiClientsScreen),
  audit: () => import('../features/audit/components/audit-screen').then((module) => module.AuditScreen),
  receipts: () => import('../features/receipts/components/receipts-screen').then((module) => module.ReceiptsScreen),
  shipments: () => import('../features/shipments/components/shipments-screen').then((module) => module.ShipmentsScreen),
  catalogue: () => import('../features/catalogue/components/catalogue-screen').then((module) => module.CatalogueScreen),
  counter: () => import('../features/counter/components/counter-screen').then((module) => module.CounterScreen),
  till: () => import('../features/till/components/till-screen').then((module) => module.TillScreen),
  campaigns: () => import('../features/campaigns/components/campaigns-screen').then((module) => module.CampaignsScreen),
  broadcasts: () =>
    import('../features/broadcasts/components/broadcasts-screen').then((module) => module.BroadcastsScreen),
  rules: () => import('../features/rules/components/rules-screen').then((module) => module.RulesScreen),
  consentDocuments: () =>
    import('../features/consent-documents/components/consent-documents-screen').then(
      (module) => module.ConsentDocumentsScreen,
    ),
  tiers: () => import('../features/rules/components/tiers-screen').then((module) => module.TiersScreen),
  banners: () => import('../features/banners/components/banners-screen').then((module) => module.BannersScreen),
  articles: () => import('../features/articles/components/articles-screen').then((module) => module.ArticlesScreen),
  products: () => import('../features/products/components/products-screen').then((module) => module.ProductsScreen),
  codes: () => import('../features/codes/components/codes-screen').then((module) => module.CodesScreen),
  codeBatches: () => import('../features/codes/components/batches-screen').then((module) => module.BatchesScreen),
  cardTemplates: () =>
    import('../features/card-templates/components/card-templates-screen').then((module) => module.CardTemplatesScreen),
  imports: () => import('../features/imports/components/imports-screen').then((module) => module.ImportsScreen),
};

const loadNewCampaign = () =>
  import('../features/campaigns/components/new-campaign-screen').then((module) => module.NewCampaignScreen);
const loadCampaignDetail = () =>
  import('../features/campaigns/components/campaign-detail-screen').then((module) => module.CampaignDetailScreen);

/** A campaign's form and page name tiers in the catalogue's words for them. */
const CAMPAIGN_NAMESPACES = ['admin-campaigns', 'admin-catalogue'] as const;

const loadNewBroadcast = () =>
  import('../features/broadcasts/components/new-broadcast-screen').then((module) => module.NewBroadcastScreen);
const loadBroadcastDetail = () =>
  import('../features/broadcasts/components/broadcast-detail-screen').then((module) => module.BroadcastDetailScreen);

/** A broadcast's form and page name tiers in the catalogue's words for them. */
const BROADCAST_NAMESPACES = ['admin-broadcasts', 'admin-catalogue'] as const;

const loadSignIn = () => import('../features/auth/components/sign-in-screen').then((module) => module.SignInScreen);
const loadAcceptInvite = () =>
  import('../features/auth/components/accept-invite-screen').then((module) => module.AcceptInviteScreen);
const loadSecondFactor = () =>
  import('../features/auth/components/second-factor-screen').then((module) => module.SecondFactorScreen);

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** The signed-in operator, or null when reading them failed for another reason than the session (the shell shows it). */
async function operatorOf(queryClient: QueryClient, url: string) {
  if (!(await adoptSharedSession())) throw redirect(signInPathFrom(pathOf(url)));
  try {
    return await queryClient.ensureQueryData(operatorMeQuery());
  } catch (error) {
    if (isErrorBody(error) && error.http_status === 401) throw redirect(signInPathFrom(pathOf(url), { ended: true }));
    return null;
  }
}

/** The console's words and title; `<html lang>` follows the language as in the member app. */
function AdminRoot() {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = t('console.name');
  }, [t]);
  return <Outlet />;
}

/** While the console's first route loads: its own words are not there yet, the shared ones are. */
function AdminHydrating() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-10 text-center text-ink-600">
      {t('loading')}
    </p>
  );
}

/** The console's route table under `/admin` (DESIGN §11): sign-in, then the shell and its areas. */
export function buildAdminRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'admin',
      path: ADMIN_HOME,
      Component: AdminRoot,
      HydrateFallback: AdminHydrating,
      loader: async () => {
        await loadNamespaces(['admin']);
        return null;
      },
      errorElement: <AdminRouteError />,
      children: [
        {
          path: 'sign-in',
          lazy: {
            Component: loadSignIn,
          },
        },
        // An invited operator's link (issue 35): outside the shell, as they cannot sign in yet.
        { path: 'accept-invite', lazy: { Component: loadAcceptInvite } },
        {
          id: 'admin-shell',
          Component: AdminShell,
          loader: async ({ request }) => {
            await operatorOf(queryClient, request.url);
            return null;
          },
          errorElement: <AdminRouteError />,
          children: [
            {
              index: true,
              Component: AdminHome,
              loader: async ({ request }) => {
                const operator = await operatorOf(queryClient, request.url);
                const [first] = operator ? areasFor(operator) : [];
                return first ? redirect(`${ADMIN_HOME}/${first.path}`) : null;
              },
            },
            ...AREAS.map(
              (area): RouteObject => ({
                id: `admin-${area.name}`,
                path: area.path,
                loader: async ({ request }) => {
                  const operator = await operatorOf(queryClient, request.url);
                  // An operator following a link to an area their role may not open: told so, before the server refuses it.
                  if (operator && !areasFor(operator).includes(area)) throw data(null, { status: 403 });
                  if (area.namespace) await loadNamespaces([area.namespace]);
                  return null;
                },
                lazy: { Component: SCREENS[area.name] },
                errorElement: <AdminRouteError />,
              }),
            ),
            {
              // A member's page, under the members area (every operator may open it).
              id: 'admin-member-detail',
              path: 'members/:memberId',
              loader: async () => {
                // The member's gender reads the member app's own words for it (registration); the member's
                // story (redemptions, receipts, cards, shipments, tier, contact and lock) has its own.
                await loadNamespaces(['admin-members', 'admin-member-story', 'admin-privacy', 'registration']);
                return null;
              },
              lazy: { Component: loadMemberDetail },
              errorElement: <AdminRouteError />,
            },
            {
              // A new campaign, under the campaigns area: admins only, as only they may create one.
              id: 'admin-campaign-new',
              path: 'campaigns/new',
              loader: async ({ request }) => {
                const operator = await operatorOf(queryClient, request.url);
                if (operator && !isAllowedFor(createCampaign.access, operator.role)) throw data(null, { status: 403 });
                await loadNamespaces(CAMPAIGN_NAMESPACES);
                return null;
              },
              lazy: { Component: loadNewCampaign },
              errorElement: <AdminRouteError />,
            },
            {
              // A campaign's page (every operator reads and simulates it).
              id: 'admin-campaign-detail',
              path: 'campaigns/:campaignId',
              loader: async () => {
                await loadNamespaces(CAMPAIGN_NAMESPACES);
                return null;
              },
              lazy: { Component: loadCampaignDetail },
              errorElement: <AdminRouteError />,
            },
            {
              // A new broadcast, under the broadcasts area: admins only, as only they may create one.
              id: 'admin-broadcast-new',
              path: 'broadcasts/new',
              loader: async ({ request }) => {
                const operator = await operatorOf(queryClient, request.url);
                if (operator && !isAllowedFor(createBroadcast.access, operator.role)) throw data(null, { status: 403 });
                await loadNamespaces(BROADCAST_NAMESPACES);
                return null;
              },
              lazy: { Component: loadNewBroadcast },
              errorElement: <AdminRouteError />,
            },
            {
              // A broadcast's page (every operator reads it and its progress).
              id: 'admin-broadcast-detail',
              path: 'broadcasts/:broadcastId',
              loader: async () => {
                await loadNamespaces(BROADCAST_NAMESPACES);
                return null;
              },
              lazy: { Component: loadBroadcastDetail },
              errorElement: <AdminRouteError />,
            },
            {
              // The operator's own account, whatever the role: not an area of the navigation.
              id: 'admin-account',
              path: 'account',
              loader: async () => {
                await loadNamespaces(['admin-account']);
                return null;
              },
              lazy: { Component: loadSecondFactor },
              errorElement: <AdminRouteError />,
            },
            { path: '*', Component: AdminNotFound },
          ],
        },
      ],
    },
  ];
}

type AdminRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A 401 in the middle of work (token expired or revoked) takes the operator to sign-in, which brings
 * them back to the page they were on. During a navigation the route loaders redirect by themselves.
 */
/** Where the account page asks an admin to set up the second factor the programme's rule requires. */
export const SECOND_FACTOR_REQUIRED_PATH = `${ACCOUNT_PATH}?required=1`;

export function connectSessionEnd(router: AdminRouter): void {
  registerSecondFactorRequiredHandler(() => {
    if (router.state.location.pathname === ACCOUNT_PATH) return;
    void router.navigate(SECOND_FACTOR_REQUIRED_PATH, { replace: true });
  });
  registerSessionEndHandler(() => {
    const { location, navigation, initialized } = router.state;
    if (!initialized || navigation.state !== 'idle' || location.pathname === SIGN_IN_PATH) return;
    void router.navigate(signInPathFrom(`${location.pathname}${location.search}`, { ended: true }), {
      replace: true,
    });
  });
}

export function createAdminRouter(queryClient: QueryClient): AdminRouter {
  const router = createBrowserRouter(buildAdminRoutes(queryClient));
  connectSessionEnd(router);
  return router;
}

import { pathOf, ROUTES, type RouteName, titleOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorModal } from '@/components/feedback/error-modal';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { ChevronRightIcon, LogoutIcon } from '@/components/ui/icons';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { useLogout } from '@/features/account/lib/use-logout';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { ProductKindLinks } from '@/features/products/components/product-kind-links';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { PROFILE_COLUMN, PROFILE_COLUMNS } from '@/features/profile/lib/profile-details-classes';
import { useRouteTitle } from '@/lib/route-meta';
import { MemberSkeleton } from './member-skeleton';

const PROFILE_LINKS = [
  ['edit-profile', 'profile.links.editProfile'],
  ['address-list', 'profile.links.addresses'],
  ['consent', 'profile.links.consent'],
  ['set-password', 'profile.links.password'],
] as const satisfies readonly (readonly [RouteName, string])[];

/** The points screens (issue 4), named by their route titles so menu and page heading always agree. */
const POINTS_LINKS = ['point-transaction', 'transfer', 'friend-ref-code'] as const satisfies readonly RouteName[];

/** The member cards (issue 10), likewise named by their route title. */
const CARD_LINKS = ['member-card-list'] as const satisfies readonly RouteName[];

/** The member's PDPA rights (DESIGN §16), named by their route title and last, after the everyday rows. */
const PRIVACY_LINKS = ['privacy'] as const satisfies readonly RouteName[];

export function ProfileRoute() {
  const { t, i18n } = useTranslation('member');
  const { title, isInTopBar } = useRouteTitle();
  const links = [
    ...[...POINTS_LINKS, ...CARD_LINKS].map((route) => [route, titleOf(ROUTES[route].meta, i18n.language)] as const),
    ...PROFILE_LINKS.map(([route, label]) => [route, t(label)] as const),
    ...PRIVACY_LINKS.map((route) => [route, titleOf(ROUTES[route].meta, i18n.language)] as const),
  ];
  const customer = useCustomerInfo();
  useErrorModal(customer.error);
  const logout = useLogout();
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar} isWide>
      <div className={PROFILE_COLUMNS} data-testid="profile-columns">
        <div className={PROFILE_COLUMN}>
          {customer.data ? <ProfileDetails customer={customer.data} /> : null}
          {customer.isPending ? <MemberSkeleton /> : null}
          {customer.isError ? (
            <LoadError title={t('loadError.title')} error={customer.error} onRetry={() => void customer.refetch()} />
          ) : null}
        </div>
        <div className={PROFILE_COLUMN}>
          <nav
            aria-label={t('profile.menuLabel')}
            className={cardClasses({ padding: 'none' }, 'divide-y divide-ink-100 px-2')}
          >
            {links.map(([route, label]) => (
              <Link
                key={route}
                to={pathOf(route)}
                className="flex min-h-12 items-center justify-between gap-3 rounded-2xl px-3 font-semibold text-ink-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
                data-testid={`profile-link-${route}`}
              >
                {label}
                <ChevronRightIcon className="size-5 shrink-0 text-ink-400" />
              </Link>
            ))}
          </nav>
          <ProductKindLinks />
          <NotificationPreferences />
          <Button
            variant="secondary"
            onClick={() => void logout()}
            className="tablet:self-start"
            data-testid="profile-logout"
          >
            <LogoutIcon className="size-5" />
            {t('profile.logout')}
          </Button>
          {/* Ending the membership is there for whoever looks for it, not weighed like the everyday rows. */}
          <Link
            to={pathOf('cancel-membership')}
            className="mx-auto min-h-11 content-center px-3 text-sm text-ink-600 tablet:mx-0 underline underline-offset-4 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-brand-600"
            data-testid="profile-link-cancel-membership"
          >
            {t('profile.links.cancel')}
          </Link>
        </div>
      </div>
    </ScreenFrame>
  );
}

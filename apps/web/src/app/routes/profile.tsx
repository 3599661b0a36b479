import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { useLogout } from '@/features/auth/lib/use-logout';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { useRouteTitle } from '@/lib/route-meta';
import { MemberSkeleton } from './member-skeleton';

export function ProfileRoute() {
  const { t } = useTranslation('member');
  const { title, isInTopBar } = useRouteTitle();
  const customer = useCustomerInfo();
  const logout = useLogout();
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      {customer.data ? <ProfileDetails customer={customer.data} /> : null}
      {customer.isPending ? <MemberSkeleton /> : null}
      {customer.isError ? (
        <LoadError title={t('loadError.title')} error={customer.error} onRetry={() => void customer.refetch()} />
      ) : null}
      <Button variant="secondary" onClick={() => void logout()} data-testid="profile-logout">
        <LogoutIcon className="size-5" />
        {t('profile.logout')}
      </Button>
    </ScreenFrame>
  );
}

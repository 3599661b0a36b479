import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { AddressFieldScreen } from '@/features/profile/components/address-form';
import { AddressList } from '@/features/profile/components/address-list';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';
import { ProfilePicture } from '@/features/profile/components/profile-picture';
import { useRouteTitle } from '@/lib/route-meta';
import { MemberSkeleton } from './member-skeleton';

export function EditProfileRoute() {
  const { t } = useTranslation('member');
  const { title, isInTopBar } = useRouteTitle();
  const customer = useCustomerInfo();
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      {customer.data ? <ProfilePicture pictureUrl={customer.data.picture_url} /> : null}
      {/* Keyed by member, not by fetch time: a new picture must not wipe what the member is typing. */}
      {customer.data ? <EditProfileForm key={customer.data.mbk_member_id} customer={customer.data} /> : null}
      {customer.isPending ? <MemberSkeleton /> : null}
      {customer.isError ? (
        <LoadError title={t('loadError.title')} error={customer.error} onRetry={() => void customer.refetch()} />
      ) : null}
    </ScreenFrame>
  );
}

export function AddressListRoute() {
  const { title, isInTopBar } = useRouteTitle();
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      <AddressList />
    </ScreenFrame>
  );
}

export function AddressFieldRoute() {
  const { title, isInTopBar } = useRouteTitle();
  const { id = 'new' } = useParams();
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      <AddressFieldScreen id={id} />
    </ScreenFrame>
  );
}

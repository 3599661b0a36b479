import { useParams } from 'react-router';
import { AddressFieldScreen } from '@/features/profile/components/address-form';
import { AddressList } from '@/features/profile/components/address-list';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';
import { ProfilePicture } from '@/features/profile/components/profile-picture';
import { Framed } from './framed';
import { WithCustomer } from './with-customer';

export function EditProfileRoute() {
  return (
    <Framed>
      <WithCustomer>
        {(customer) => (
          <>
            <ProfilePicture pictureUrl={customer.picture_url} />
            {/* Keyed by member, not by fetch time: a new picture must not wipe what the member is typing. */}
            <EditProfileForm key={customer.mbk_member_id} customer={customer} />
          </>
        )}
      </WithCustomer>
    </Framed>
  );
}

export const AddressListRoute = () => <Framed>{<AddressList />}</Framed>;

export function AddressFieldRoute() {
  const { id = 'new' } = useParams();
  return <Framed>{<AddressFieldScreen id={id} />}</Framed>;
}

import {
  ADDRESS_MAX_LENGTH,
  type Address,
  addressFieldsSchema,
  PERSON_NAME_MAX_LENGTH,
  pathOf,
  THAI_MOBILE_MAX_LENGTH,
} from '@loyalty/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Checkbox } from '@/components/ui/checkbox';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { type AddressFields, addressesQueryOptions, saveAddress } from '../api/addresses';
import { profileKeys } from '../api/keys';
import { placePickerProps } from '../lib/place-fields';
import { AddressPickers } from './address-pickers';

/** address-field/:id — `new` adds an address, a number edits that one of the member's addresses. */
export function AddressFieldScreen({ id }: { id: string }) {
  const { t } = useTranslation('profile');
  const addresses = useQuery({ ...addressesQueryOptions(), enabled: id !== 'new' });
  if (id === 'new') return <AddressForm address={null} />;
  if (addresses.isPending) return <div className="h-64 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  if (addresses.isError) {
    return (
      <LoadError title={t('address.loadError')} error={addresses.error} onRetry={() => void addresses.refetch()} />
    );
  }
  const address = addresses.data.find((item) => String(item.address_id) === id);
  if (!address) return <Notice>{t('address.notFound')}</Notice>;
  return <AddressForm address={address} />;
}

/** The form's fields under the Address calls' names, so the server's field errors land on them. */
function valuesOf(address: Address | null) {
  return {
    Recipient_Name: address?.recipient_name ?? '',
    Mobile_No: address?.mobile_no ?? '',
    Address: address?.address ?? '',
    Province_Id: address?.province_id ?? null,
    District_Id: address?.district_id ?? null,
    Sub_District_Id: address?.sub_district_id ?? null,
    Postal_Code: address?.postal_code ?? '',
    Is_Default: address?.is_default ?? false,
  };
}

type AddressValues = ReturnType<typeof valuesOf>;

/** A place not picked yet is missing, not null, in the call's input. */
function inputOf({ Province_Id, District_Id, Sub_District_Id, ...values }: AddressValues) {
  return {
    ...values,
    Province_Id: Province_Id ?? undefined,
    District_Id: District_Id ?? undefined,
    Sub_District_Id: Sub_District_Id ?? undefined,
  };
}

function AddressForm({ address }: { address: Address | null }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm(addressFieldsSchema, { defaultValues: valuesOf(address), toInput: inputOf });
  const isDefault = form.valueProps('Is_Default');

  const save = async (fields: AddressFields) => {
    await withLoader(saveAddress(fields, address?.address_id ?? null));
    await queryClient.invalidateQueries({ queryKey: profileKeys.addresses() });
    await navigate(pathOf('address-list'), { replace: true });
  };
  return (
    <form
      onSubmit={form.submit(save)}
      noValidate
      className={cardClasses({ padding: 'lg' }, 'flex flex-col gap-5')}
      data-testid="address-form"
    >
      <div className="grid gap-5 tablet:grid-cols-2">
        <TextField
          label={t('address.recipient')}
          autoComplete="name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          {...form.fieldProps('Recipient_Name')}
        />
        <TextField
          label={t('address.mobile')}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={THAI_MOBILE_MAX_LENGTH}
          {...form.fieldProps('Mobile_No')}
        />
      </div>
      <TextField
        label={t('edit.address')}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        {...form.fieldProps('Address')}
      />
      <AddressPickers {...placePickerProps(form)} />
      <Checkbox
        checked={isDefault.value}
        onChange={isDefault.onChange}
        error={isDefault.error}
        label={t('address.makeDefault')}
      />
      <FormNotice form={form} testId="address-error" />
      <Button type="submit" disabled={form.isPending} data-testid="address-save">
        {t('address.save')}
      </Button>
    </form>
  );
}

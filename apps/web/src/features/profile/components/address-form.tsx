import { type Address, addressFieldsSchema, pathOf } from '@loyalty/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { ADDRESSES_QUERY_KEY, addressesQueryOptions, saveAddress } from '../api/addresses';
import { AddressPickers, type AddressPlace } from './address-pickers';

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

function AddressForm({ address }: { address: Address | null }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    recipient: address?.recipient_name ?? '',
    mobile: address?.mobile_no ?? '',
    line: address?.address ?? '',
    isDefault: address?.is_default ?? false,
  });
  const [place, setPlace] = useState<AddressPlace>({
    provinceId: address?.province_id ?? null,
    districtId: address?.district_id ?? null,
    subDistrictId: address?.sub_district_id ?? null,
    postalCode: address?.postal_code ?? '',
  });
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = addressFieldsSchema.safeParse({
      Recipient_Name: form.recipient,
      Mobile_No: form.mobile,
      Address: form.line,
      Province_Id: place.provinceId ?? undefined,
      District_Id: place.districtId ?? undefined,
      Sub_District_Id: place.subDistrictId ?? undefined,
      Postal_Code: place.postalCode,
      Is_Default: form.isDefault,
    });
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    setInvalid(new Set());
    setError(null);
    try {
      await withLoader(saveAddress(parsed.data, address?.address_id ?? null));
      await queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
      await navigate(pathOf('address-list'), { replace: true });
    } catch (failure) {
      setError(failure);
    }
  };
  const errorOf = (field: string) => (invalid.has(field) ? t('edit.required') : undefined);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm"
      data-testid="address-form"
    >
      <div className="grid gap-5 tablet:grid-cols-2">
        <TextField
          label={t('address.recipient')}
          autoComplete="name"
          maxLength={100}
          value={form.recipient}
          onChange={(e) => setForm({ ...form, recipient: e.target.value })}
          error={errorOf('Recipient_Name')}
        />
        <TextField
          label={t('address.mobile')}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={10}
          value={form.mobile}
          onChange={(e) => setForm({ ...form, mobile: e.target.value })}
          error={invalid.has('Mobile_No') ? t('address.mobileInvalid') : undefined}
        />
      </div>
      <TextField
        label={t('edit.address')}
        autoComplete="street-address"
        maxLength={300}
        value={form.line}
        onChange={(e) => setForm({ ...form, line: e.target.value })}
        error={errorOf('Address')}
      />
      <AddressPickers
        value={place}
        onChange={setPlace}
        errors={{
          provinceId: errorOf('Province_Id'),
          districtId: errorOf('District_Id'),
          subDistrictId: errorOf('Sub_District_Id') ?? errorOf('Postal_Code'),
        }}
      />
      <Checkbox
        checked={form.isDefault}
        onChange={(isDefault) => setForm({ ...form, isDefault })}
        label={t('address.makeDefault')}
      />
      {error ? <Notice testId="address-error">{errorText}</Notice> : null}
      <Button type="submit" data-testid="address-save">
        {t('address.save')}
      </Button>
    </form>
  );
}

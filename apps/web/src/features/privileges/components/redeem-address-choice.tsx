import { type Address, pathOf } from '@loyalty/contracts';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { ButtonLink } from '@/components/ui/button';

/** One line for an address in the member's language. */
export function addressLine(address: Address, language: string): string {
  const place =
    language === 'th'
      ? [address.sub_district_th, address.district_th, address.province_th]
      : [address.sub_district_en, address.district_en, address.province_en];
  return [address.recipient_name, address.address, ...place, address.postal_code].join(', ');
}

/**
 * The shipping address of a physical reward: the member's addresses (default chosen first) or a link to
 * add one. The list comes through `query` so the profile feature keeps the one call and cache for it.
 */
export function RedeemAddressChoice<K extends QueryKey>({
  query,
  value,
  onChange,
}: {
  query: UseQueryOptions<Address[], Error, Address[], K>;
  value: Address | null;
  onChange: (address: Address | null) => void;
}) {
  const { t, i18n } = useTranslation('redemption');
  const addresses = useQuery(query);
  const list = addresses.data ?? [];
  const fallback = list.find((address) => address.is_default) ?? list[0] ?? null;

  useEffect(() => {
    if (value === null && fallback) onChange(fallback);
  }, [value, fallback, onChange]);

  if (addresses.isPending) {
    return (
      <p className="text-ink-600" aria-busy="true">
        {t('redeem.addressLoading')}
      </p>
    );
  }
  if (addresses.isError) {
    return (
      <LoadError
        title={t('redeem.addressLoadError')}
        error={addresses.error}
        onRetry={() => void addresses.refetch()}
      />
    );
  }
  return (
    <fieldset className="flex flex-col gap-2" data-testid="redeem-address-choice">
      <legend className="mb-1 font-semibold text-ink-900">{t('redeem.addressTitle')}</legend>
      {list.length === 0 ? (
        <p className="text-ink-700" data-testid="redeem-address-none">
          {t('redeem.addressNone')}
        </p>
      ) : (
        <p className="text-sm text-ink-600">{t('redeem.addressPick')}</p>
      )}
      {list.map((address) => (
        <label
          key={address.address_id}
          className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${value?.address_id === address.address_id ? 'border-brand-600 bg-brand-50' : 'border-ink-200 bg-white'}`}
        >
          <input
            type="radio"
            name="redeem-address"
            className="mt-1 size-4 accent-brand-600"
            checked={value?.address_id === address.address_id}
            onChange={() => onChange(address)}
            data-testid={`redeem-address-${address.address_id}`}
          />
          <span className="text-ink-800">{addressLine(address, i18n.language)}</span>
        </label>
      ))}
      <ButtonLink
        variant="ghost"
        to={pathOf('address-field', { id: 'new' })}
        className="self-start"
        data-testid="redeem-address-add"
      >
        {t('redeem.addressAdd')}
      </ButtonLink>
    </fieldset>
  );
}

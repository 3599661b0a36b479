import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { nameOf, useDataList } from '../api/get-customer-data-list';

export interface AddressPlace {
  provinceId: number | null;
  districtId: number | null;
  subDistrictId: number | null;
  postalCode: string;
}

interface AddressPickersProps {
  value: AddressPlace;
  onChange: (next: AddressPlace) => void;
  errors?: Partial<Record<keyof AddressPlace, string | undefined>>;
}

/** Province → district → sub-district from GetCustomerDataList; the sub-district sets the postal code. */
export function AddressPickers({ value, onChange, errors = {} }: AddressPickersProps) {
  const { t, i18n } = useTranslation('profile');
  const provinces = useDataList('province');
  const districts = useDataList('district', value.provinceId);
  const subDistricts = useDataList('sub_district', value.districtId);
  const optionsOf = (items: typeof provinces.data) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: nameOf(item, i18n.language) }));
  const idOf = (raw: string) => (raw ? Number(raw) : null);
  return (
    <div className="grid gap-5 tablet:grid-cols-2" data-testid="address-pickers">
      <SelectField
        label={t('address.province')}
        placeholder={provinces.isPending ? t('address.loading') : t('address.choose')}
        options={optionsOf(provinces.data)}
        value={value.provinceId ? String(value.provinceId) : ''}
        onChange={(event) =>
          onChange({ provinceId: idOf(event.target.value), districtId: null, subDistrictId: null, postalCode: '' })
        }
        error={provinces.isError ? t('address.listError') : errors.provinceId}
      />
      <SelectField
        label={t('address.district')}
        placeholder={value.provinceId && districts.isPending ? t('address.loading') : t('address.choose')}
        options={optionsOf(districts.data)}
        disabled={!value.provinceId}
        value={value.districtId ? String(value.districtId) : ''}
        onChange={(event) =>
          onChange({ ...value, districtId: idOf(event.target.value), subDistrictId: null, postalCode: '' })
        }
        error={districts.isError ? t('address.listError') : errors.districtId}
      />
      <SelectField
        label={t('address.subDistrict')}
        placeholder={value.districtId && subDistricts.isPending ? t('address.loading') : t('address.choose')}
        options={optionsOf(subDistricts.data)}
        disabled={!value.districtId}
        value={value.subDistrictId ? String(value.subDistrictId) : ''}
        onChange={(event) => {
          const subDistrictId = idOf(event.target.value);
          const postalCode = subDistricts.data?.find((item) => item.id === subDistrictId)?.postal_code ?? '';
          onChange({ ...value, subDistrictId, postalCode });
        }}
        error={subDistricts.isError ? t('address.listError') : errors.subDistrictId}
      />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-ink-800">{t('address.postalCode')}</span>
        <output
          className="flex min-h-12 items-center rounded-2xl border border-ink-200 bg-ink-50 px-4 text-ink-900"
          data-testid="postal-code"
          aria-live="polite"
        >
          {value.postalCode || '—'}
        </output>
      </div>
    </div>
  );
}

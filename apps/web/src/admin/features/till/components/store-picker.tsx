import type { TillStore } from '@loyalty/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { currentLanguage } from '@/lib/i18n';

/** The store the till acts for (DESIGN §13): each partner's stores, named in the operator's language. */
export function StorePicker({
  stores,
  value,
  onChange,
}: {
  stores: UseQueryResult<TillStore[]>;
  value: string;
  onChange: (storeCode: string) => void;
}) {
  const { t } = useTranslation('admin-till');
  const isThai = currentLanguage() === 'th';

  if (stores.isError) {
    return <LoadError title={t('store.loadError')} error={stores.error} onRetry={() => void stores.refetch()} />;
  }
  if (stores.data?.length === 0) return <Notice testId="till-no-stores">{t('store.none')}</Notice>;

  const options = (stores.data ?? []).map((store) => ({
    value: store.store_code,
    label: t('store.option', {
      store: isThai ? store.name : store.name_en,
      partner: isThai ? store.partner.name : store.partner.name_en,
    }),
  }));
  return (
    <SelectField
      label={t('store.label')}
      placeholder={stores.isPending ? t('store.loading') : t('store.placeholder')}
      options={options}
      disabled={stores.isPending}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-testid="till-store"
    />
  );
}

import { type ApiClientWithKey, createApiClient } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-notes';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { usePartnerChoices } from '../../../lib/partner-choices';
import { useCreateApiClient } from '../api/api-clients';

/**
 * A new API client (DESIGN §13): a name, a partner and some of its stores. The server checks the stores
 * are the partner's; the key comes back once, and the screen shows it in a dialog.
 */
export function CreateApiClientForm({
  onCreated,
  onCancel,
}: {
  onCreated: (client: ApiClientWithKey) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-api-clients');
  const create = useCreateApiClient();
  const partners = usePartnerChoices();
  const form = useContractForm(createApiClient.input, {
    defaultValues: { name: '', partner_id: undefined as unknown as number, store_codes: [] as string[] },
  });
  const partnerId = form.valueProps('partner_id');
  const storeCodes = form.valueProps('store_codes');
  const chosen = new Set(storeCodes.value ?? []);
  const partner = partners.data?.items.find((item) => item.id === partnerId.value);
  const options = (partners.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.name_en }));

  const toggleStore = (code: string, isChosen: boolean) => {
    const next = new Set(chosen);
    if (isChosen) next.add(code);
    else next.delete(code);
    storeCodes.onChange([...next]);
  };

  return (
    <EditFormFrame
      form={form}
      titleId="create-api-client-title"
      title={t('createTitle')}
      submitLabel={t('create')}
      onSave={create.mutateAsync}
      onSaved={onCreated}
      onCancel={onCancel}
      testId="api-client-form"
      noticeTestId="api-client-notice"
    >
      <TextField label={t('name')} hint={t('nameHint')} autoComplete="off" {...form.fieldProps('name')} />
      <SelectField
        label={t('partner')}
        placeholder={partners.isPending ? t('partnersLoading') : t('choosePartner')}
        options={options}
        value={partnerId.value === undefined ? '' : String(partnerId.value)}
        onChange={(event) => {
          partnerId.onChange(Number(event.target.value));
          storeCodes.onChange([]);
        }}
        error={partnerId.error}
        data-testid="api-client-partner"
      />
      {partner ? (
        <fieldset className="flex flex-col gap-1 desktop:col-span-2" data-testid="api-client-stores">
          <legend className="font-medium text-ink-800">{t('stores')}</legend>
          <p className="text-sm text-ink-600">{partner.stores.length > 0 ? t('storesHint') : t('noStores')}</p>
          <div className="grid gap-x-6 tablet:grid-cols-2">
            {partner.stores.map((store) => (
              <Checkbox
                key={store.id}
                label={`${store.code} · ${store.name_en}`}
                checked={chosen.has(store.code)}
                onChange={(isChosen) => toggleStore(store.code, isChosen)}
              />
            ))}
          </div>
          <FieldError id="api-client-stores-error" error={storeCodes.error} />
        </fieldset>
      ) : null}
    </EditFormFrame>
  );
}

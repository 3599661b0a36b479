import {
  type CardTemplate,
  createCardTemplateCall,
  isAllowedFor,
  listCardTemplatesCall,
  uploadCardTemplateImageCall,
} from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/format-time';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { adminListKey } from '../../../lib/admin-list';
import { useNameOf } from '../../../lib/bilingual-name';
import { useOwnCompanyChoices } from '../../../lib/company-choices';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useCreateTemplate, useTemplateList } from '../api/card-templates';

const column = columnHelperOf<CardTemplate>();
const SORTABLE = sortableColumnsOf(listCardTemplatesCall.input);
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** POST /card-templates (DESIGN §12): names, level, art and conditions in both languages. */
function CreateTemplateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-card-templates');
  const create = useCreateTemplate();
  const companies = useOwnCompanyChoices();
  const nameOf = useNameOf();
  const form = useContractForm(createCardTemplateCall.input, {
    defaultValues: {
      company_id: '',
      name: '',
      name_en: '',
      level: '',
      level_en: '',
      image_url: '',
      conditions: '',
      conditions_en: '',
      number_prefix: '',
      valid_days: '365',
    },
    toInput: (values) => ({
      ...values,
      company_id: numberOf(values.company_id),
      valid_days: numberOf(values.valid_days),
    }),
  });
  return (
    <EditFormFrame
      form={form}
      titleId="create-template-title"
      title={t('createTitle')}
      submitLabel={t('create')}
      onSave={create.mutateAsync}
      onSaved={onDone}
      onCancel={onDone}
      noticeTestId="template-notice"
    >
      <SelectField
        label={t('company')}
        placeholder={companies.isPending ? t('loadingCompanies') : t('chooseCompany')}
        options={companies.items.map((company) => ({
          value: String(company.id),
          label: nameOf(company),
        }))}
        {...form.fieldProps('company_id')}
      />
      <TextField label={t('imageUrl')} hint={t('imageUrlHint')} {...form.fieldProps('image_url')} />
      <TextField label={t('nameTh')} {...form.fieldProps('name')} />
      <TextField label={t('nameEn')} {...form.fieldProps('name_en')} />
      <TextField label={t('levelTh')} {...form.fieldProps('level')} />
      <TextField label={t('levelEn')} {...form.fieldProps('level_en')} />
      <TextField
        label={t('numberPrefix')}
        hint={t('numberPrefixHint')}
        inputMode="numeric"
        {...form.fieldProps('number_prefix')}
      />
      <TextField label={t('validDays')} inputMode="numeric" {...form.fieldProps('valid_days')} />
      <TextAreaField
        label={t('conditionsTh')}
        hint={t('conditionsHint')}
        lang="th"
        className="desktop:col-span-2"
        {...form.fieldProps('conditions')}
      />
      <TextAreaField
        label={t('conditionsEn')}
        hint={t('conditionsHint')}
        lang="en"
        className="desktop:col-span-2"
        {...form.fieldProps('conditions_en')}
      />
    </EditFormFrame>
  );
}

/** DESIGN §11 content: the card templates cards are issued from (issuing: the imports area). */
export function CardTemplatesScreen() {
  const { t } = useTranslation('admin-card-templates');
  const params = useListParams(listCardTemplatesCall.input);
  const list = useTemplateList(params.input);
  const canEdit = isAllowedFor(createCardTemplateCall.access, useSignedInOperator().role);
  const [isCreating, setIsCreating] = useState(false);
  const [imageOf, setImageOf] = useState<CardTemplate | null>(null);
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const thai = language === 'th';

  const columns = [
    column.accessor('image_url', {
      header: t('image'),
      cell: (cell) => <img src={cell.getValue()} alt="" className="h-10 w-16 rounded object-cover" />,
    }),
    column.accessor('name_en', {
      header: t('name'),
      cell: (cell) => (thai ? cell.row.original.name : cell.getValue()),
    }),
    column.accessor('company', {
      header: t('company'),
      cell: (cell) => (thai ? cell.getValue().name : cell.getValue().name_en),
    }),
    column.accessor('level_en', {
      header: t('level'),
      cell: (cell) => (thai ? cell.row.original.level : cell.getValue()),
    }),
    column.accessor('number_prefix', { header: t('numberPrefix') }),
    column.accessor('valid_days', { header: t('validDays') }),
    column.accessor('active_cards', { header: t('activeCards') }),
    column.accessor('created_at', {
      header: t('createdAt'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      {isCreating ? <CreateTemplateForm onDone={() => setIsCreating(false)} /> : null}
      {imageOf ? (
        <Card as="section" radius="md" padding="lg" className="flex flex-col gap-3" aria-label={t('changeImage')}>
          <ImageUpload
            key={imageOf.id}
            call={uploadCardTemplateImageCall}
            id={imageOf.id}
            label={t('imageOf', { name: thai ? imageOf.name : imageOf.name_en })}
            currentUrl={imageOf.image_url}
            onUploaded={() => queryClient.invalidateQueries({ queryKey: adminListKey(listCardTemplatesCall) })}
          />
          <div>
            <Button variant="ghost" onClick={() => setImageOf(null)}>
              {t('close')}
            </Button>
          </div>
        </Card>
      ) : null}
      <DataTable
        caption={t('title')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(template) => String(template.id)}
        actions={
          canEdit ? (
            <Button onClick={() => setIsCreating(true)} data-testid="template-create">
              {t('add')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}

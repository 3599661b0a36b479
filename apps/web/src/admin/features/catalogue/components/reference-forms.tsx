import {
  type AdminCategory,
  type AdminGroup,
  type AdminPartner,
  type AdminSubcategory,
  categoryInputSchema,
  groupInputSchema,
  partnerInputSchema,
  subcategoryInputSchema,
} from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { EditFormFrame, type FramedForm } from '../../../components/edit-form/edit-form-frame';
import { useNameOf } from '../../../lib/bilingual-name';
import { type ReferenceKind, useReferenceChoices, useSaveReference } from '../api/catalogue';
import { choiceOf, wholeOf } from './form-values';

interface ReferenceFormFrameProps<Output> {
  kind: ReferenceKind;
  /** The entry edited, or null for a new one. */
  id: number | null;
  form: FramedForm<Output>;
  onDone: () => void;
  children: ReactNode;
}

/** A list entry's form: a valid input is saved, then the form closes. */
function ReferenceFormFrame<Output>({ kind, id, form, onDone, children }: ReferenceFormFrameProps<Output>) {
  const { t } = useTranslation('admin-catalogue');
  const save = useSaveReference(kind, id);
  const isNew = id === null;
  return (
    <EditFormFrame
      form={form}
      titleId={`${kind}-form-title`}
      title={t(isNew ? `${kind}.createTitle` : `${kind}.editTitle`)}
      isNew={isNew}
      onSave={save.mutateAsync}
      onSaved={onDone}
      onCancel={onDone}
      testId={`${kind}-form`}
    >
      {children}
    </EditFormFrame>
  );
}

interface FormProps<Item> {
  item: Item | null;
  onDone: () => void;
}

export function CategoryForm({ item, onDone }: FormProps<AdminCategory>) {
  const { t } = useTranslation('admin-catalogue');
  const form = useContractForm(categoryInputSchema, {
    defaultValues: {
      code: item?.code ?? '',
      name_th: item?.name_th ?? '',
      name_en: item?.name_en ?? '',
      icon_url: item?.icon_url ?? '',
      sort: String(item?.sort ?? 0),
    },
    toInput: (values) => ({ ...values, sort: wholeOf(values.sort) }),
  });
  return (
    <ReferenceFormFrame kind="categories" id={item?.id ?? null} form={form} onDone={onDone}>
      <TextField label={t('field.code')} hint={t('field.codeHint')} {...form.fieldProps('code')} />
      <TextField label={t('field.sort')} inputMode="numeric" {...form.fieldProps('sort')} />
      <TextField label={t('field.nameTh')} lang="th" {...form.fieldProps('name_th')} />
      <TextField label={t('field.nameEn')} lang="en" {...form.fieldProps('name_en')} />
      <TextField
        label={t('field.iconUrl')}
        hint={t('privilege.imageUrlHint')}
        className="desktop:col-span-2"
        {...form.fieldProps('icon_url')}
      />
    </ReferenceFormFrame>
  );
}

export function SubcategoryForm({ item, onDone }: FormProps<AdminSubcategory>) {
  const { t } = useTranslation('admin-catalogue');
  const nameOf = useNameOf();
  const categories = useReferenceChoices('categories');
  const form = useContractForm(subcategoryInputSchema, {
    defaultValues: {
      category_id: item ? String(item.category_id) : '',
      name_th: item?.name_th ?? '',
      name_en: item?.name_en ?? '',
      sort: String(item?.sort ?? 0),
    },
    toInput: (values) => ({
      ...values,
      category_id: choiceOf(values.category_id) ?? undefined,
      sort: wholeOf(values.sort),
    }),
  });
  return (
    <ReferenceFormFrame kind="subcategories" id={item?.id ?? null} form={form} onDone={onDone}>
      <SelectField
        label={t('field.category')}
        placeholder={t('privilege.choose')}
        options={(categories.data?.items ?? []).map((category) => ({
          value: String(category.id),
          label: nameOf(category),
        }))}
        {...form.fieldProps('category_id')}
      />
      <TextField label={t('field.sort')} inputMode="numeric" {...form.fieldProps('sort')} />
      <TextField label={t('field.nameTh')} lang="th" {...form.fieldProps('name_th')} />
      <TextField label={t('field.nameEn')} lang="en" {...form.fieldProps('name_en')} />
    </ReferenceFormFrame>
  );
}

export function GroupForm({ item, onDone }: FormProps<AdminGroup>) {
  const { t } = useTranslation('admin-catalogue');
  const form = useContractForm(groupInputSchema, {
    defaultValues: {
      name_th: item?.name_th ?? '',
      name_en: item?.name_en ?? '',
      image_url: item?.image_url ?? '',
      sort: String(item?.sort ?? 0),
    },
    toInput: (values) => ({ ...values, sort: wholeOf(values.sort) }),
  });
  return (
    <ReferenceFormFrame kind="groups" id={item?.id ?? null} form={form} onDone={onDone}>
      <TextField label={t('field.nameTh')} lang="th" {...form.fieldProps('name_th')} />
      <TextField label={t('field.nameEn')} lang="en" {...form.fieldProps('name_en')} />
      <TextField label={t('field.imageUrl')} hint={t('privilege.imageUrlHint')} {...form.fieldProps('image_url')} />
      <TextField label={t('field.sort')} inputMode="numeric" {...form.fieldProps('sort')} />
    </ReferenceFormFrame>
  );
}

interface StoreValues {
  id: string;
  code: string;
  name_th: string;
  name_en: string;
}

/** A partner and its whole store list: stores left out are removed (the server keeps those with redemptions). */
export function PartnerForm({ item, onDone }: FormProps<AdminPartner>) {
  const { t } = useTranslation('admin-catalogue');
  const form = useContractForm(partnerInputSchema, {
    defaultValues: {
      name_th: item?.name_th ?? '',
      name_en: item?.name_en ?? '',
      logo_url: item?.logo_url ?? '',
      stores: (item?.stores ?? []).map(
        (store): StoreValues => ({
          id: String(store.id),
          code: store.code,
          name_th: store.name_th,
          name_en: store.name_en,
        }),
      ),
    },
    toInput: (values) => ({
      ...values,
      stores: values.stores.map(({ id, ...store }) => (id === '' ? store : { id: Number(id), ...store })),
    }),
  });
  const stores = useFieldArray({ control: form.control, name: 'stores' });
  return (
    <ReferenceFormFrame kind="partners" id={item?.id ?? null} form={form} onDone={onDone}>
      <TextField label={t('field.nameTh')} lang="th" {...form.fieldProps('name_th')} />
      <TextField label={t('field.nameEn')} lang="en" {...form.fieldProps('name_en')} />
      <TextField
        label={t('field.logoUrl')}
        hint={t('privilege.imageUrlHint')}
        className="desktop:col-span-2"
        {...form.fieldProps('logo_url')}
      />
      <fieldset className="flex flex-col gap-3 desktop:col-span-2">
        <legend className="font-semibold text-ink-900">{t('partners.stores')}</legend>
        {form.errorOf('stores') ? (
          <p role="alert" className="text-sm font-medium text-brand-700">
            {form.errorOf('stores')}
          </p>
        ) : null}
        {stores.fields.map((field, index) => (
          <div key={field.id} className="grid items-end gap-3 desktop:grid-cols-[1fr_1fr_1fr_auto]">
            <TextField label={t('partners.storeCode', { n: index + 1 })} {...form.fieldProps(`stores.${index}.code`)} />
            <TextField
              label={t('partners.storeNameTh', { n: index + 1 })}
              lang="th"
              {...form.fieldProps(`stores.${index}.name_th`)}
            />
            <TextField
              label={t('partners.storeNameEn', { n: index + 1 })}
              lang="en"
              {...form.fieldProps(`stores.${index}.name_en`)}
            />
            <Button variant="ghost" onClick={() => stores.remove(index)}>
              {t('partners.removeStore', { n: index + 1 })}
            </Button>
          </div>
        ))}
        <div>
          <Button variant="secondary" onClick={() => stores.append({ id: '', code: '', name_th: '', name_en: '' })}>
            {t('partners.addStore')}
          </Button>
        </div>
      </fieldset>
    </ReferenceFormFrame>
  );
}

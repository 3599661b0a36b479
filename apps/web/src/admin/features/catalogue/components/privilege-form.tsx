import {
  type AdminPrivilege,
  createAdminPrivilege,
  PRIVILEGE_KINDS,
  TIER_CODES,
  updateAdminPrivilege,
  uploadPrivilegeImage,
} from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { useNameOf } from '../../../lib/bilingual-name';
import {
  useCreatePrivilege,
  useReadPrivilege,
  useReferenceChoices,
  useRefreshPrivileges,
  useUpdatePrivilege,
} from '../api/catalogue';
import { choiceOf, instantOf, localOf, wholeOf } from './form-values';

const DAY_MS = 24 * 60 * 60 * 1000;

interface PrivilegeValues {
  category_id: string;
  subcategory_id: string;
  group_id: string;
  partner_id: string;
  kind: string;
  title_en: string;
  title_th: string;
  description_en: string;
  description_th: string;
  conditions_en: string;
  conditions_th: string;
  image_url: string;
  point_cost: string;
  stock_total: string;
  per_member_limit: string;
  min_tier: string;
  starts_at: string;
  ends_at: string;
  coupon_valid_days: string;
  sort: string;
}

function valuesOf(privilege: AdminPrivilege | null): PrivilegeValues {
  const now = Date.now();
  return {
    category_id: privilege ? String(privilege.category_id) : '',
    subcategory_id: privilege?.subcategory_id ? String(privilege.subcategory_id) : '',
    group_id: privilege?.group_id ? String(privilege.group_id) : '',
    partner_id: privilege ? String(privilege.partner_id) : '',
    kind: privilege?.kind ?? 'ecoupon',
    title_en: privilege?.title_en ?? '',
    title_th: privilege?.title_th ?? '',
    description_en: privilege?.description_en ?? '',
    description_th: privilege?.description_th ?? '',
    conditions_en: privilege?.conditions_en ?? '',
    conditions_th: privilege?.conditions_th ?? '',
    image_url: privilege?.image_url ?? '',
    point_cost: privilege ? String(privilege.point_cost) : '',
    stock_total: privilege ? String(privilege.stock_total) : '',
    per_member_limit: privilege ? String(privilege.per_member_limit) : '1',
    min_tier: privilege?.min_tier ?? '',
    starts_at: localOf(privilege?.starts_at ?? new Date(now).toISOString()),
    ends_at: localOf(privilege?.ends_at ?? new Date(now + 30 * DAY_MS).toISOString()),
    coupon_valid_days: privilege ? String(privilege.coupon_valid_days) : '30',
    sort: privilege ? String(privilege.sort) : '0',
  };
}

function inputOf(values: PrivilegeValues, withStock: boolean) {
  const { stock_total, ...rest } = values;
  return {
    ...rest,
    category_id: choiceOf(values.category_id) ?? undefined,
    subcategory_id: choiceOf(values.subcategory_id),
    group_id: choiceOf(values.group_id),
    partner_id: choiceOf(values.partner_id) ?? undefined,
    point_cost: wholeOf(values.point_cost),
    per_member_limit: wholeOf(values.per_member_limit),
    min_tier: values.min_tier === '' ? null : values.min_tier,
    starts_at: instantOf(values.starts_at),
    ends_at: instantOf(values.ends_at),
    coupon_valid_days: wholeOf(values.coupon_valid_days),
    sort: wholeOf(values.sort),
    ...(withStock ? { stock_total: wholeOf(stock_total) } : {}),
  };
}

interface PrivilegeFormProps {
  privilege: AdminPrivilege | null;
  /** Closes the form; after a create it names the new privilege, whose picture is uploaded next. */
  onDone: (created?: AdminPrivilege) => void;
}

/**
 * A privilege's every field members see (DESIGN §6), Thai beside English; a new one also takes its first
 * stock, which later moves only through the stock dialog. The picture is uploaded to a privilege that
 * exists, so a new one gets it in the edit form that opens after the create.
 */
export function PrivilegeForm({ privilege, onDone }: PrivilegeFormProps) {
  const { t } = useTranslation('admin-catalogue');
  const isNew = privilege === null;
  const create = useCreatePrivilege();
  const update = useUpdatePrivilege(privilege?.id ?? 0);
  const refreshPrivileges = useRefreshPrivileges();
  const readPrivilege = useReadPrivilege();
  // The privilege as this form read it: a save from an older read is refused (EDIT_CONFLICT), not applied over another operator's change.
  const [revision, setRevision] = useState(privilege?.revision);
  const form = useContractForm(isNew ? createAdminPrivilege.input : updateAdminPrivilege.input, {
    defaultValues: valuesOf(privilege),
    toInput: (values) => ({ ...inputOf(values, isNew), ...(revision ? { revision } : {}) }),
  });
  const nameOf = useNameOf();
  const optionsOf = (items: { id: number; name_en: string; name_th: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: nameOf(item) }));
  const categories = useReferenceChoices('categories');
  const subcategories = useReferenceChoices('subcategories');
  const groups = useReferenceChoices('groups');
  const partners = useReferenceChoices('partners');
  const chosenCategory = form.watch('category_id');
  const subcategoryOptions = optionsOf(
    subcategories.data?.items.filter((item) => String(item.category_id) === chosenCategory),
  );
  // Thai beside English, one row per text; descriptions and conditions run over several lines.
  const pair = (name: 'title' | 'description' | 'conditions') => {
    const Field = name === 'title' ? TextField : TextAreaField;
    return (
      <div className="grid gap-4 desktop:col-span-2 desktop:grid-cols-2">
        <Field label={t(`privilege.${name}Th`)} lang="th" {...form.fieldProps(`${name}_th`)} />
        <Field label={t(`privilege.${name}En`)} lang="en" {...form.fieldProps(`${name}_en`)} />
      </div>
    );
  };

  return (
    <EditFormFrame
      form={form}
      titleId="privilege-form-title"
      title={isNew ? t('privilege.createTitle') : t('privilege.editTitle', { id: privilege.id })}
      submitLabel={isNew ? t('privilege.create') : t('privilege.save')}
      onSave={(input) => (isNew ? create.mutateAsync(input as never) : update.mutateAsync(input as never))}
      onSaved={(saved) => onDone(isNew ? saved : undefined)}
      onCancel={() => onDone()}
      testId="privilege-form"
      noticeTestId="privilege-notice"
    >
      {pair('title')}
      {pair('description')}
      {pair('conditions')}
      <SelectField
        label={t('privilege.category')}
        placeholder={t('privilege.choose')}
        options={optionsOf(categories.data?.items)}
        {...form.fieldProps('category_id')}
      />
      <SelectField
        label={t('privilege.subcategory')}
        placeholder={t('privilege.none')}
        options={subcategoryOptions}
        {...form.fieldProps('subcategory_id')}
      />
      <SelectField
        label={t('privilege.group')}
        placeholder={t('privilege.none')}
        options={optionsOf(groups.data?.items)}
        {...form.fieldProps('group_id')}
      />
      <SelectField
        label={t('privilege.partner')}
        placeholder={t('privilege.choose')}
        options={optionsOf(partners.data?.items)}
        {...form.fieldProps('partner_id')}
      />
      <SelectField
        label={t('privilege.kind')}
        placeholder={t('privilege.choose')}
        options={PRIVILEGE_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        {...form.fieldProps('kind')}
      />
      <SelectField
        label={t('privilege.minTier')}
        placeholder={t('privilege.everyTier')}
        options={TIER_CODES.map((tier) => ({ value: tier, label: t(`tier.${tier}`) }))}
        {...form.fieldProps('min_tier')}
      />
      <TextField label={t('privilege.pointCost')} inputMode="numeric" {...form.fieldProps('point_cost')} />
      {isNew ? (
        <TextField label={t('privilege.stockTotal')} inputMode="numeric" {...form.fieldProps('stock_total')} />
      ) : null}
      <TextField label={t('privilege.perMemberLimit')} inputMode="numeric" {...form.fieldProps('per_member_limit')} />
      <TextField label={t('privilege.couponValidDays')} inputMode="numeric" {...form.fieldProps('coupon_valid_days')} />
      <TextField label={t('privilege.startsAt')} type="datetime-local" {...form.fieldProps('starts_at')} />
      <TextField label={t('privilege.endsAt')} type="datetime-local" {...form.fieldProps('ends_at')} />
      {isNew ? null : (
        <div className="desktop:col-span-2">
          <ImageUpload
            call={uploadPrivilegeImage}
            id={privilege.id}
            label={t('privilege.picture')}
            currentUrl={form.watch('image_url')}
            onUploaded={(image) => {
              form.setValue('image_url', image.url);
              void refreshPrivileges();
              void readPrivilege(privilege.id).then((fresh) => setRevision(fresh.revision));
            }}
          />
        </div>
      )}
      <TextField
        label={t('privilege.imageUrl')}
        hint={t(isNew ? 'privilege.imageUrlNewHint' : 'privilege.imageUrlHint')}
        className="desktop:col-span-2"
        {...form.fieldProps('image_url')}
      />
      <TextField label={t('privilege.sort')} inputMode="numeric" {...form.fieldProps('sort')} />
    </EditFormFrame>
  );
}

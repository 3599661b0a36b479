import { CODE_KINDS, createCodeBatchCall, createCodeCall } from '@loyalty/contracts';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { bangkokOfInstant, instantOfBangkok } from '../../../lib/bangkok-time';
import { useNameOf } from '../../../lib/bilingual-name';
import { useOwnCompanyChoices } from '../../../lib/company-choices';
import { useCreateBatch, useCreateCode } from '../api/codes';

const DAY_MS = 86_400_000;
/** A new code's window: from now for 30 days, as Bangkok wall-clock values of the form. */
const defaultWindow = () => ({
  starts_at: bangkokOfInstant(new Date().toISOString()),
  ends_at: bangkokOfInstant(new Date(Date.now() + 30 * DAY_MS).toISOString()),
});
/** A number field's text as the call's number: empty stays missing, so the contract says "required". */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

function useKindOptions() {
  const { t } = useTranslation('admin-codes');
  return CODE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }));
}

/** The picked company's id for the call; none picked is the whole group's code (decision 063). */
const companyOf = (text: string) => (text === '' ? undefined : Number(text));

/**
 * The company a new code or batch is for (decision 063): an operator limited to companies is offered
 * only theirs and must pick one; the whole group's may leave it for every company.
 */
function CompanyField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'placeholder' | 'options'>) {
  const { t } = useTranslation('admin-codes');
  const companies = useOwnCompanyChoices();
  const nameOf = useNameOf();
  return (
    <SelectField
      label={t('company')}
      placeholder={companies.isLimited ? t('chooseCompany') : t('companyWholeGroup')}
      options={companies.items.map((company) => ({ value: String(company.id), label: nameOf(company) }))}
      {...props}
    />
  );
}

/** POST /codes: one code with its points, use cap (empty: none) and window in Bangkok time. */
export function CreateCodeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-codes');
  const create = useCreateCode();
  const form = useContractForm(createCodeCall.input, {
    defaultValues: {
      code: '',
      kind: 'promo',
      points: '',
      max_uses: '',
      title: '',
      title_th: '',
      company_id: '',
      ...defaultWindow(),
    },
    toInput: (values) => ({
      code: values.code,
      kind: values.kind,
      company_id: companyOf(values.company_id),
      points: numberOf(values.points),
      max_uses: values.max_uses.trim() === '' ? null : Number(values.max_uses),
      ...(values.title.trim() ? { title: values.title } : {}),
      ...(values.title_th.trim() ? { title_th: values.title_th } : {}),
      starts_at: instantOfBangkok(values.starts_at),
      ends_at: instantOfBangkok(values.ends_at),
    }),
  });
  return (
    <EditFormFrame
      form={form}
      titleId="create-code-title"
      title={t('codes.createTitle')}
      submitLabel={t('codes.create')}
      onSave={create.mutateAsync}
      onSaved={onDone}
      onCancel={onDone}
      noticeTestId="code-notice"
    >
      <TextField label={t('codes.code')} autoComplete="off" {...form.fieldProps('code')} />
      <CompanyField {...form.fieldProps('company_id')} />
      <SelectField
        label={t('kind')}
        placeholder={t('chooseKind')}
        options={useKindOptions()}
        {...form.fieldProps('kind')}
      />
      <TextField label={t('points')} inputMode="numeric" {...form.fieldProps('points')} />
      <TextField
        label={t('codes.maxUses')}
        hint={t('codes.maxUsesHint')}
        inputMode="numeric"
        {...form.fieldProps('max_uses')}
      />
      <TextField label={t('codes.title')} hint={t('codes.titleHint')} {...form.fieldProps('title')} />
      <TextField label={t('codes.titleTh')} hint={t('codes.titleHint')} {...form.fieldProps('title_th')} />
      <TextField label={t('startsAt')} type="datetime-local" {...form.fieldProps('starts_at')} />
      <TextField label={t('endsAt')} type="datetime-local" {...form.fieldProps('ends_at')} />
    </EditFormFrame>
  );
}

/** POST /code-batches: `count` single-use codes; a large batch answers with a job to watch. */
export function CreateBatchForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-codes');
  const create = useCreateBatch();
  const form = useContractForm(createCodeBatchCall.input, {
    defaultValues: { name: '', kind: 'promo', prefix: '', count: '', points: '', company_id: '', ...defaultWindow() },
    toInput: (values) => ({
      name: values.name,
      kind: values.kind,
      company_id: companyOf(values.company_id),
      prefix: values.prefix,
      count: numberOf(values.count),
      points: numberOf(values.points),
      starts_at: instantOfBangkok(values.starts_at),
      ends_at: instantOfBangkok(values.ends_at),
    }),
  });
  return (
    <EditFormFrame
      form={form}
      titleId="create-batch-title"
      title={t('batches.createTitle')}
      submitLabel={t('batches.create')}
      onSave={create.mutateAsync}
      onSaved={onDone}
      onCancel={onDone}
      noticeTestId="batch-notice"
    >
      <TextField label={t('batches.name')} autoComplete="off" {...form.fieldProps('name')} />
      <SelectField
        label={t('kind')}
        placeholder={t('chooseKind')}
        options={useKindOptions()}
        {...form.fieldProps('kind')}
      />
      <TextField
        label={t('batches.prefix')}
        hint={t('batches.prefixHint')}
        autoComplete="off"
        {...form.fieldProps('prefix')}
      />
      <TextField
        label={t('batches.count')}
        hint={t('batches.countHint')}
        inputMode="numeric"
        {...form.fieldProps('count')}
      />
      <TextField label={t('points')} inputMode="numeric" {...form.fieldProps('points')} />
      <CompanyField {...form.fieldProps('company_id')} />
      <TextField label={t('startsAt')} type="datetime-local" {...form.fieldProps('starts_at')} />
      <TextField label={t('endsAt')} type="datetime-local" {...form.fieldProps('ends_at')} />
    </EditFormFrame>
  );
}

import {
  type BulkImport,
  idField,
  importKindsFor,
  importPartnerCodesCall,
  importPointAdjustmentsCall,
  issueCardsCall,
} from '@loyalty/contracts';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { FilePicker } from '../../../components/file-picker/file-picker';
import { instantOfBangkok } from '../../../lib/bangkok-time';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import {
  useReviewCardIssue,
  useReviewPartnerCodes,
  useReviewPointAdjustments,
  useTemplateChoices,
} from '../api/imports';
import { ImportList } from './import-list';
import { ImportReview } from './import-review';

/** A chosen file's text (UTF-8); the server reads it line by line (one value a line). */
function readChosenFile(event: ChangeEvent<HTMLInputElement>): Promise<string> {
  const file = event.target.files?.[0];
  if (!file) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function FileField({ label, hint, onText }: { label: string; hint: string; onText: (text: string) => void }) {
  return (
    <FilePicker
      label={label}
      hint={hint}
      accept=".csv,.txt,text/csv,text/plain"
      onChange={async (event) => onText(await readChosenFile(event))}
    />
  );
}

const partnerCodesSchema = importPartnerCodesCall.input.extend({ privilege_id: idField });

function PartnerCodesForm({ onReview }: { onReview: (review: BulkImport) => void }) {
  const { t } = useTranslation('admin-imports');
  const review = useReviewPartnerCodes();
  const form = useContractForm(partnerCodesSchema, {
    defaultValues: { privilege_id: '', csv: '' },
    // The privilege travels in the call's path as `id`: a refusal of it belongs under this field.
    fieldOf: { id: 'privilege_id' },
    toInput: (values) => ({
      privilege_id: values.privilege_id.trim() === '' ? undefined : Number(values.privilege_id),
      csv: values.csv,
    }),
  });
  const csv = form.valueProps('csv');
  return (
    <form
      onSubmit={form.submit(async (input) =>
        onReview(await review.mutateAsync({ privilegeId: input.privilege_id, csv: input.csv })),
      )}
      noValidate
      aria-labelledby="partner-codes-title"
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4')}
    >
      <h2 id="partner-codes-title" className="text-lg font-semibold text-ink-900">
        {t('partnerCodes.title')}
      </h2>
      <p className="text-ink-600">{t('partnerCodes.body')}</p>
      <TextField label={t('partnerCodes.privilegeId')} inputMode="numeric" {...form.fieldProps('privilege_id')} />
      <FileField label={t('file')} hint={t('partnerCodes.fileHint')} onText={csv.onChange} />
      {csv.error ? <p className="text-sm text-brand-700">{csv.error}</p> : null}
      <FormNotice form={form} testId="partner-codes-notice" />
      <Button type="submit" disabled={form.isPending} data-testid="partner-codes-review">
        {t('dryRun')}
      </Button>
    </form>
  );
}

function PointAdjustmentsForm({ onReview }: { onReview: (review: BulkImport) => void }) {
  const { t } = useTranslation('admin-imports');
  const review = useReviewPointAdjustments();
  const form = useContractForm(importPointAdjustmentsCall.input, { defaultValues: { csv: '' } });
  const csv = form.valueProps('csv');
  return (
    <form
      onSubmit={form.submit(async (input) => onReview(await review.mutateAsync(input.csv)))}
      noValidate
      aria-labelledby="point-adjustments-title"
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4')}
    >
      <h2 id="point-adjustments-title" className="text-lg font-semibold text-ink-900">
        {t('pointAdjustments.title')}
      </h2>
      <p className="text-ink-600">{t('pointAdjustments.body')}</p>
      <FileField label={t('file')} hint={t('pointAdjustments.fileHint')} onText={csv.onChange} />
      {csv.error ? <p className="text-sm text-brand-700">{csv.error}</p> : null}
      <FormNotice form={form} testId="point-adjustments-notice" />
      <Button type="submit" disabled={form.isPending} data-testid="point-adjustments-review">
        {t('dryRun')}
      </Button>
    </form>
  );
}

function CardIssueForm({ onReview }: { onReview: (review: BulkImport) => void }) {
  const { t } = useTranslation('admin-imports');
  const review = useReviewCardIssue();
  const templates = useTemplateChoices();
  const thai = currentLanguage() === 'th';
  const form = useContractForm(issueCardsCall.input, {
    defaultValues: { template_id: '', member_ids: '', expires_at: '' },
    toInput: (values) => ({
      template_id: values.template_id === '' ? undefined : Number(values.template_id),
      member_ids: values.member_ids.split(/\r\n|\n|\r/).filter((line) => line.trim() !== ''),
      expires_at: instantOfBangkok(values.expires_at),
    }),
  });
  const memberIds = form.valueProps('member_ids');
  const options = (templates.data?.items ?? []).map((template) => ({
    value: String(template.id),
    label: `${thai ? template.name : template.name_en} · ${thai ? template.level : template.level_en}`,
  }));
  return (
    <form
      onSubmit={form.submit(async (input) => onReview(await review.mutateAsync(input)))}
      noValidate
      aria-labelledby="card-issue-title"
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4')}
    >
      <h2 id="card-issue-title" className="text-lg font-semibold text-ink-900">
        {t('cardIssue.title')}
      </h2>
      <p className="text-ink-600">{t('cardIssue.body')}</p>
      <SelectField
        label={t('cardIssue.template')}
        placeholder={t('cardIssue.chooseTemplate')}
        options={options}
        {...form.fieldProps('template_id')}
      />
      <TextField label={t('cardIssue.expiresAt')} type="datetime-local" {...form.fieldProps('expires_at')} />
      <TextAreaField
        label={t('cardIssue.memberIds')}
        hint={t('cardIssue.memberIdsHint')}
        value={memberIds.value}
        onChange={(event) => memberIds.onChange(event.target.value)}
        error={memberIds.error}
      />
      <FileField label={t('file')} hint={t('cardIssue.fileHint')} onText={memberIds.onChange} />
      <FormNotice form={form} testId="card-issue-notice" />
      <Button type="submit" disabled={form.isPending} data-testid="card-issue-review">
        {t('dryRun')}
      </Button>
    </form>
  );
}

/**
 * Bulk imports (DESIGN §11): partner codes by CSV and cards to a member list, each a dry run to review
 * (counts, duplicates, unknown members, bad lines, the error file) before it is executed once. The list
 * below opens any earlier import in the same review, to execute it later or to follow its job.
 */
export function ImportsScreen() {
  const { t } = useTranslation('admin-imports');
  const [review, setReview] = useState<BulkImport | null>(null);
  // Content imports partner codes and issues cards; point adjustments are an admin's (decision 057).
  const makes = importKindsFor(useSignedInOperator().role, 'write');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      {review ? <ImportReview key={review.id} review={review} onClose={() => setReview(null)} /> : null}
      <div className="grid gap-6 desktop:grid-cols-2">
        {makes.includes('partner-codes') ? <PartnerCodesForm onReview={setReview} /> : null}
        {makes.includes('card-issue') ? <CardIssueForm onReview={setReview} /> : null}
        {makes.includes('point-adjustments') ? <PointAdjustmentsForm onReview={setReview} /> : null}
      </div>
      <ImportList onOpen={setReview} />
    </div>
  );
}

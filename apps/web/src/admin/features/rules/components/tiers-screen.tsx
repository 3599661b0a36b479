import { type AdminCallInput, type AdminTier, putTierCall } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { isErrorBody } from '@/lib/api-client';
import { formatBaht } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { useSaveTier, useTiers } from '../api/tiers';

type TierInput = AdminCallInput<typeof putTierCall>;
type TierValues = { name_en: string; name_th: string; min_spending: string };

const valuesOf = (tier: AdminTier): TierValues => ({
  name_en: tier.name_en,
  name_th: tier.name_th,
  min_spending: String(tier.min_spending),
});

const EDITED_FIELDS = ['name_en', 'name_th', 'min_spending'] as const;

/** The fields a save would change: none means there is nothing to confirm. */
function changedFieldsOf(tier: AdminTier, input: TierInput) {
  return EDITED_FIELDS.filter((field) => input[field] !== tier[field]);
}

/** What a save would change, field by field, as "before → after" in the console's words. */
function useChangesOf(tier: AdminTier, input: TierInput): string[] {
  const { t } = useTranslation('admin-rules');
  const language = currentLanguage();
  return changedFieldsOf(tier, input).map((field) => {
    if (field === 'min_spending') {
      const [before, after] = [tier.min_spending, input.min_spending];
      return t('tiers.changeThreshold', { before: formatBaht(before, language), after: formatBaht(after, language) });
    }
    const words = { before: tier[field], after: input[field] };
    return field === 'name_en' ? t('tiers.changeNameEn', words) : t('tiers.changeNameTh', words);
  });
}

function TierChanges({ tier, input }: { tier: AdminTier; input: TierInput }) {
  const { t } = useTranslation('admin-rules');
  const changes = useChangesOf(tier, input);
  return (
    <>
      <ul className="flex list-disc flex-col gap-1 pl-5" data-testid="tier-changes">
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-600">{t('tiers.confirmEffect')}</p>
    </>
  );
}

/**
 * One tier's names and threshold. The threshold's hint names the neighbours' thresholds it must stay
 * between (the server refuses anything else, under the field); the lowest tier stays at 0, as every member
 * holds it. A save asks first, showing what changes; an edit from an older read is refused (EDIT_CONFLICT)
 * with a way to read the tier again.
 */
function TierForm({
  tier,
  below,
  above,
  onSaved,
  onReload,
}: {
  tier: AdminTier;
  below: AdminTier | undefined;
  above: AdminTier | undefined;
  onSaved: (saved: AdminTier) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('admin-rules');
  const language = currentLanguage();
  const save = useSaveTier();
  const [pending, setPending] = useState<TierInput | null>(null);
  const [isUnchanged, setIsUnchanged] = useState(false);
  const isLowest = below === undefined;
  const form = useContractForm(putTierCall.input, {
    defaultValues: valuesOf(tier),
    toInput: (values) => ({
      name_en: values.name_en,
      name_th: values.name_th,
      min_spending: values.min_spending.trim() === '' ? undefined : Number(values.min_spending.trim()),
      revision: tier.revision,
    }),
  });
  const isStale = isErrorBody(form.failure) && form.failure.code === 'EDIT_CONFLICT';
  const review = form.submit(async (input) => {
    const isChanged = changedFieldsOf(tier, input).length > 0;
    setIsUnchanged(!isChanged);
    if (isChanged) setPending(input);
  });
  // Saving goes through the form kit again, so the server's refusal of a field lands under that field.
  const apply = form.submit(async (input) => {
    setPending(null);
    onSaved(await save.mutateAsync({ code: tier.code, input }));
  });
  const bounds = isLowest
    ? t('tiers.lowest')
    : above
      ? t('tiers.between', {
          below: formatBaht(below.min_spending, language),
          above: formatBaht(above.min_spending, language),
        })
      : t('tiers.above', { below: formatBaht(below.min_spending, language) });
  return (
    <form
      onSubmit={review}
      noValidate
      aria-label={t('tiers.formLabel', { name: language === 'th' ? tier.name_th : tier.name_en })}
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'grid gap-4 desktop:grid-cols-3')}
      data-testid={`tier-${tier.code}`}
    >
      <TextField label={t('tiers.nameEn')} autoComplete="off" {...form.fieldProps('name_en')} />
      <TextField label={t('tiers.nameTh')} autoComplete="off" {...form.fieldProps('name_th')} />
      <TextField
        label={t('tiers.threshold')}
        hint={bounds}
        inputMode="decimal"
        autoComplete="off"
        readOnly={isLowest}
        {...form.fieldProps('min_spending')}
      />
      <div className="flex flex-col gap-3 desktop:col-span-3">
        <FormNotice form={form} testId={`tier-${tier.code}-notice`} />
        {isStale ? (
          <Button variant="secondary" className="self-start" onClick={onReload}>
            {t('tiers.reload')}
          </Button>
        ) : null}
        {isUnchanged ? <Notice testId={`tier-${tier.code}-unchanged`}>{t('unchanged')}</Notice> : null}
        <Button type="submit" disabled={form.isPending} className="self-start">
          {t('tiers.save')}
        </Button>
      </div>
      {pending ? (
        <ConfirmDialog
          title={t('tiers.confirmTitle', { name: language === 'th' ? tier.name_th : tier.name_en })}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          isPending={save.isPending}
          onConfirm={() => void apply()}
          onCancel={() => setPending(null)}
        >
          <TierChanges tier={tier} input={pending} />
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/**
 * DESIGN §6 tiers as admins keep them: each tier's names and the rolling 12-month spending that reaches
 * it, from the lowest up. Members see a change at once.
 */
export function TiersScreen() {
  const { t } = useTranslation('admin-rules');
  const { t: tAdmin } = useTranslation('admin');
  const tiers = useTiers();
  const items = tiers.data?.items ?? [];
  const message = useWriteMessage();
  const language = currentLanguage();
  // Said above the forms: the saved tier's form starts again from what is stored (its revision is new).
  const showSaved = (saved: AdminTier) =>
    message.show({
      text: t('tiers.saved', {
        name: language === 'th' ? saved.name_th : saved.name_en,
        threshold: formatBaht(saved.min_spending, language),
      }),
    });
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{tAdmin('nav.tiers')}</h1>
      {tiers.data ? (
        <>
          <p className="text-ink-600">{t('tiers.intro')}</p>
          <WriteMessage message={message.message} />
          {items.map((tier, index) => (
            // A saved or reloaded tier has a new revision: its form starts again from what is stored.
            <TierForm
              key={tier.revision}
              tier={tier}
              below={items[index - 1]}
              above={items[index + 1]}
              onSaved={showSaved}
              onReload={() => {
                message.clear();
                void tiers.refetch();
              }}
            />
          ))}
        </>
      ) : tiers.isError ? (
        <LoadError title={t('tiers.loadError')} error={tiers.error} onRetry={() => void tiers.refetch()} />
      ) : (
        <p role="status" className="text-ink-600">
          {t('tiers.loading')}
        </p>
      )}
    </div>
  );
}

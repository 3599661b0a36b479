import { type BulkImport, type CardTemplate, issueCardsCall } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/format-time';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { bangkokOfInstant, instantOfBangkok } from '../../../lib/bangkok-time';
import { useTemplateChoices } from '../../imports/api/imports';
import { useIssueCardToMember } from '../api/member-story';

const DAY_MS = 86_400_000;
/** The card-issue call for one member: the member is this page's, so the form leaves `member_ids` out. */
const ISSUE_INPUT = issueCardsCall.input.omit({ member_ids: true });

const cardNameOf = (template: CardTemplate, language: string) =>
  language === 'th' ? `${template.name} · ${template.level}` : `${template.name_en} · ${template.level_en}`;

/** Why a one-member import issued nothing, from its counts: the member holds the card, or is not active. */
function refusalOf(review: BulkImport): 'exists' | 'notActive' | 'notIssued' {
  if (review.counts.exists > 0) return 'exists';
  if (review.counts.inactive_member > 0) return 'notActive';
  return 'notIssued';
}

/**
 * Issues one card to this member (admins; DESIGN §12): a card from the select, valid until a Bangkok
 * time that starts at the card's own validity, confirmed first. It runs the bulk issue's dry run for
 * this member and executes it only when the member can have the card, and then says what was issued;
 * otherwise it says why nothing was.
 */
export function CardIssueForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-member-story');
  const language = currentLanguage();
  const templates = useTemplateChoices();
  const issue = useIssueCardToMember(memberId);
  const { message, show } = useWriteMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<{ template: CardTemplate; templateId: number; expiresAt: string } | null>(
    null,
  );
  const form = useContractForm(ISSUE_INPUT, {
    defaultValues: { template_id: '', expires_at: '' },
    toInput: (values) => ({
      template_id: values.template_id === '' ? undefined : Number(values.template_id),
      expires_at: instantOfBangkok(values.expires_at),
    }),
  });
  const items = templates.data?.items ?? [];
  const templateField = form.register('template_id', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = items.find((template) => String(template.id) === event.target.value);
      if (chosen) {
        const expiry = new Date(Date.now() + chosen.valid_days * DAY_MS).toISOString();
        form.setValue('expires_at', bangkokOfInstant(expiry));
      }
    },
  });

  const confirm = async () => {
    if (!pending) return;
    const card = cardNameOf(pending.template, language);
    const date = formatDateTime(pending.expiresAt, language);
    try {
      const { review, executed } = await issue.mutateAsync({
        template_id: pending.templateId,
        expires_at: pending.expiresAt,
      });
      if (executed && executed.applied === 1) {
        show({ text: t('issue.done', { card, memberId, date }) });
        form.reset();
      } else {
        setRefusal(t(`issue.${refusalOf(executed ?? review)}`, { card, memberId }));
      }
    } catch (failure) {
      form.showFailure(failure);
    }
    setPending(null);
  };

  return (
    <form
      onSubmit={form.submit(async (input) => {
        show(null);
        setRefusal(null);
        const template = items.find((each) => each.id === input.template_id);
        if (template) setPending({ template, templateId: input.template_id, expiresAt: input.expires_at });
      })}
      noValidate
      aria-labelledby="card-issue-title"
      className="flex flex-col gap-4 border-t border-ink-200 pt-4"
    >
      <h3 id="card-issue-title" className="font-semibold text-ink-900">
        {t('issue.title')}
      </h3>
      <p className="text-sm text-ink-600">{t('issue.body')}</p>
      {templates.isError ? <Notice testId="card-issue-templates-error">{t('issue.templatesError')}</Notice> : null}
      <div className="grid gap-4 desktop:grid-cols-2">
        <SelectField
          label={t('issue.template')}
          placeholder={t('issue.chooseTemplate')}
          options={items.map((template) => ({ value: String(template.id), label: cardNameOf(template, language) }))}
          error={form.errorOf('template_id')}
          {...templateField}
        />
        <TextField label={t('issue.expiresAt')} type="datetime-local" {...form.fieldProps('expires_at')} />
      </div>
      <FormNotice form={form} testId="card-issue-notice" />
      {refusal ? (
        <Notice testId="card-issue-refusal">
          <p>{refusal}</p>
        </Notice>
      ) : null}
      <WriteMessage message={message} />
      <div>
        <Button type="submit">{t('issue.submit')}</Button>
      </div>
      {pending ? (
        <ConfirmDialog
          title={t('issue.confirmTitle')}
          confirmLabel={t('issue.confirm')}
          cancelLabel={t('cancel')}
          isPending={issue.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          {t('issue.confirmBody', {
            card: cardNameOf(pending.template, language),
            memberId,
            date: formatDateTime(pending.expiresAt, language),
          })}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

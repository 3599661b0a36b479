import {
  ADMIN_SETTABLE_STATUSES,
  type AdminCallInput,
  type AdminMemberDetail,
  changeMemberStatus,
  mergeMember,
} from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { createAttemptKeys } from '@/lib/attempt-key';
import { formatPoints } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useChangeMemberStatus, useMergeMember } from '../api/members';

const panelClasses = cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4');

/** A member's state set by an admin, with the reason the audit keeps; confirmed before it is sent. */
export function StatusForm({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin-members');
  const change = useChangeMemberStatus(member.member_id);
  const [pending, setPending] = useState<AdminCallInput<typeof changeMemberStatus> | null>(null);
  const form = useContractForm(changeMemberStatus.input, { defaultValues: { status: '', reason: '' } });
  const options = ADMIN_SETTABLE_STATUSES.filter((status) => status !== member.status).map((status) => ({
    value: status,
    label: t(`statuses.${status}`),
  }));

  const confirm = async () => {
    if (!pending) return;
    try {
      await change.mutateAsync(pending);
      form.reset();
    } catch (refusal) {
      form.showFailure(refusal);
    }
    setPending(null);
  };

  return (
    <form
      onSubmit={form.submit(async (input) => setPending(input))}
      noValidate
      aria-labelledby="status-title"
      className={panelClasses}
    >
      <h2 id="status-title" className="text-lg font-semibold text-ink-900">
        {t('status.title')}
      </h2>
      <SelectField
        label={t('status.newStatus')}
        placeholder={t('status.choose')}
        options={options}
        {...form.fieldProps('status')}
      />
      <TextField label={t('status.reason')} autoComplete="off" {...form.fieldProps('reason')} />
      <FormNotice form={form} testId="status-notice" />
      <div>
        <Button type="submit">{t('status.submit')}</Button>
      </div>
      {pending ? (
        <ConfirmDialog
          title={t('status.confirmTitle')}
          confirmLabel={t('status.confirm')}
          cancelLabel={t('cancel')}
          isPending={change.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          {t('status.confirmBody', {
            memberId: member.member_id,
            from: t(`statuses.${member.status}`),
            to: t(`statuses.${pending.status}`),
          })}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/**
 * Merges this member into another (DESIGN §11): the dialog names both, since the merge moves every point,
 * card and redemption and cannot be undone. One Idempotency-Key per attempt, kept when the outcome of a
 * confirmed attempt is unknown, so confirming again cannot merge twice.
 */
export function MergeForm({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin-members');
  const merge = useMergeMember(member.member_id);
  const [attempts] = useState(() => createAttemptKeys());
  const [pending, setPending] = useState<AdminCallInput<typeof mergeMember> | null>(null);
  const [merged, setMerged] = useState<{ into: string; points: number } | null>(null);
  const form = useContractForm(mergeMember.input, { defaultValues: { into_member_id: '', reason: '' } });
  const language = currentLanguage();

  const confirm = async () => {
    if (!pending) return;
    try {
      const result = await merge.mutateAsync({ input: pending, key: attempts.keyFor(pending) });
      attempts.settle();
      setMerged({ into: result.into_member_id, points: result.points_moved });
      form.reset();
    } catch (refusal) {
      attempts.settle(refusal);
      form.showFailure(refusal);
    }
    setPending(null);
  };

  return (
    <form
      onSubmit={form.submit(async (input) => {
        setMerged(null);
        setPending(input);
      })}
      noValidate
      aria-labelledby="merge-title"
      className={panelClasses}
    >
      <h2 id="merge-title" className="text-lg font-semibold text-ink-900">
        {t('merge.title')}
      </h2>
      <p className="text-sm text-ink-600">{t('merge.body')}</p>
      <TextField
        label={t('merge.into')}
        placeholder="CR00000000"
        autoComplete="off"
        {...form.fieldProps('into_member_id')}
      />
      <TextField label={t('merge.reason')} autoComplete="off" {...form.fieldProps('reason')} />
      <FormNotice form={form} testId="merge-notice" />
      {merged ? (
        <Notice tone="success" testId="merge-result">
          {t('merge.done', { into: merged.into, count: merged.points, points: formatPoints(merged.points, language) })}
        </Notice>
      ) : null}
      <div>
        <Button type="submit">{t('merge.submit')}</Button>
      </div>
      {pending ? (
        <ConfirmDialog
          title={t('merge.confirmTitle')}
          confirmLabel={t('merge.confirm')}
          cancelLabel={t('cancel')}
          isPending={merge.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          {t('merge.confirmBody', { from: member.member_id, into: pending.into_member_id })}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

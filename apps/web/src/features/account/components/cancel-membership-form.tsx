import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { formatPoints } from '@/lib/format';
import { cancelMembership } from '../api/cancel-membership';
import { CANCEL_DETAILS_MAX, CANCEL_REASONS, type CancelReason, composeCancelReason } from '../lib/cancel-reason';
import {
  type CancellingMember,
  ConfirmationCode,
  ConfirmationFields,
  useMembershipConfirmation,
} from './membership-confirmation';

/**
 * cancel-membership: a reason, then the password or a one-time code as confirmation. `onCanceled`
 * ends the session here (the server has already revoked every one) and says goodbye.
 */
export function CancelMembershipForm({ member, onCanceled }: { member: CancellingMember; onCanceled: () => void }) {
  const { t, i18n } = useTranslation('account');
  const detailsId = useId();
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [details, setDetails] = useState('');
  const composed = composeCancelReason(reason, details);
  const confirmation = useMembershipConfirmation(
    member,
    (confirm) => {
      // The reason was complete when the form was sent, and its fields rest while a code is entered.
      if (composed === null) throw new Error('A cancellation was confirmed without its reason');
      return cancelMembership(composed, confirm);
    },
    onCanceled,
  );
  const { pending, isSubmitted } = confirmation;

  const isReasonMissing = isSubmitted && reason === '';
  const isDetailsMissing = isSubmitted && reason === 'other' && details.trim() === '';
  return (
    <Card padding="lg" className="flex flex-col gap-5" data-testid="cancel-membership-form">
      <p
        role="note"
        className="rounded-2xl bg-ink-100 px-4 py-3 leading-relaxed text-ink-900"
        data-testid="cancel-warning"
      >
        {member.points > 0
          ? t('cancelMembership.warning', { count: member.points, points: formatPoints(member.points, i18n.language) })
          : t('cancelMembership.warningNoPoints')}
      </p>
      <form
        onSubmit={(event) => void confirmation.submit(event, composed !== null)}
        noValidate
        className="flex flex-col gap-5"
      >
        <SelectField
          label={t('cancelMembership.reason')}
          placeholder={t('cancelMembership.chooseReason')}
          options={CANCEL_REASONS.map((value) => ({ value, label: t(`cancelMembership.reasons.${value}`) }))}
          value={reason}
          onChange={(event) => setReason(event.target.value as CancelReason)}
          error={isReasonMissing ? t('cancelMembership.reasonRequired') : undefined}
          disabled={pending !== null}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={detailsId} className="text-sm font-semibold text-ink-800">
            {reason === 'other' ? t('cancelMembership.detailsRequired') : t('cancelMembership.details')}
          </label>
          <textarea
            id={detailsId}
            rows={3}
            maxLength={CANCEL_DETAILS_MAX}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            disabled={pending !== null}
            aria-invalid={isDetailsMissing ? true : undefined}
            className={`min-h-24 w-full rounded-2xl border bg-white px-4 py-3 text-base text-ink-900 focus:outline-3 focus:outline-offset-1 focus:outline-brand-600 ${isDetailsMissing ? 'border-brand-600' : 'border-ink-400'}`}
            data-testid="cancel-details"
          />
          {isDetailsMissing ? (
            <p role="alert" className="text-sm font-medium text-brand-700">
              {t('cancelMembership.detailsMissing')}
            </p>
          ) : null}
        </div>
        {pending === null ? (
          <ConfirmationFields
            confirmation={confirmation}
            name="cancelMethod"
            submitLabel={t('cancelMembership.submit')}
            codeHint={t('cancelMembership.codeBody')}
            testIdPrefix="cancel"
          />
        ) : null}
      </form>
      <ConfirmationCode confirmation={confirmation} submitLabel={t('cancelMembership.submit')} testIdPrefix="cancel" />
    </Card>
  );
}

import { LOGIN_TYPE } from '@loyalty/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { OtpForm } from '@/components/otp/otp-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Notice } from '@/components/ui/notice';
import { PasswordField } from '@/components/ui/password-field';
import { SelectField } from '@/components/ui/select-field';
import { useErrorText } from '@/lib/error-message';
import { formatPoints } from '@/lib/format';
import { type OtpTarget, requestOtpCode } from '@/lib/otp/otp-api';
import { useOtpStore } from '@/lib/otp/otp-store';
import { type CancelConfirmation, cancelMembership } from '../api/cancel-membership';
import { CANCEL_DETAILS_MAX, CANCEL_REASONS, type CancelReason, composeCancelReason } from '../lib/cancel-reason';

export interface CancellingMember {
  loginType: number;
  email: string | null;
  mobile: string | null;
  hasPassword: boolean;
  points: number;
}

type Method = 'password' | 'code';

/** The code goes to the member's own identity: the mobile for login type 2, the e-mail for type 1. */
export function ownContactOf(member: CancellingMember): OtpTarget | null {
  if (member.loginType === LOGIN_TYPE.thai) return member.mobile ? { channel: 'sms', recipient: member.mobile } : null;
  return member.email ? { channel: 'email', recipient: member.email } : null;
}

/**
 * cancel-membership: a reason, then the password or a one-time code as confirmation. `onCanceled`
 * ends the session here (the server has already revoked every one) and says goodbye.
 */
export function CancelMembershipForm({ member, onCanceled }: { member: CancellingMember; onCanceled: () => void }) {
  const { t, i18n } = useTranslation('member');
  const detailsId = useId();
  const contact = ownContactOf(member);
  const methods: Method[] = [
    ...(member.hasPassword ? (['password'] as const) : []),
    ...(contact ? (['code'] as const) : []),
  ];
  const [method, setMethod] = useState<Method | ''>(methods[0] ?? '');
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [details, setDetails] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const pending = useOtpStore((state) => (state.pending?.purpose === 'cancel_membership' ? state.pending : null));
  const composed = composeCancelReason(reason, details);

  const finish = async (confirmation: CancelConfirmation) => {
    if (composed === null) return;
    setError(null);
    try {
      await withLoader(cancelMembership(composed, confirmation));
      useOtpStore.getState().clear();
      onCanceled();
    } catch (failure) {
      setError(failure);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (composed === null) return;
    if (method === 'password') {
      if (password !== '') await finish({ password });
      return;
    }
    if (method !== 'code' || !contact) return;
    setError(null);
    try {
      const challenge = await withLoader(requestOtpCode(contact, 'cancel_membership'));
      useOtpStore.getState().start({ ...contact, purpose: 'cancel_membership', challenge });
    } catch (failure) {
      setError(failure);
    }
  };

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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
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
          <>
            {methods.length > 1 ? (
              <ChoiceGroup
                legend={t('cancelMembership.confirmWith')}
                name="cancelMethod"
                value={method}
                options={methods.map((value) => ({ value, label: t(`cancelMembership.method.${value}`) }))}
                onChange={setMethod}
              />
            ) : null}
            {method === 'password' ? (
              <PasswordField
                label={t('cancelMembership.password')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={isSubmitted && password === '' ? t('cancelMembership.passwordRequired') : undefined}
                showLabel={t('cancelMembership.showPassword')}
                hideLabel={t('cancelMembership.hidePassword')}
                data-testid="cancel-password"
              />
            ) : null}
            {method === 'code' ? <p className="text-ink-600">{t('cancelMembership.codeBody')}</p> : null}
            {method === '' ? <Notice>{t('cancelMembership.noMethod')}</Notice> : null}
            {error ? <Notice testId="cancel-error">{errorText}</Notice> : null}
            <Button type="submit" disabled={method === ''} data-testid="cancel-submit">
              {method === 'code' ? t('cancelMembership.sendCode') : t('cancelMembership.submit')}
            </Button>
          </>
        ) : null}
      </form>
      {pending !== null ? (
        <>
          <OtpForm
            pending={pending}
            onVerified={(result) => void finish({ refId: result.ref_id })}
            submitLabel={t('cancelMembership.submit')}
          />
          {error ? <Notice testId="cancel-error">{errorText}</Notice> : null}
        </>
      ) : null}
    </Card>
  );
}

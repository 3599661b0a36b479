import { type OtpLock, type OtpVerified, verifyOtp, verifyOtpByEmail } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import { isErrorBody } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-message';
import { formatPhone } from '@/lib/format';
import { formatTime } from '@/lib/format-time';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { checkOtpLockOf, resendOtpCode, verifyOtpCode } from '@/lib/otp/otp-api';
import { shouldCheckLock } from '@/lib/otp/otp-code';
import { type PendingOtp, useOtpStore } from '@/lib/otp/otp-store';
import { OtpCodeInput } from './otp-code-input';

interface OtpFormProps {
  pending: PendingOtp;
  onVerified: (result: OtpVerified) => void;
  /** What confirming does, when it is more than confirming the code (cancel-membership). */
  submitLabel?: string;
  /**
   * Back to the field the member typed the address in, seconds ago: the screen then shows it whole
   * (masking what one just typed hides a typo). Without it the address is the server's masked copy.
   */
  onEditRecipient?: () => void;
}

/**
 * Where the code went and its "Ref: ABCD", the six code boxes, a resend after the cool-down countdown,
 * and the lock message of CheckOTPLock.
 */
export function OtpForm({ pending, onVerified, submitLabel, onEditRecipient }: OtpFormProps) {
  const { t, i18n } = useTranslation('registration');
  const isEmail = pending.channel === 'email';
  const form = useContractForm(isEmail ? verifyOtpByEmail.input : verifyOtp.input, {
    defaultValues: { Otp: '' },
    toInput: ({ Otp }) => ({
      [isEmail ? 'Email' : 'Mobile_No']: pending.recipient,
      Ref_Id: pending.challenge.ref_id,
      Otp,
    }),
  });
  const code = form.valueProps('Otp');
  const [lock, setLock] = useState<OtpLock | null>(null);
  const [canResend, setCanResend] = useState(() => Date.parse(pending.challenge.resend_available_at) <= Date.now());
  const [resent, setResent] = useState(false);
  const errorText = useErrorText(form.failure);
  const replaceChallenge = useOtpStore((state) => state.replaceChallenge);
  const timeOf = (iso: string) => formatTime(iso, i18n.language);

  const verify = async ({ Otp }: { Otp: string }) => {
    try {
      onVerified(await withLoader(verifyOtpCode(pending, pending.challenge.ref_id, Otp)));
    } catch (failure) {
      form.setValue('Otp', '');
      if (isErrorBody(failure) && shouldCheckLock(failure.code)) {
        try {
          setLock(await checkOtpLockOf(pending, pending.challenge.ref_id));
        } catch (lockError) {
          console.warn('The code lock state could not be read', lockError);
        }
      }
      throw failure;
    }
  };

  const onResend = async () => {
    form.showFailure(null);
    setResent(false);
    try {
      const challenge = await withLoader(resendOtpCode(pending, pending.challenge));
      replaceChallenge(challenge);
      setCanResend(false);
      setResent(true);
      setLock(null);
    } catch (failure) {
      form.showFailure(failure);
    }
  };

  const isLocked = lock?.is_locked === true;
  return (
    <form onSubmit={form.submit(verify)} noValidate className="flex flex-col gap-5" data-testid="otp-form">
      <div className="flex flex-col gap-2">
        <p className="leading-relaxed text-ink-600" data-testid="otp-sent-to">
          {t('otp.sentTo', {
            recipient: onEditRecipient ? formatPhone(pending.recipient) : pending.challenge.recipient_masked,
          })}
        </p>
        {onEditRecipient ? (
          <button
            type="button"
            onClick={onEditRecipient}
            className="min-h-11 self-start font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
            data-testid="otp-edit-recipient"
          >
            {t(isEmail ? 'otp.changeEmail' : 'otp.changeMobile')}
          </button>
        ) : null}
      </div>
      <p
        className="self-start rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-800"
        data-testid="otp-ref"
      >
        {t('otp.ref', { ref: pending.challenge.otp_ref })}
      </p>
      <OtpCodeInput
        label={t('otp.code')}
        hint={t('otp.refHint', { ref: pending.challenge.otp_ref })}
        value={code.value}
        error={code.error}
        onChange={code.onChange}
        disabled={isLocked}
        testId="otp-input"
      />
      {form.failure || form.unplacedErrors.length > 0 ? (
        <p
          role="alert"
          className="rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800"
          data-testid="otp-error"
        >
          {form.failure ? errorText : null}
          {lock && !isLocked && lock.tries_left > 0 ? ` ${t('otp.triesLeft', { count: lock.tries_left })}` : null}
          {form.unplacedErrors.map(({ text }) => ` ${text}`).join('')}
        </p>
      ) : null}
      {isLocked ? (
        <p role="alert" className="rounded-2xl bg-ink-100 px-4 py-3 font-medium text-ink-900" data-testid="otp-locked">
          {lock?.locked_until ? t('otp.lockedUntil', { time: timeOf(lock.locked_until) }) : t('otp.locked')}
        </p>
      ) : null}
      {resent ? (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {t('otp.resent')}
        </p>
      ) : null}
      <Button type="submit" disabled={isLocked || form.isPending} data-testid="otp-submit">
        {submitLabel ?? t('otp.submit')}
      </Button>
      <div className="flex min-h-11 items-center justify-center gap-2 text-ink-600">
        {canResend ? (
          <Button variant="ghost" onClick={() => void onResend()} disabled={isLocked} data-testid="otp-resend">
            {t('otp.resend')}
          </Button>
        ) : (
          <span data-testid="otp-wait">
            {t('otp.resendIn')}{' '}
            <Countdown
              key={pending.challenge.resend_available_at}
              until={Date.parse(pending.challenge.resend_available_at)}
              onEnd={() => setCanResend(true)}
              className="font-semibold text-ink-900"
            >
              {(parts) => `${parts.minutes}:${String(parts.seconds).padStart(2, '0')}`}
            </Countdown>
          </span>
        )}
      </div>
    </form>
  );
}

import { OTP_LENGTH, type OtpSent } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpCodeInput } from '@/components/otp/otp-code-input';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';

interface TransferCodeStepProps {
  sent: OtpSent;
  /** The last refusal of the code or of a resend, shown under the field. */
  error: unknown;
  onConfirm: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
}

/**
 * The code step of a transfer above the programme's threshold (DESIGN §6): where the code went, its
 * reference as its message says it, the code in the six boxes of every code screen, and a new code after the cool-down. The
 * parent keys it by the reference, so a new code starts it afresh.
 */
export function TransferCodeStep({ sent, error, onConfirm, onResend }: TransferCodeStepProps) {
  const { t } = useTranslation('points');
  const [code, setCode] = useState('');
  const [canResend, setCanResend] = useState(() => Date.parse(sent.resend_available_at) <= Date.now());
  const errorText = useErrorText(error);
  const isComplete = code.length === OTP_LENGTH;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) return;
    void onConfirm(code).then(() => setCode(''));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="transfer-code-form">
      <h3 className="text-base font-bold text-ink-900">{t('transfer.codeTitle')}</h3>
      <p className="leading-relaxed text-ink-600" data-testid="transfer-code-sent-to">
        {t('transfer.codeSentTo', { recipient: sent.recipient_masked })}
      </p>
      <p className="font-semibold text-ink-900" data-testid="transfer-code-ref">
        {t('transfer.codeRef', { ref: sent.otp_ref })}
      </p>
      <OtpCodeInput
        label={t('transfer.code')}
        hint={t('transfer.codeHint')}
        value={code}
        onChange={setCode}
        testId="transfer-code-input"
      />
      {error ? <Notice testId="transfer-code-error">{errorText}</Notice> : null}
      <Button type="submit" disabled={!isComplete} data-testid="transfer-code-submit">
        {t('transfer.codeSubmit')}
      </Button>
      <div className="flex min-h-11 items-center justify-center gap-2 text-ink-600">
        {canResend ? (
          <Button variant="ghost" onClick={() => void onResend()} data-testid="transfer-code-resend">
            {t('transfer.codeResend')}
          </Button>
        ) : (
          <span data-testid="transfer-code-wait">
            {t('transfer.codeResendIn')}{' '}
            <Countdown
              until={Date.parse(sent.resend_available_at)}
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

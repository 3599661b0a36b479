import { MAX_POINTS_PER_TRANSFER, type OtpSent, type TransferRecipient } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { isErrorBody } from '@/lib/api-client';
import { createAttemptKeys } from '@/lib/attempt-key';
import { useErrorText } from '@/lib/error-message';
import { formatPoints } from '@/lib/format';
import { type TransferCode, type TransferResult, transferPoint } from '../api/transfer';
import { confirmTransfer } from '../lib/transfer-confirm';
import { checkAmount } from '../lib/transfer-input';
import { TransferCodeStep } from './transfer-code-step';

interface TransferAmountFormProps {
  recipient: TransferRecipient;
  transferable: number;
  onSent: (result: TransferResult) => Promise<void>;
  /** A refusal may mean the allowance moved meanwhile (another device, midnight): read it again. */
  onRefused: () => void;
}

const PROBLEM_KEYS = { required: 'Required', whole: 'Whole', tooLow: 'TooLow', tooHigh: 'TooHigh' } as const;

/**
 * The amount, checked against what can be sent now, then confirmed, then sent once; above the programme's
 * threshold the server answers OTP_REQUIRED and the code step confirms it (DESIGN §6).
 */
export function TransferAmountForm({ recipient, transferable, onSent, onRefused }: TransferAmountFormProps) {
  const { t, i18n } = useTranslation('points');
  const [text, setText] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const [attempts] = useState(createAttemptKeys);
  const [codeStep, setCodeStep] = useState<{ points: number; sent: OtpSent } | null>(null);
  const max = formatPoints(transferable, i18n.language);
  const check = checkAmount(text, transferable);
  const problemText = check.problem
    ? t(`transfer.amount${PROBLEM_KEYS[check.problem]}`, { count: transferable, max })
    : undefined;

  const send = async (points: number, code?: TransferCode) => {
    setError(null);
    const payload = { memberId: recipient.member_id, points, refId: code?.refId };
    let result: TransferResult;
    try {
      result = await withLoader(transferPoint(recipient.member_id, points, attempts.keyFor(payload), code));
    } catch (failure) {
      attempts.settle(failure);
      if (isErrorBody(failure) && failure.code === 'OTP_REQUIRED' && failure.otp) {
        setCodeStep({ points, sent: failure.otp });
        return;
      }
      setError(failure);
      onRefused();
      return;
    }
    attempts.settle();
    await onSent(result);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (check.points === undefined) return;
    const points = check.points;
    confirmTransfer({ points, recipientName: recipient.display_name }, () => void send(points));
  };

  if (codeStep) {
    const { points, sent } = codeStep;
    return (
      <TransferCodeStep
        key={sent.ref_id}
        sent={sent}
        error={error}
        onConfirm={(otp) => send(points, { otp, refId: sent.ref_id })}
        onResend={() => send(points)}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="transfer-form">
      <TextField
        label={t('transfer.amount')}
        hint={t('transfer.amountHint', { max })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(MAX_POINTS_PER_TRANSFER).length}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={showProblem ? problemText : undefined}
        data-testid="transfer-amount"
      />
      {error ? <Notice testId="transfer-error">{errorText}</Notice> : null}
      <Button type="submit" data-testid="transfer-submit">
        {t('transfer.submit')}
      </Button>
    </form>
  );
}

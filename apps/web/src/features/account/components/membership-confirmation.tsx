import { LOGIN_TYPE } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { OtpForm } from '@/components/otp/otp-form';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Notice } from '@/components/ui/notice';
import { PasswordField } from '@/components/ui/password-field';
import { useErrorText } from '@/lib/error-message';
import { type OtpTarget, requestOtpCode } from '@/lib/otp/otp-api';
import { useOtpStore } from '@/lib/otp/otp-store';
import type { CancelConfirmation } from '../api/cancel-membership';

type Method = 'password' | 'code';

export interface CancellingMember {
  loginType: number;
  email: string | null;
  mobile: string | null;
  hasPassword: boolean;
  points: number;
}

/** The code goes to the member's own identity: the mobile for login type 2, the e-mail for type 1. */
export function ownContactOf(member: CancellingMember): OtpTarget | null {
  if (member.loginType === LOGIN_TYPE.thai) return member.mobile ? { channel: 'sms', recipient: member.mobile } : null;
  return member.email ? { channel: 'email', recipient: member.email } : null;
}

/**
 * How ending a membership is confirmed, for the cancellation and the deletion alike (SPEC §6, DESIGN
 * §16): the password, or a `cancel_membership` code sent to the member's own contact. `send` makes the
 * call with the confirmation; its answer goes to `onDone` once the code, if any, is forgotten.
 */
export function useMembershipConfirmation<Answer>(
  member: CancellingMember,
  send: (confirmation: CancelConfirmation) => Promise<Answer>,
  onDone: (answer: Answer) => void,
) {
  const contact = ownContactOf(member);
  const methods: Method[] = [
    ...(member.hasPassword ? (['password'] as const) : []),
    ...(contact ? (['code'] as const) : []),
  ];
  const [method, setMethod] = useState<Method | ''>(methods[0] ?? '');
  const [password, setPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const pending = useOtpStore((state) => (state.pending?.purpose === 'cancel_membership' ? state.pending : null));

  const finish = async (confirmation: CancelConfirmation) => {
    setError(null);
    try {
      const answer = await withLoader(send(confirmation));
      useOtpStore.getState().clear();
      onDone(answer);
    } catch (failure) {
      setError(failure);
    }
  };

  /** The form's submit: with the password it ends the membership, with a code it sends one first. */
  const submit = async (event: FormEvent, isReady = true) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!isReady) return;
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

  return { methods, method, setMethod, password, setPassword, isSubmitted, error, pending, finish, submit };
}

export type MembershipConfirmation = ReturnType<typeof useMembershipConfirmation>;

/**
 * The confirmation's fields inside the form: the choice of method when there are two, the password, what
 * a code does (`codeHint`), the refusal and the submit button. Test ids start with `testIdPrefix`.
 */
export function ConfirmationFields({
  confirmation,
  name,
  submitLabel,
  codeHint,
  testIdPrefix,
}: {
  confirmation: MembershipConfirmation;
  name: string;
  submitLabel: string;
  codeHint?: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('account');
  const { methods, method, setMethod, password, setPassword, isSubmitted, error } = confirmation;
  const errorText = useErrorText(error);
  return (
    <>
      {methods.length > 1 ? (
        <ChoiceGroup
          legend={t('cancelMembership.confirmWith')}
          name={name}
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
          data-testid={`${testIdPrefix}-password`}
        />
      ) : null}
      {method === 'code' && codeHint ? <p className="text-ink-600">{codeHint}</p> : null}
      {method === '' ? <Notice>{t('cancelMembership.noMethod')}</Notice> : null}
      {error ? <Notice testId={`${testIdPrefix}-error`}>{errorText}</Notice> : null}
      <Button type="submit" disabled={method === ''} data-testid={`${testIdPrefix}-submit`}>
        {method === 'code' ? t('cancelMembership.sendCode') : submitLabel}
      </Button>
    </>
  );
}

/** The code step once a code was sent: entering it ends the membership; a refusal shows under it. */
export function ConfirmationCode({
  confirmation,
  submitLabel,
  testIdPrefix,
}: {
  confirmation: MembershipConfirmation;
  submitLabel: string;
  testIdPrefix: string;
}) {
  const errorText = useErrorText(confirmation.error);
  if (confirmation.pending === null) return null;
  return (
    <>
      <OtpForm
        pending={confirmation.pending}
        onVerified={(result) => void confirmation.finish({ refId: result.ref_id })}
        submitLabel={submitLabel}
      />
      {confirmation.error ? <Notice testId={`${testIdPrefix}-error`}>{errorText}</Notice> : null}
    </>
  );
}

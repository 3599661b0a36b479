import { OTP_LENGTH, operatorLogin } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isRefusal } from '../../../lib/admin-api';
import { useOperatorLogin } from '../api/operator-session';

type Step = 'password' | 'code';

/**
 * Operator sign-in (DESIGN §11): e-mail and password, then, when the server answers
 * SECOND_FACTOR_REQUIRED, the 6-digit code of the operator's authenticator with the same credentials.
 * Every other refusal (wrong password, locked account, wrong code) is the server's code worded in the
 * console's language.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('admin');
  const [step, setStep] = useState<Step>('password');
  const login = useOperatorLogin();
  const form = useContractForm(operatorLogin.input, {
    defaultValues: { email: '', password: '', totp_code: '' },
    toInput: ({ email, password, totp_code }) => ({
      email: email.trim(),
      password,
      ...(step === 'code' ? { totp_code: totp_code.trim() } : {}),
    }),
    checks: ({ totp_code }) => ({ totp_code: step === 'code' && totp_code.trim() === '' && 'required' }),
    messages: { totp_code: { required: t('signIn.codeRequired'), invalid: t('signIn.codeRequired') } },
  });

  const signIn = async (input: { email: string; password: string; totp_code?: string | undefined }) => {
    await login.mutateAsync(input);
    onSignedIn();
  };

  const askForCode = (failure: unknown) => {
    if (!isRefusal(failure, 'SECOND_FACTOR_REQUIRED')) return false;
    setStep('code');
    return true;
  };

  const startOver = () => {
    setStep('password');
    form.reset({ email: form.getValues('email'), password: '', totp_code: '' });
  };

  return (
    <form onSubmit={form.submit(signIn, { onFailure: askForCode })} noValidate className="flex flex-col gap-5">
      {step === 'password' ? (
        <>
          <TextField label={t('signIn.email')} type="email" autoComplete="username" {...form.fieldProps('email')} />
          <PasswordField
            label={t('signIn.password')}
            autoComplete="current-password"
            showLabel={t('signIn.showPassword')}
            hideLabel={t('signIn.hidePassword')}
            {...form.fieldProps('password')}
          />
        </>
      ) : (
        <>
          <h2 className="text-lg font-semibold text-ink-900">{t('signIn.codeTitle')}</h2>
          <p className="text-ink-600">{t('signIn.codeBody')}</p>
          <TextField
            label={t('signIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            // The code step replaces the fields the operator was typing in: focus follows them there.
            autoFocus
            {...form.fieldProps('totp_code')}
          />
        </>
      )}
      <FormNotice form={form} testId="sign-in-notice" />
      <Button type="submit" disabled={form.isPending} data-testid="sign-in-submit">
        {step === 'password' ? t('signIn.submit') : t('signIn.codeSubmit')}
      </Button>
      {step === 'code' ? (
        <Button variant="ghost" onClick={startOver}>
          {t('signIn.otherAccount')}
        </Button>
      ) : null}
    </form>
  );
}

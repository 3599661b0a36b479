import { emailField, loginEmail, pathOf, thaiMobileField } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { type SignInOutcome, signInWithPassword } from '../lib/sign-in';

type Outcome = Exclude<SignInOutcome, 'signed-in'>;

/** LoginEmail's `Email` takes any text; the screen asks for an e-mail or a Thai mobile before calling. */
const isIdentifier = (value: string) => emailField.safeParse(value).success || thaiMobileField.safeParse(value).success;

/** E-mail or mobile plus password (DESIGN §5); `onSignedIn` runs once the token is stored. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useContractForm(loginEmail.input, {
    defaultValues: { Email: '', Password: '' },
    checks: ({ Email }) => ({ Email: Email.trim() !== '' && !isIdentifier(Email.trim()) && 'identifier' }),
    messages: {
      Email: { required: t('login.identifierRequired'), identifier: t('login.identifierInvalid') },
      Password: { required: t('login.passwordRequired') },
    },
  });

  const signIn = async ({ Email, Password }: { Email: string; Password: string }) => {
    setOutcome(null);
    const result = await withLoader(signInWithPassword({ identifier: Email, password: Password }));
    if (result === 'signed-in') onSignedIn();
    else setOutcome(result);
  };

  return (
    <form onSubmit={form.submit(signIn)} noValidate className="flex flex-col gap-5" aria-describedby="login-intro">
      <p id="login-intro" className="leading-relaxed text-ink-600">
        {t('login.body')}
      </p>
      <TextField
        label={t('login.identifier')}
        hint={t('login.identifierHint')}
        autoComplete="username"
        inputMode="email"
        {...form.fieldProps('Email')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        {...form.fieldProps('Password')}
      />
      <FormNotice form={form} testId="login-notice" />
      {outcome ? (
        <div
          role="alert"
          className="rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800"
          data-testid="login-notice"
        >
          {outcome === 'not-registered' ? (
            <>
              {t('login.notRegistered')}{' '}
              <Link to={pathOf('login-type')} className="font-semibold underline underline-offset-2">
                {t('login.registerLink')}
              </Link>
            </>
          ) : null}
          {outcome === 'no-password' ? t('login.noPassword') : null}
        </div>
      ) : null}
      <Button type="submit" disabled={form.isPending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      <Link
        to={pathOf('forget-pw')}
        className="mx-auto inline-flex min-h-11 items-center rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        {t('login.forgot')}
      </Link>
    </form>
  );
}

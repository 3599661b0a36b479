import { zodResolver } from '@hookform/resolvers/zod';
import { pathOf } from '@loyalty/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { type LoginMessageKey, type LoginValues, loginSchema } from '../lib/login-schema';
import { type SignInOutcome, signInWithPassword } from '../lib/sign-in';

type Notice = { kind: 'error'; error: unknown } | { kind: Exclude<SignInOutcome, 'signed-in'> };

/** E-mail or mobile plus password (DESIGN §5); `onSignedIn` runs once the token is stored. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [notice, setNotice] = useState<Notice | null>(null);
  const errorText = useErrorText(notice?.kind === 'error' ? notice.error : null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { identifier: '', password: '' } });

  const messageOf = (key: string | undefined) => (key ? t(`login.${key as LoginMessageKey}`) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const outcome = await withLoader(signInWithPassword(values));
      if (outcome === 'signed-in') onSignedIn();
      else setNotice({ kind: outcome });
    } catch (error) {
      setNotice({ kind: 'error', error });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-describedby="login-intro">
      <p id="login-intro" className="leading-relaxed text-ink-600">
        {t('login.body')}
      </p>
      <TextField
        label={t('login.identifier')}
        hint={t('login.identifierHint')}
        autoComplete="username"
        inputMode="email"
        error={messageOf(errors.identifier?.message)}
        {...register('identifier')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        error={messageOf(errors.password?.message)}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        {...register('password')}
      />
      {notice ? (
        <div
          role="alert"
          className="rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800"
          data-testid="login-notice"
        >
          {notice.kind === 'error' ? errorText : null}
          {notice.kind === 'not-registered' ? (
            <>
              {t('login.notRegistered')}{' '}
              <Link to={pathOf('login-type')} className="font-semibold underline underline-offset-2">
                {t('login.registerLink')}
              </Link>
            </>
          ) : null}
          {notice.kind === 'no-password' ? t('login.noPassword') : null}
        </div>
      ) : null}
      <Button type="submit" disabled={isSubmitting} data-testid="login-submit">
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

import { pathOf, RESET_LINK_LIFETIME_SECONDS } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { Button, ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { forgetPassword } from '../api/passwords';
import { parseResetIdentity } from '../lib/new-password';

/**
 * forget-pw: asks for the reset link by e-mail or mobile. The server answers the same whether or not a
 * member matched, so the confirmation says "if a membership uses it".
 */
export function ForgetPasswordForm() {
  const { t } = useTranslation('password');
  const [value, setValue] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const identifier = parseResetIdentity(value);
    setIsInvalid(identifier === null);
    if (identifier === null) return;
    setError(null);
    try {
      await withLoader(forgetPassword(identifier));
      setSentTo(identifier);
    } catch (failure) {
      setError(failure);
    }
  };

  if (sentTo !== null) {
    return (
      <div className="flex flex-col gap-5 rounded-3xl bg-white p-6 tablet:shadow-lg">
        <Notice tone="success" testId="forget-sent">
          {t('forgot.sent', { identifier: sentTo, minutes: RESET_LINK_LIFETIME_SECONDS / 60 })}
        </Notice>
        <ButtonLink to={pathOf('login')} variant="secondary">
          {t('forgot.backToLogin')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5 rounded-3xl bg-white p-6 tablet:shadow-lg">
      <p className="leading-relaxed text-ink-600">{t('forgot.body')}</p>
      <TextField
        label={t('forgot.identifier')}
        hint={t('forgot.identifierHint')}
        autoComplete="username"
        inputMode="email"
        maxLength={254}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={isInvalid ? t('forgot.identifierInvalid') : undefined}
        data-testid="forget-identifier"
      />
      {error ? <Notice testId="forget-error">{errorText}</Notice> : null}
      <Button type="submit" data-testid="forget-submit">
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

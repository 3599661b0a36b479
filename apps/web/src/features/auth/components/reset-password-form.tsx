import { pathOf } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { isErrorBody } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-message';
import { localStore } from '@/lib/storage';
import { resetPassword } from '../api/passwords';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

/**
 * reset-password: the link's `emailFgPassword` was captured into local storage on arrival (SPEC §4), so
 * the page works after a reload too. A used link is forgotten, so Back cannot replay it.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation('password');
  const [token] = useState(() => localStore.get('emailFgPassword'));
  const { password, check, fields } = useNewPassword();
  const [isDone, setIsDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);

  if (!token) {
    return (
      <EmptyState action={<ButtonLink to={pathOf('forget-pw')}>{t('reset.askAgain')}</ButtonLink>}>
        {t('reset.noLink')}
      </EmptyState>
    );
  }

  if (isDone) {
    return (
      <div className="flex flex-col gap-5 rounded-3xl bg-white p-6 tablet:shadow-lg">
        <Notice tone="success" testId="reset-done">
          {t('reset.done')}
        </Notice>
        <ButtonLink to={pathOf('login')}>{t('reset.login')}</ButtonLink>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    setError(null);
    try {
      await withLoader(resetPassword(token, password));
      localStore.remove('emailFgPassword');
      setIsDone(true);
    } catch (failure) {
      setError(failure);
    }
  };

  const isLinkDead = isErrorBody(error) && error.code === 'RESET_LINK_INVALID';
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5 rounded-3xl bg-white p-6 tablet:shadow-lg">
      <p className="leading-relaxed text-ink-600">{t('reset.body')}</p>
      <NewPasswordFields {...fields} />
      {error ? (
        <Notice testId="reset-error">
          {errorText}{' '}
          {isLinkDead ? (
            <Link to={pathOf('forget-pw')} className="font-semibold underline underline-offset-2">
              {t('reset.askAgain')}
            </Link>
          ) : null}
        </Notice>
      ) : null}
      <Button type="submit" data-testid="reset-submit">
        {t('reset.submit')}
      </Button>
    </form>
  );
}

import { pathOf, resetPassword as resetPasswordCall } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { isErrorBody } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-message';
import { confirmationProblem } from '@/lib/forms/new-password';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { localStore } from '@/lib/storage';
import { resetPassword } from '../api/passwords';

/**
 * reset-password: the link's `emailFgPassword` was captured into local storage on arrival (SPEC §4), so
 * the page works after a reload too. A used link is forgotten, so Back cannot replay it.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation('password');
  const [token] = useState(() => localStore.get('emailFgPassword'));
  const form = useContractForm(resetPasswordCall.input, {
    defaultValues: { New_Password: '', Confirmation: '' },
    toInput: ({ New_Password }) => ({ Token: token ?? '', New_Password }),
    checks: (values) => ({ Confirmation: confirmationProblem(values) }),
    messages: { Confirmation: { mismatch: t('fields.mismatch') } },
  });
  const [isDone, setIsDone] = useState(false);
  const failureText = useErrorText(form.failure);

  if (!token) {
    return (
      <EmptyState action={<ButtonLink to={pathOf('forget-pw')}>{t('reset.askAgain')}</ButtonLink>}>
        {t('reset.noLink')}
      </EmptyState>
    );
  }

  if (isDone) {
    return (
      <Card elevation="tablet" padding="lg" className="flex flex-col gap-5">
        <Notice tone="success" testId="reset-done">
          {t('reset.done')}
        </Notice>
        <ButtonLink to={pathOf('login')}>{t('reset.login')}</ButtonLink>
      </Card>
    );
  }

  const save = async ({ Token, New_Password }: { Token: string; New_Password: string }) => {
    await withLoader(resetPassword(Token, New_Password));
    localStore.remove('emailFgPassword');
    setIsDone(true);
  };

  const isLinkDead = isErrorBody(form.failure) && form.failure.code === 'RESET_LINK_INVALID';
  return (
    <form
      onSubmit={form.submit(save)}
      noValidate
      className={cardClasses({ elevation: 'tablet', padding: 'lg' }, 'flex flex-col gap-5')}
    >
      <p className="leading-relaxed text-ink-600">{t('reset.body')}</p>
      <NewPasswordFields form={form} />
      {isLinkDead ? (
        <Notice testId="reset-error">
          {failureText}{' '}
          <Link to={pathOf('forget-pw')} className="font-semibold underline underline-offset-2">
            {t('reset.askAgain')}
          </Link>
        </Notice>
      ) : (
        <FormNotice form={form} testId="reset-error" />
      )}
      <Button type="submit" disabled={form.isPending} data-testid="reset-submit">
        {t('reset.submit')}
      </Button>
    </form>
  );
}

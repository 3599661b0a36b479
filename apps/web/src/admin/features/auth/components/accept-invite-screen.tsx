import { acceptOperatorInvite } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormNotice } from '@/components/form/form-notice';
import { Button, ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PasswordField } from '@/components/ui/password-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { SIGN_IN_PATH } from '../../../lib/admin-paths';
import { useAcceptInvite } from '../api/accept-invite';
import { ConsoleDoor } from './console-door';

/**
 * Where an invited operator's e-mailed link leads (issue 35): they choose their own password, typed twice,
 * then sign in with it. A used or expired link says to ask an admin for a new one.
 */
export function AcceptInviteScreen() {
  const { t } = useTranslation('admin');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const accept = useAcceptInvite();
  const [acceptedEmail, setAcceptedEmail] = useState<string | null>(null);
  const form = useContractForm(acceptOperatorInvite.input, {
    defaultValues: { password: '', confirm: '' },
    toInput: ({ password }) => ({ token, password }),
    checks: ({ password, confirm }) => ({ confirm: confirm !== password && 'mismatch' }),
    messages: { confirm: { mismatch: t('invite.mismatch') } },
  });

  return (
    <ConsoleDoor>
      <h1 className="text-2xl font-bold text-ink-900">{t('invite.title')}</h1>
      {acceptedEmail ? (
        <>
          <Notice tone="success" testId="invite-accepted">
            {t('invite.done', { email: acceptedEmail })}
          </Notice>
          <ButtonLink to={SIGN_IN_PATH}>{t('invite.signIn')}</ButtonLink>
        </>
      ) : token === '' ? (
        <Notice testId="invite-missing">{t('invite.missing')}</Notice>
      ) : (
        <form
          onSubmit={form.submit(async (input) => setAcceptedEmail((await accept.mutateAsync(input)).email))}
          noValidate
          className="flex flex-col gap-5"
        >
          <p className="text-ink-600">{t('invite.body')}</p>
          <PasswordField
            label={t('invite.password')}
            hint={t('invite.passwordHint')}
            autoComplete="new-password"
            showLabel={t('signIn.showPassword')}
            hideLabel={t('signIn.hidePassword')}
            {...form.fieldProps('password')}
          />
          <PasswordField
            label={t('invite.confirm')}
            autoComplete="new-password"
            showLabel={t('signIn.showPassword')}
            hideLabel={t('signIn.hidePassword')}
            {...form.fieldProps('confirm')}
          />
          <FormNotice form={form} testId="invite-notice" />
          <Button type="submit" disabled={form.isPending} data-testid="invite-submit">
            {t('invite.submit')}
          </Button>
        </form>
      )}
    </ConsoleDoor>
  );
}

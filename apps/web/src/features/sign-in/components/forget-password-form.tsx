import {
  EMAIL_MAX_LENGTH,
  forgetPassword as forgetPasswordCall,
  pathOf,
  RESET_LINK_LIFETIME_SECONDS,
} from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { parseResetIdentity } from '@/lib/forms/new-password';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { forgetPassword } from '../api/passwords';

/**
 * forget-pw: asks for the reset link by e-mail or mobile. The server answers the same whether or not a
 * member matched, so the confirmation says "if a membership uses it".
 */
export function ForgetPasswordForm() {
  const { t } = useTranslation('password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // ForgetPassword's Email takes any text; the screen asks for an e-mail or a Thai mobile first.
  const form = useContractForm(forgetPasswordCall.input, {
    defaultValues: { Email: '' },
    checks: ({ Email }) => ({ Email: parseResetIdentity(Email) === null && 'identifier' }),
    messages: { Email: { required: t('forgot.identifierInvalid'), identifier: t('forgot.identifierInvalid') } },
  });

  const sendLink = async ({ Email }: { Email: string }) => {
    const identifier = parseResetIdentity(Email) ?? Email;
    await withLoader(forgetPassword(identifier));
    setSentTo(identifier);
  };

  if (sentTo !== null) {
    const minutes = RESET_LINK_LIFETIME_SECONDS / 60;
    return (
      <Card elevation="tablet" padding="lg" className="flex flex-col gap-5">
        <Notice tone="success" testId="forget-sent">
          {t('forgot.sent', { identifier: sentTo, count: minutes, minutes })}
        </Notice>
        <ButtonLink to={pathOf('login')} variant="secondary">
          {t('forgot.backToLogin')}
        </ButtonLink>
      </Card>
    );
  }

  return (
    <form
      onSubmit={form.submit(sendLink)}
      noValidate
      className={cardClasses({ elevation: 'tablet', padding: 'lg' }, 'flex flex-col gap-5')}
    >
      <p className="leading-relaxed text-ink-600">{t('forgot.body')}</p>
      <TextField
        label={t('forgot.identifier')}
        hint={t('forgot.identifierHint')}
        autoComplete="username"
        inputMode="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...form.fieldProps('Email')}
        data-testid="forget-identifier"
      />
      <FormNotice form={form} testId="forget-error" />
      <Button type="submit" disabled={form.isPending} data-testid="forget-submit">
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

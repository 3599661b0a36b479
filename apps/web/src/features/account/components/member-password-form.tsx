import { changePassword as changePasswordCall, pathOf, setPassword as setPasswordCall } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { Notice } from '@/components/ui/notice';
import { PasswordField } from '@/components/ui/password-field';
import { confirmationProblem } from '@/lib/forms/new-password';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { startSession } from '@/lib/session';
import { changePassword, setPassword } from '../api/passwords';

interface MemberPasswordFormProps {
  /** `is_set_password` of GetCustomerInfo: change the password, else set a first one. */
  hasPassword: boolean;
  /** Runs once the server took the password (the caller refreshes what it shows). */
  onSaved: () => void;
}

/**
 * set-password: a member who joined by OTP or LINE sets a first password (SetPassword); one who has
 * a password changes it (ChangePassword), keeping this device signed in with the fresh session.
 */
export function MemberPasswordForm({ hasPassword: hasPasswordNow, onSaved }: MemberPasswordFormProps) {
  const { t } = useTranslation('password');
  // The mode is fixed when the form opens: the refetch after SetPassword must not turn it into a change.
  const [hasPassword] = useState(hasPasswordNow);
  const form = useContractForm(hasPassword ? changePasswordCall.input : setPasswordCall.input, {
    defaultValues: { Current_Password: '', New_Password: '', Confirmation: '' },
    toInput: ({ Current_Password, New_Password }) =>
      hasPassword ? { Current_Password, New_Password } : { New_Password },
    checks: (values) => ({ Confirmation: confirmationProblem(values) }),
    messages: {
      Current_Password: { required: t('fields.required') },
      Confirmation: { mismatch: t('fields.mismatch') },
    },
  });
  const [isDone, setIsDone] = useState(false);

  if (isDone) {
    return (
      <Card padding="lg" className="flex flex-col gap-5">
        <Notice tone="success" testId="password-done">
          {hasPassword ? t('member.changeDone') : t('member.setDone')}
        </Notice>
        <ButtonLink to={pathOf('profile')} variant="secondary">
          {t('member.backToProfile')}
        </ButtonLink>
      </Card>
    );
  }

  const save = async (input: { Current_Password: string; New_Password: string } | { New_Password: string }) => {
    await withLoader(async () => {
      if ('Current_Password' in input) {
        startSession((await changePassword(input.Current_Password, input.New_Password)).token);
      } else await setPassword(input.New_Password);
    });
    setIsDone(true);
    onSaved();
  };

  return (
    <form
      onSubmit={form.submit(save)}
      noValidate
      className={cardClasses({ padding: 'lg' }, 'flex flex-col gap-5')}
      aria-labelledby="password-heading"
      data-testid="member-password-form"
    >
      <h2 id="password-heading" className="text-lg font-bold text-ink-900">
        {hasPassword ? t('member.changeHeading') : t('member.setHeading')}
      </h2>
      <p className="leading-relaxed text-ink-600">{hasPassword ? t('member.changeBody') : t('member.setBody')}</p>
      {hasPassword ? (
        <PasswordField
          label={t('member.current')}
          autoComplete="current-password"
          {...form.fieldProps('Current_Password')}
          showLabel={t('fields.show')}
          hideLabel={t('fields.hide')}
          data-testid="current-password"
        />
      ) : null}
      <NewPasswordFields form={form} />
      <FormNotice form={form} testId="password-error" />
      <Button type="submit" disabled={form.isPending} data-testid="password-submit">
        {hasPassword ? t('member.changeSubmit') : t('member.setSubmit')}
      </Button>
    </form>
  );
}

import { pathOf } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { Button, ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PasswordField } from '@/components/ui/password-field';
import { useErrorText } from '@/lib/error-message';
import { changePassword, setPassword } from '../api/passwords';
import { startSession } from '../lib/sign-in';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

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
  const [current, setCurrent] = useState('');
  const { password, isSubmitted, check, fields } = useNewPassword();
  const [isDone, setIsDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const isCurrentMissing = isSubmitted && hasPassword && current === '';

  if (isDone) {
    return (
      <div className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm">
        <Notice tone="success" testId="password-done">
          {hasPassword ? t('member.changeDone') : t('member.setDone')}
        </Notice>
        <ButtonLink to={pathOf('profile')} variant="secondary">
          {t('member.backToProfile')}
        </ButtonLink>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const isNewPasswordFine = check();
    if (!isNewPasswordFine || (hasPassword && current === '')) return;
    setError(null);
    try {
      await withLoader(async () => {
        if (hasPassword) startSession((await changePassword(current, password)).token);
        else await setPassword(password);
      });
      setIsDone(true);
      onSaved();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm"
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
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={isCurrentMissing ? t('fields.required') : undefined}
          showLabel={t('fields.show')}
          hideLabel={t('fields.hide')}
          data-testid="current-password"
        />
      ) : null}
      <NewPasswordFields {...fields} />
      {error ? <Notice testId="password-error">{errorText}</Notice> : null}
      <Button type="submit" data-testid="password-submit">
        {hasPassword ? t('member.changeSubmit') : t('member.setSubmit')}
      </Button>
    </form>
  );
}

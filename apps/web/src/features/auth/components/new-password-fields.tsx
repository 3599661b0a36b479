import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/password-field';
import { type NewPasswordProblem, newPasswordProblem } from '../lib/new-password';

/**
 * The state behind the fields: the two values, and the problem once the member tried to submit.
 * `check()` marks the attempt and tells whether the password may be sent.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const check = () => {
    setIsSubmitted(true);
    return newPasswordProblem(password, confirmation) === null;
  };
  const fields: NewPasswordFieldsProps = {
    password,
    confirmation,
    onPasswordChange: setPassword,
    onConfirmationChange: setConfirmation,
    problem: isSubmitted ? newPasswordProblem(password, confirmation) : null,
  };
  return { password, isSubmitted, check, fields };
}

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** Shown once the member tried to submit. */
  problem: NewPasswordProblem | null;
}

/** The new password and its confirmation, with the rule as a hint and the first problem as the error. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  problem,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('password');
  const toggle = { showLabel: t('fields.show'), hideLabel: t('fields.hide') };
  const isConfirmationProblem = problem === 'mismatch';
  return (
    <>
      <PasswordField
        label={t('fields.new')}
        hint={t('fields.newHint')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={problem && !isConfirmationProblem ? t(`fields.${problem}`) : undefined}
        data-testid="new-password"
        {...toggle}
      />
      <PasswordField
        label={t('fields.confirm')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={isConfirmationProblem ? t('fields.mismatch') : undefined}
        data-testid="new-password-confirm"
        {...toggle}
      />
    </>
  );
}

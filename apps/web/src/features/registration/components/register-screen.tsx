import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useRegistrationDraftStore } from '@/lib/registration-draft-store';
import { RegisterForm } from './register-form';

/** register: needs the identity proven on otp; after a reload the draft is gone, so it starts again. */
export function RegisterScreen() {
  const { t } = useTranslation('registration');
  const hasIdentity = useRegistrationDraftStore((state) => state.email !== '' && state.nationalType !== '');
  if (!hasIdentity) {
    return (
      <EmptyState action={<ButtonLink to={pathOf('phone')}>{t('otp.startAgain')}</ButtonLink>}>
        {t('register.noIdentity')}
      </EmptyState>
    );
  }
  return <RegisterForm />;
}

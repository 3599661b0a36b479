import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** Where a LINE log-in completes; until LIFF is wired in, it says so and offers the password log-in. */
export function LiffAuthScreen() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-center text-2xl font-bold text-ink-900">{t('liffAuth.heading')}</h1>
      <EmptyState
        action={
          <ButtonLink to={pathOf('login')} variant="secondary">
            {t('liffAuth.useEmail')}
          </ButtonLink>
        }
      >
        {t('liffAuth.body')}
      </EmptyState>
    </div>
  );
}

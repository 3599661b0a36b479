import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/ui/brand-icons';
import { ButtonLink } from '@/components/ui/button';

/** Choose between LINE (finished on liff-auth) and e-mail or mobile with a password. */
export function LoginTypeScreen() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-6 rounded-3xl bg-white p-6 tablet:shadow-lg">
      <p className="text-center leading-relaxed text-ink-600">{t('loginType.body')}</p>
      <ButtonLink to={pathOf('liff-auth')} variant="line" data-testid="login-type-line">
        <LineIcon className="size-6" />
        {t('loginType.line')}
      </ButtonLink>
      <div className="flex items-center gap-3 text-sm text-ink-500" aria-hidden>
        <span className="h-px flex-1 bg-ink-200" />
        {t('loginType.or')}
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      <ButtonLink to={pathOf('login')} variant="secondary" data-testid="login-type-email">
        {t('loginType.emailMobile')}
      </ButtonLink>
    </div>
  );
}

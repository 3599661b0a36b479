import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LineIcon } from '@/components/ui/brand-icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type NationalType, useRegistrationDraftStore } from '@/lib/registration-draft-store';

/**
 * Choose between LINE (finished on liff-auth) and e-mail or mobile with a password, or register: a Thai
 * verifies a mobile, a foreigner an e-mail (DESIGN §6), chosen here and carried by the draft to phone.
 * `isRegistering` (from the landing's Register) words it for joining and offers logging in last.
 */
export function LoginTypeScreen({ isRegistering = false }: { isRegistering?: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const startRegistration = (nationalType: NationalType) => {
    const draft = useRegistrationDraftStore.getState();
    draft.reset();
    draft.update({ nationalType });
    void navigate(pathOf('phone'));
  };
  const registerButtons = (
    <div className="grid gap-3 tablet:grid-cols-2">
      <Button variant="secondary" onClick={() => startRegistration('thai')} data-testid="login-type-register-thai">
        {t('loginType.registerThai')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => startRegistration('foreigner')}
        data-testid="login-type-register-foreigner"
      >
        {t('loginType.registerForeigner')}
      </Button>
    </div>
  );
  return (
    <Card elevation="tablet" padding="lg" className="flex flex-col gap-6">
      <p className="text-center leading-relaxed text-ink-600">
        {isRegistering ? t('loginType.registerBody') : t('loginType.body')}
      </p>
      <ButtonLink to={pathOf('liff-auth')} variant="line" data-testid="login-type-line">
        <LineIcon className="size-6" />
        {isRegistering ? t('loginType.lineRegister') : t('loginType.line')}
      </ButtonLink>
      <div className="flex items-center gap-3 text-sm text-ink-500" aria-hidden>
        <span className="h-px flex-1 bg-ink-200" />
        {t('loginType.or')}
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      {isRegistering ? (
        <>
          {registerButtons}
          <p className="border-t border-ink-100 pt-5 text-center text-ink-600">
            {t('loginType.haveAccount')}{' '}
            <Link
              to={pathOf('login')}
              className="font-semibold text-brand-700 underline"
              data-testid="login-type-login"
            >
              {t('loginType.logIn')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <ButtonLink to={pathOf('login')} variant="secondary" data-testid="login-type-email">
            {t('loginType.emailMobile')}
          </ButtonLink>
          <section className="flex flex-col gap-3 border-t border-ink-100 pt-5" aria-labelledby="register-heading">
            <h2 id="register-heading" className="text-center font-semibold text-ink-900">
              {t('loginType.registerHeading')}
            </h2>
            {registerButtons}
          </section>
        </>
      )}
    </Card>
  );
}

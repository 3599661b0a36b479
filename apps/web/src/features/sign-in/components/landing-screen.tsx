import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { AddFriendPanel } from '@/components/chrome/add-friend-panel';
import { ButtonLink } from '@/components/ui/button';
import { KeyVisual } from '@/components/ui/key-visual';
import { useScreenSize } from '@/lib/screen-size';
import { REGISTER_INTENT } from '../lib/register-intent';
import { useLandingKeyVisuals } from '../lib/use-landing-key-visuals';

/** The landing page: key visual, welcome, log-in and register, and (on phones) the button adding us on LINE. */
export function LandingScreen() {
  const { t } = useTranslation('landing');
  const images = useLandingKeyVisuals();
  const isPhone = useScreenSize() === 'mobile';
  return (
    <div className="flex flex-col gap-6">
      <div className="overflow-hidden rounded-t-[2rem] tablet:rounded-3xl tablet:shadow-lg">
        <KeyVisual images={images} alt={t('kvAlt')} />
      </div>
      <section className="flex flex-col gap-5 px-5" aria-labelledby="landing-title">
        <div className="flex flex-col gap-2 text-center">
          <h1 id="landing-title" className="text-2xl font-bold text-ink-900 tablet:text-3xl">
            {t('title')}
          </h1>
          <p className="text-base leading-relaxed text-ink-600">{t('body')}</p>
        </div>
        <nav aria-label={t('actionsLabel')} className="grid gap-3 tablet:grid-cols-2">
          <ButtonLink to={pathOf('login-type')} data-testid="landing-login">
            {t('login')}
          </ButtonLink>
          <ButtonLink
            to={`${pathOf('login-type')}?intent=${REGISTER_INTENT}`}
            variant="secondary"
            data-testid="landing-register"
          >
            {t('register')}
          </ButtonLink>
        </nav>
      </section>
      {isPhone ? (
        <section className="mx-5 mb-4 rounded-3xl bg-brand-50 px-5 py-6 text-ink-900">
          <AddFriendPanel asButton />
        </section>
      ) : null}
    </div>
  );
}

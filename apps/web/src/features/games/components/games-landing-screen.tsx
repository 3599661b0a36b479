import { gameArtOf, gameOf, pathOf, referralCodeField } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { rememberReturnPath } from '@/lib/return-path';
import { getSessionToken, localStore } from '@/lib/storage';
import { isRegistrationOnly } from '@/lib/token';

/** The query value, else what the query capture kept of it (SPEC §4: `game` and `ref` go to local storage). */
function useSharedValue(key: 'game' | 'ref'): string | null {
  const [search] = useSearchParams();
  return search.get(key) ?? localStore.get(key);
}

/**
 * games-landing (DESIGN §12): the page a shared game link opens. The game's title and art (a friendly
 * invitation for an id we do not know), the referral code it was shared with, and log in or register;
 * either way the member comes back here once signed in.
 */
export function GamesLandingScreen() {
  const { t, i18n } = useTranslation('games');
  const { pathname, search } = useLocation();
  const game = gameOf(useSharedValue('game'));
  const ref = useSharedValue('ref');
  // Only a well-formed code is shown: the link's text is anyone's to write. No name is looked up for
  // it, since answering names for codes would let anyone list the members.
  const referralCode = ref !== null && referralCodeField.safeParse(ref).success ? ref : null;
  const token = getSessionToken();
  const isMember = token !== null && !isRegistrationOnly(token);
  const title = game ? (i18n.language === 'th' ? game.title : game.titleEn) : t('genericTitle');
  const comeBackHere = () => rememberReturnPath(`${pathname}${search}`);

  return (
    <div className="flex flex-col gap-6" data-testid="games-landing" data-game={game?.id ?? ''}>
      <Picture src={gameArtOf(game)} ratio="12/5" className="rounded-t-[2rem] tablet:rounded-3xl tablet:shadow-lg" />
      <section className="flex flex-col gap-5 px-5" aria-labelledby="games-title">
        <div className="flex flex-col gap-2 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
          <h1 id="games-title" className="text-2xl font-bold text-ink-900 tablet:text-3xl" data-testid="game-title">
            {title}
          </h1>
          <p className="text-base leading-relaxed text-ink-600">{game ? t('body') : t('genericBody')}</p>
          {referralCode ? (
            <p className="mx-auto rounded-full bg-brand-50 px-4 py-1.5 text-brand-800" data-testid="game-invited-by">
              {t('invitedBy', { code: referralCode })}
            </p>
          ) : null}
        </div>
        {isMember ? (
          <div className="flex flex-col gap-3 text-center">
            <p className="text-ink-700">{t('signedIn')}</p>
            <nav aria-label={t('memberActionsLabel')} className="grid gap-3 tablet:grid-cols-3">
              <ButtonLink to={pathOf('collect-point')} data-testid="game-collect">
                {t('collect')}
              </ButtonLink>
              <ButtonLink to={pathOf('privilege')} variant="secondary" data-testid="game-privileges">
                {t('privileges')}
              </ButtonLink>
              <ButtonLink to={pathOf('friend-ref-code')} variant="secondary" data-testid="game-invite">
                {t('invite')}
              </ButtonLink>
            </nav>
          </div>
        ) : (
          <nav aria-label={t('actionsLabel')} className="grid gap-3 tablet:grid-cols-2">
            <ButtonLink to={pathOf('login-type')} onClick={comeBackHere} data-testid="game-login">
              {t('login')}
            </ButtonLink>
            <ButtonLink
              to={pathOf('login-type')}
              onClick={comeBackHere}
              variant="secondary"
              data-testid="game-register"
            >
              {t('register')}
            </ButtonLink>
          </nav>
        )}
      </section>
    </div>
  );
}

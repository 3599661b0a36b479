import type { RouteMeta } from '@loyalty/contracts';
import { isTitleInTopBar, pathOf, titleOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { HeartIcon, SearchIcon, ShareIcon } from '@/components/ui/icons';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { useCurrentRoute } from '@/lib/route-meta';
import { useScreenSize } from '@/lib/screen-size';
import { shareTargetOf } from '@/lib/share-target';
import { getSessionToken, sessionStore } from '@/lib/storage';
import { shouldShowWhiteHeart } from '@/lib/white-heart';
import { BackButton } from './back-button';
import { useFavouriteActionStore } from './favourite-action-store';
import { type InboxSummary, NotificationBell } from './notification-bell';
import { openShareDialog } from './share';

export type BarTone = 'brand' | 'light' | 'clear';

/** The bar's colours follow the page background: brand red on main pages, white on sub-pages, clear on register pages. */
export function barToneOf(meta: RouteMeta): BarTone {
  const background = meta.layout?.background ?? 'main';
  if (background === 'register') return 'clear';
  return background === 'sub' ? 'light' : 'brand';
}

const BAR_CLASSES: Record<BarTone, string> = {
  brand: 'bg-brand-600 text-white',
  light: 'bg-white text-ink-900 shadow-[0_1px_0_rgb(0_0_0/0.06)]',
  clear: 'bg-transparent text-white',
};

const ICON_BUTTON =
  'grid size-11 place-items-center rounded-full hover:bg-black/10 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-current';

/**
 * SPEC §2 showWhiteFav: the heart is white whatever the bar's colour. The icon draws in currentColor, so
 * left to the bar it turned ink-black on the white sub-page bar (privilege detail, redemption); it sets
 * its own white and sits on a disc that keeps it visible on a white bar: grey while off, the brand's red
 * once on, so the two states never look alike.
 */
const WHITE_HEART_DISC = 'grid size-9 place-items-center rounded-full shadow-sm transition-colors';
const WHITE_HEART_DISC_OF = { on: 'bg-brand-600', off: 'bg-ink-900/40' } as const;

export function hasTopBar(meta: RouteMeta): boolean {
  return Boolean(
    meta.showNavTop || meta.showRegisterNavTop || meta.showLogo || meta.showChangeLanguage || meta.showBackButton,
  );
}

/** SPEC §2 top bar, drawn from the route metadata: back, logo, title, search, heart, share, bell, language. */
interface TopBarProps {
  /** Overrides the colours the background implies, for a bar drawn on another surface. */
  tone?: BarTone;
  /** Leaves the language switch out where a member bar above already carries one. */
  hideLanguage?: boolean;
  /** Leaves the logo out where the page already shows it beside the bar. */
  hideLogo?: boolean;
  /** The signed-in member's inbox (DESIGN §15), for the bell on the tabs' own pages; null for anyone else. */
  inbox?: InboxSummary | null;
}

export function TopBar({ tone: toneOverride, hideLogo = false, hideLanguage = false, inbox = null }: TopBarProps) {
  const { t, i18n } = useTranslation();
  const { name, meta } = useCurrentRoute();
  const [search] = useSearchParams();
  const params = useParams();
  const isDesktop = useScreenSize() === 'desktop';
  const favourite = useFavouriteActionStore((state) => state.action);
  const tone = toneOverride ?? barToneOf(meta);

  const title = titleOf(meta, i18n.language);
  const showsTitle = isTitleInTopBar(meta, isDesktop);
  const showsWhiteHeart =
    favourite !== null &&
    shouldShowWhiteHeart({
      routeName: name,
      meta,
      queryFwsFlag: search.get('fwsFlag'),
      storedFwsFlag: sessionStore.get('fwsFlag'),
    });
  const hasActions = Boolean(meta.showSearch || meta.showFav || meta.showShare || showsWhiteHeart);
  const showsLanguage = Boolean(meta.showChangeLanguage) && !isDesktop && !hideLanguage;
  const showsLogo = Boolean(meta.showLogo) && !isDesktop && !hideLogo;
  // The four tabs' pages carry the bell; a sub-page's bar keeps to its title, and the desktop bar has its own.
  const showsBell = inbox !== null && !isDesktop && (meta.layout?.background ?? 'main') === 'main';
  const backTone = meta.blackBackIcon ? 'dark' : tone === 'light' ? 'brand' : 'light';

  if (isDesktop && !hasActions) return null;

  return (
    <div
      className={`flex h-12 items-center gap-1 px-2 ${isDesktop ? 'relative z-10 mx-auto -mb-12 w-full max-w-6xl justify-end px-4 text-ink-900' : BAR_CLASSES[tone]}`}
      data-testid="top-bar"
    >
      {meta.showBackButton ? <BackButton tone={backTone} /> : null}
      {showsLogo ? (
        <Link
          to={pathOf(getSessionToken() ? 'home' : 'landing')}
          className="rounded-lg px-1 focus-visible:outline-3 focus-visible:outline-current"
        >
          <Logo tone={tone === 'light' ? 'brand' : 'light'} />
        </Link>
      ) : null}
      {showsTitle ? (
        <p className="min-w-0 flex-1 truncate px-1 text-lg font-semibold" data-testid="top-bar-title">
          {title}
        </p>
      ) : (
        <span className="flex-1" />
      )}
      {meta.showSearch ? (
        <Link to={pathOf('privilege-search')} className={ICON_BUTTON} aria-label={t('actions.search')}>
          <SearchIcon />
        </Link>
      ) : null}
      {meta.showFav ? (
        <Link to={pathOf('privilege-fav')} className={ICON_BUTTON} aria-label={t('actions.favourites')}>
          <HeartIcon />
        </Link>
      ) : null}
      {showsWhiteHeart && favourite ? (
        <button
          type="button"
          className={ICON_BUTTON}
          aria-pressed={favourite.isFavourite}
          aria-label={favourite.isFavourite ? t('actions.removeFavourite') : t('actions.addFavourite')}
          onClick={favourite.toggle}
          data-testid="white-heart"
        >
          <span className={`${WHITE_HEART_DISC} ${WHITE_HEART_DISC_OF[favourite.isFavourite ? 'on' : 'off']}`}>
            <HeartIcon filled={favourite.isFavourite} className="text-white" />
          </span>
        </button>
      ) : null}
      {meta.showShare ? (
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t('actions.share')}
          onClick={() => openShareDialog(shareTargetOf(params.id, search))}
        >
          <ShareIcon />
        </button>
      ) : null}
      {showsBell ? <NotificationBell inbox={inbox} className={ICON_BUTTON} /> : null}
      {showsLanguage ? <LanguageSwitch tone={tone === 'light' ? 'default' : 'light'} /> : null}
    </div>
  );
}

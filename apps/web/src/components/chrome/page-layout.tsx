import { DEFAULT_LAYOUT_PADDING_TOP, type LayoutBackground } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand, preloadable } from '@/lib/preloadable';
import { useCurrentRoute } from '@/lib/route-meta';
import { useScreenSize } from '@/lib/screen-size';
import { BottomNav } from './bottom-nav';
import { useLitTab } from './lit-tab';
import type { MemberSummary } from './member-bar';
import type { InboxSummary } from './notification-bell';
import { hasTopBar, TopBar } from './top-bar';

/** Chrome that only tablets and desktops draw loads there, keeping phones' first visit light. */
const memberBar = preloadable(() => import('./member-bar').then((module) => module.MemberBar));
const footer = preloadable(() => import('./footer').then((module) => module.Footer));
const registerAside = preloadable(() => import('./register-aside').then((module) => module.RegisterAside));

/** Where a member bar will be, so the page does not move when it arrives. */
const barPlaceholder = <div className="h-16 bg-brand-700" />;

/** Height of the tablet member bar, added to the top padding when it shows. */
const TABLET_BAR_HEIGHT = 64;

const BACKGROUNDS: Record<LayoutBackground, string> = {
  main: 'bg-canvas',
  sub: 'bg-ink-50',
  register: 'bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900',
};

interface PageLayoutProps {
  member: MemberSummary | null;
  /**
   * A member session, whether or not the member's figures came: when GetCustomerInfo fails the bars
   * and their navigation stay, so the member can retry or go elsewhere (issue 34).
   */
  isSignedIn: boolean;
  /** The member's inbox for the bars' bell (DESIGN §15); null for a visitor or a restricted membership. */
  inbox: InboxSummary | null;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * SPEC §2 shared layout, configured per route by `meta.layout`: the background (main, sub-page or
 * register), the desktop footer and the top padding (48 px unless the route says otherwise).
 */
export function PageLayout({ member, isSignedIn, inbox, onLogout, children }: PageLayoutProps) {
  const { t } = useTranslation();
  const { meta } = useCurrentRoute();
  const size = useScreenSize();
  const litTab = useLitTab(meta);
  const isDesktop = size === 'desktop';
  const background = meta.layout?.background ?? 'main';
  const isRegister = background === 'register';
  const isSplit = isRegister && size !== 'mobile';
  const showsTabletBar = size === 'tablet' && background === 'sub' && isSignedIn;
  const showsFixedHeader = !isDesktop && !isSplit && (hasTopBar(meta) || showsTabletBar);
  const showsBottomNav = !isDesktop && meta.tab !== undefined && isSignedIn;
  const paddingTop = showsFixedHeader
    ? (meta.layout?.paddingTop ?? DEFAULT_LAYOUT_PADDING_TOP) + (showsTabletBar ? TABLET_BAR_HEIGHT : 0)
    : 0;

  const content = isRegister ? (
    <div
      className={
        isSplit
          ? 'mx-auto w-full max-w-xl px-5 py-6'
          : 'flex-1 rounded-t-[2rem] bg-white pt-2 pb-6 shadow-[0_-8px_24px_rgb(0_0_0/0.12)]'
      }
    >
      {children}
    </div>
  ) : (
    children
  );

  return (
    <div className={`flex min-h-dvh flex-col ${BACKGROUNDS[background]}`} data-layout={background}>
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      {isDesktop ? (
        <header className="sticky top-0 z-40">
          <OnDemand
            component={memberBar}
            props={{ variant: 'desktop', member, isSignedIn, inbox, onLogout, activeTab: litTab }}
            fallback={barPlaceholder}
          />
        </header>
      ) : null}
      {showsFixedHeader ? (
        <header className="fixed inset-x-0 top-0 z-30">
          {showsTabletBar ? (
            <OnDemand
              component={memberBar}
              props={{ variant: 'tablet', member, isSignedIn, inbox, onLogout }}
              fallback={barPlaceholder}
            />
          ) : null}
          {hasTopBar(meta) ? <TopBar hideLanguage={showsTabletBar} inbox={inbox} /> : null}
        </header>
      ) : null}
      {/*
        One tree for every width: the aside comes and goes beside a <main> that stays in place, so a
        resize or rotation across a breakpoint never remounts the page (a half-filled form keeps its values).
      */}
      <div className={isSplit ? 'grid flex-1 grid-cols-[minmax(300px,2fr)_3fr]' : 'flex flex-1 flex-col'}>
        {isSplit ? (
          <OnDemand
            component={registerAside}
            props={{ showsLinks: !(isDesktop && meta.layout?.footer) }}
            fallback={<div />}
          />
        ) : null}
        <main
          id="main"
          className={
            isSplit
              ? 'flex flex-col bg-canvas'
              : `flex flex-1 flex-col ${showsBottomNav ? 'pb-24' : isRegister ? '' : 'pb-6'} ${isDesktop ? 'pt-4 pb-12' : ''}`
          }
          style={paddingTop > 0 ? { paddingTop } : undefined}
        >
          {isSplit && hasTopBar(meta) ? <TopBar tone="light" hideLogo /> : null}
          {!isSplit && isDesktop ? <TopBar /> : null}
          {content}
        </main>
      </div>
      {showsBottomNav && litTab ? <BottomNav activeTab={litTab} /> : null}
      {isDesktop && meta.layout?.footer ? <OnDemand component={footer} props={{}} fallback={null} /> : null}
    </div>
  );
}

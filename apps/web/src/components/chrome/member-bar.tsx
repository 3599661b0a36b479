import type { Tab } from '@loyalty/contracts';
import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { LogoutIcon } from '@/components/ui/icons';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { formatPoints } from '@/lib/format';
import { politeNameContext } from '@/lib/polite-name';
import { TabLinks } from './bottom-nav';
import { type InboxSummary, NotificationBell } from './notification-bell';

/** What the member bars show of the signed-in member. */
export interface MemberSummary {
  firstName: string | null;
  points: number;
  /** The tier's name in the member's language (issue 4: the bar shows the tier). */
  tier: string | null;
  pictureUrl: string | null;
}

interface MemberBarProps {
  member: MemberSummary | null;
  /** Tabs and log-out need only the session; the name and points need the member's figures too. */
  isSignedIn: boolean;
  /** The member's inbox for the bell (DESIGN §15); null leaves the bell out. */
  inbox: InboxSummary | null;
  onLogout: () => void;
  /** The desktop bar carries the tabs too, since the bottom navigation is a phone and tablet control. */
  activeTab?: Tab | undefined;
  variant: 'desktop' | 'tablet';
}

/**
 * SPEC §2: at 1024 px and wider the bar shows the logo, the polite first name, the tier and point balance, the
 * avatar (default image if none), the inbox's bell (DESIGN §15), the language switch and a logout icon; the tablet bar shows the same
 * on sub-pages between 770 and 1023 px. A visitor who is not signed in sees the logo and language only.
 */
export function MemberBar({ member, isSignedIn, inbox, onLogout, activeTab, variant }: MemberBarProps) {
  const { t, i18n } = useTranslation();
  const points = formatPoints(member?.points ?? 0, i18n.language);
  return (
    <div
      className={`bg-brand-700 text-white ${variant === 'desktop' ? 'shadow-md' : ''}`}
      data-testid={variant === 'desktop' ? 'desktop-bar' : 'tablet-bar'}
    >
      {/* Spaced to hold logo, tabs, member, bell, language and log-out on one line in the 72rem column. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link
          to={pathOf(isSignedIn ? 'home' : 'landing')}
          className="rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Logo tone="light" />
        </Link>
        {variant === 'desktop' && isSignedIn ? (
          <nav aria-label={t('nav.label')} className="ml-2">
            <TabLinks activeTab={activeTab} variant="bar" />
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {member ? (
            <div className="flex items-center gap-3">
              <div className="text-right leading-tight">
                <p className="font-semibold" data-testid="member-name">
                  {member.firstName ? t('member.politeName', politeNameContext(member.firstName)) : ''}
                </p>
                <p className="flex items-center justify-end gap-2 text-sm text-white/85" data-testid="member-points">
                  {member.tier ? (
                    <span
                      className="rounded-full bg-gold-300 px-2 text-xs font-bold text-ink-900"
                      data-testid="member-tier"
                    >
                      {member.tier}
                    </span>
                  ) : null}
                  <span>
                    {t('member.points')} <span className="font-bold text-gold-300 tabular-nums">{points}</span>
                  </span>
                </p>
              </div>
              <Avatar src={member.pictureUrl} size={40} />
            </div>
          ) : null}
          {isSignedIn && inbox ? (
            <NotificationBell
              inbox={inbox}
              className="grid size-11 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-white"
            />
          ) : null}
          <LanguageSwitch tone="light" />
          {isSignedIn ? (
            <button
              type="button"
              onClick={onLogout}
              data-testid="bar-logout"
              className="flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-white"
            >
              <LogoutIcon aria-hidden />
              {/* SPEC §2's logout icon, labelled where the bar has room: an icon alone leaves a desktop member guessing. */}
              <span className={variant === 'desktop' ? '' : 'sr-only'}>{t('actions.logout')}</span>
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

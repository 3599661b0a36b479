import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { LogoMark } from '@/components/ui/logo';
import { formatPoints } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { signOut, useOperatorMe } from '../features/auth/api/operator-session';
import { ACCOUNT_PATH, SIGN_IN_PATH } from '../lib/admin-paths';
import { areasFor } from './areas';
import { useQueueCounts } from './queue-counts';

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-xl px-3 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-brand-600 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100'
  }`;

/** The work waiting in an area, beside its name; nothing when there is none (or the count is not known yet). */
function QueueCount({ count }: { count: number | undefined }) {
  const { t } = useTranslation('admin');
  if (!count) return null;
  return (
    <span
      className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white"
      data-testid="nav-queue"
    >
      <span aria-hidden="true">{formatPoints(count, currentLanguage())}</span>
      <span className="sr-only">{t('nav.waiting', { count })}</span>
    </span>
  );
}

/**
 * The console's frame (DESIGN §11, desktop-first, usable from 800 px): side navigation by area, only the
 * areas the operator's role may open, and a top bar with the operator, the language and sign-out. On a
 * phone the navigation folds under a menu button above the page, so the page keeps the screen's width.
 */
export function AdminShell() {
  const { t } = useTranslation('admin');
  const me = useOperatorMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = () => setIsMenuOpen(false);
  const queues = useQueueCounts(me.data?.role);

  if (!me.data) {
    if (me.isError) {
      return (
        <main className="mx-auto max-w-md p-10">
          <LoadError title={t('shell.meError')} error={me.error} onRetry={() => void me.refetch()} />
        </main>
      );
    }
    return (
      <p role="status" className="p-10 text-center text-ink-600">
        {t('shell.loading')}
      </p>
    );
  }

  const operator = me.data;
  const leave = async () => {
    // The console forgets the token whatever the answer; an unanswered logout leaves the server's copy to
    // expire (8 h) or be revoked by an admin, and the operator is signed out here either way.
    await signOut(queryClient).catch(() => undefined);
    navigate(SIGN_IN_PATH, { replace: true });
  };

  return (
    <div className="min-h-dvh bg-ink-50 tablet:grid tablet:grid-cols-[13rem_minmax(0,1fr)] desktop:grid-cols-[15rem_minmax(0,1fr)]">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:p-3">
        {t('shell.skipToContent')}
      </a>
      <aside className="flex flex-col gap-6 border-b border-ink-200 bg-white p-4 tablet:border-r tablet:border-b-0">
        <div className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-2 font-semibold text-ink-900">
            <LogoMark className="size-8 text-brand-600" />
            {t('console.short')}
          </span>
          <Button
            variant="ghost"
            className="tablet:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="admin-menu"
            onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
          >
            {t('shell.menu')}
          </Button>
        </div>
        <div id="admin-menu" className={`${isMenuOpen ? 'flex' : 'hidden'} flex-1 flex-col gap-6 tablet:flex`}>
          <nav aria-label={t('nav.label')}>
            <ul className="flex flex-col gap-1">
              {areasFor(operator).map((area) => (
                <li key={area.name}>
                  <NavLink to={area.path} className={navLinkClasses} onClick={closeMenu}>
                    {t(`nav.${area.name}`)}
                    <QueueCount count={area.queue ? queues.data?.[area.queue] : undefined} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* The operator's own account, apart from the areas of the programme. */}
          <NavLink to={ACCOUNT_PATH} className={(state) => `mt-auto ${navLinkClasses(state)}`} onClick={closeMenu}>
            {t('shell.account')}
          </NavLink>
        </div>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex flex-wrap items-center justify-end gap-3 border-b border-ink-200 bg-white px-4 py-3 tablet:px-6">
          <p className="mr-auto text-ink-700" data-testid="admin-operator">
            {t('shell.operator', { name: operator.name, role: t(`roles.${operator.role}`) })}
          </p>
          <LanguageSwitch />
          <Button variant="secondary" onClick={() => void leave()}>
            {t('shell.signOut')}
          </Button>
        </header>
        <main id="admin-main" className="flex-1 p-4 tablet:p-6">
          <Outlet context={operator} />
        </main>
      </div>
    </div>
  );
}

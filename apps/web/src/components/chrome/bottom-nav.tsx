import { pathOf, TABS, type Tab } from '@loyalty/contracts';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoinsIcon, GiftIcon, HomeIcon, UserIcon } from '@/components/ui/icons';

type TabLabelKey = 'nav.home' | 'nav.collectPoint' | 'nav.privilege' | 'nav.profile';

export const TAB_ITEMS: Record<Tab, { label: TabLabelKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  home: { label: 'nav.home', Icon: HomeIcon },
  'collect-point': { label: 'nav.collectPoint', Icon: CoinsIcon },
  privilege: { label: 'nav.privilege', Icon: GiftIcon },
  profile: { label: 'nav.profile', Icon: UserIcon },
};

/**
 * SPEC §2 bottom navigation: four tabs; a sub-page lights its parent tab through its `tab` metadata.
 * `variant="bar"` lays the same tabs out in a row for the desktop bar.
 */
export function TabLinks({ activeTab, variant }: { activeTab: Tab | undefined; variant: 'bottom' | 'bar' }) {
  const { t } = useTranslation();
  return (
    <ul className={variant === 'bottom' ? 'grid grid-cols-4' : 'flex items-center gap-1'}>
      {TABS.map((tab) => {
        const { label, Icon } = TAB_ITEMS[tab];
        const isActive = tab === activeTab;
        const colors =
          variant === 'bottom'
            ? isActive
              ? 'text-brand-600'
              : 'text-ink-500 hover:text-ink-800'
            : isActive
              ? 'bg-white/20 text-white'
              : 'text-white/85 hover:bg-white/10 hover:text-white';
        const shape =
          variant === 'bottom'
            ? 'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold'
            : 'flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold';
        return (
          <li key={tab}>
            <Link
              to={pathOf(tab)}
              aria-current={isActive ? 'page' : undefined}
              data-testid={`tab-${tab}`}
              className={`${shape} ${colors} transition-colors focus-visible:outline-3 focus-visible:-outline-offset-2 focus-visible:outline-brand-600`}
            >
              <Icon className={variant === 'bottom' ? 'size-6' : 'size-5'} aria-hidden />
              <span>{t(label)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function BottomNav({ activeTab }: { activeTab: Tab }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      data-testid="bottom-nav"
    >
      <div className="mx-auto max-w-3xl">
        <TabLinks activeTab={activeTab} variant="bottom" />
      </div>
    </nav>
  );
}

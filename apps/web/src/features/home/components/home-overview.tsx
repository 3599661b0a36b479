import { type CustomerInfo, pathOf, type RouteName } from '@loyalty/contracts';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TierStatus } from '@/components/tier-status/tier-status';
import { cardClasses } from '@/components/ui/card-classes';
import { HistoryIcon, TransferIcon } from '@/components/ui/content-icons';
import { CoinsIcon, GiftIcon } from '@/components/ui/icons';
import { formatPoints } from '@/lib/format';
import { politeNameContext } from '@/lib/polite-name';
import { MemberCodeEntry } from './member-code-entry';

type ShortcutKey = 'home.collectPoint' | 'home.privilege' | 'home.history' | 'home.transfer';

const SHORTCUTS: { route: RouteName; label: ShortcutKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { route: 'collect-point', label: 'home.collectPoint', Icon: CoinsIcon },
  { route: 'privilege', label: 'home.privilege', Icon: GiftIcon },
  { route: 'history', label: 'home.history', Icon: HistoryIcon },
  { route: 'transfer', label: 'home.transfer', Icon: TransferIcon },
];

const POINTS_CARD =
  'relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6 text-white shadow-lg';
const SHORTCUT_GRID = 'grid grid-cols-2 gap-3';

/** Home greets the member by polite name. */
export function HomeGreeting({ customer }: { customer: CustomerInfo }) {
  const { t } = useTranslation('member');
  const { t: tCommon } = useTranslation();
  const firstName = customer.first_name?.trim();
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold text-ink-900" data-testid="home-greeting">
        {firstName
          ? t('home.greeting', { name: tCommon('member.politeName', politeNameContext(firstName)) })
          : t('home.greetingNoName')}
      </h1>
      <p className="text-ink-600">{t('home.welcome')}</p>
    </div>
  );
}

/**
 * The point balance, the tier and its status (what keeps it and what reaches the next, DESIGN §14) from
 * GetCustomerInfo.
 */
export function PointsCard({ customer }: { customer: CustomerInfo }) {
  const { t, i18n } = useTranslation('member');
  return (
    <section className={POINTS_CARD} aria-labelledby="home-points-label">
      <span className="absolute -right-10 -top-10 size-40 rounded-full bg-white/10" aria-hidden />
      <span className="absolute -bottom-16 right-10 size-32 rounded-full bg-white/5" aria-hidden />
      <p id="home-points-label" className="text-sm font-semibold uppercase tracking-wide text-white/80">
        {t('home.pointBalance')}
      </p>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-4xl font-bold tabular-nums" data-testid="home-points">
          {formatPoints(customer.point_balance, i18n.language)}
        </span>
        <span className="text-white/85">{t('home.pointsUnit', { count: customer.point_balance })}</span>
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <span className="text-sm text-white/80">{t('home.tier')}</span>
        <span className="rounded-full bg-gold-300 px-3 py-1 text-sm font-bold text-ink-900" data-testid="home-tier">
          {customer.member_tier_desc}
        </span>
      </div>
      <div className="mt-4">
        <TierStatus customer={customer} tone="on-brand" />
      </div>
    </section>
  );
}

/** What the member does with the points: the member code (DESIGN §13) a till scans, and the shortcuts. */
export function HomeActions() {
  const { t } = useTranslation('member');
  return (
    <div className="flex flex-col gap-6">
      <MemberCodeEntry />
      <nav aria-label={t('home.shortcutsLabel')}>
        <ul className={SHORTCUT_GRID}>
          {SHORTCUTS.map(({ route, label, Icon }) => (
            <li key={route}>
              <Link
                to={pathOf(route)}
                className={cardClasses(
                  { radius: 'md', padding: 'xs', isOutlined: true, isInteractive: true },
                  'flex min-h-24 flex-col items-center justify-center gap-2 text-center font-semibold text-ink-800',
                )}
              >
                <span className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-600">
                  <Icon className="size-6" />
                </span>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The greeting's and the points card's shape while GetCustomerInfo answers (the card with the tier
 * status's two lines and bars), so nothing beside or below them moves when the member's figures arrive.
 */
export function HomeGreetingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex animate-pulse flex-col gap-1" aria-busy="true" data-testid="home-overview-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-8 w-2/3 rounded-full bg-ink-100" aria-hidden />
      <div className="h-6 w-1/2 rounded-full bg-ink-100" aria-hidden />
    </div>
  );
}

export function PointsCardSkeleton() {
  return <div className={`${POINTS_CARD} h-78 animate-pulse opacity-60`} aria-hidden />;
}

import type { CustomerInfo } from '@loyalty/contracts';
import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TierStatus } from '@/components/tier-status/tier-status';
import { ShapeIcon } from '@/components/ui/icons';
import { formatPoints } from '@/lib/format';
import { politeNameContext } from '@/lib/polite-name';
import { GREETING, HOME_ACTIONS, POINTS_CARD, SHORTCUT, SHORTCUTS } from '../lib/home-classes';
import { MemberCodeEntry } from './member-code-entry';

/** Home greets the member by polite name. */
export function HomeGreeting({ customer }: { customer: CustomerInfo }) {
  const { t } = useTranslation('member');
  const { t: tCommon } = useTranslation();
  const firstName = customer.first_name?.trim();
  return (
    <div className={GREETING.box}>
      <h1 className={GREETING.title} data-testid="home-greeting">
        {firstName
          ? t('home.greeting', { name: tCommon('member.politeName', politeNameContext(firstName)) })
          : t('home.greetingNoName')}
      </h1>
      <p className={GREETING.welcome}>{t('home.welcome')}</p>
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
    <section className={POINTS_CARD.card} aria-labelledby="home-points-label">
      {POINTS_CARD.glows.map((glow) => (
        <span key={glow} className={glow} aria-hidden />
      ))}
      <p id="home-points-label" className={POINTS_CARD.label}>
        {t('home.pointBalance')}
      </p>
      <p className={POINTS_CARD.balanceLine}>
        <span className={POINTS_CARD.balance} data-testid="home-points">
          {formatPoints(customer.point_balance, i18n.language)}
        </span>
        <span className={POINTS_CARD.unit}>{t('home.pointsUnit', { count: customer.point_balance })}</span>
      </p>
      <div className={POINTS_CARD.tierLine}>
        <span className={POINTS_CARD.tierLabel}>{t('home.tier')}</span>
        <span className={POINTS_CARD.tier} data-testid="home-tier">
          {customer.member_tier_desc}
        </span>
      </div>
      <div className={POINTS_CARD.status}>
        <TierStatus customer={customer} tone="on-brand" />
      </div>
    </section>
  );
}

/** What the member does with the points: the member code (DESIGN §13) a till scans, and the shortcuts. */
export function HomeActions() {
  const { t } = useTranslation('member');
  return (
    <div className={HOME_ACTIONS}>
      <MemberCodeEntry />
      <nav aria-label={t('home.shortcutsLabel')}>
        <ul className={SHORTCUT.grid}>
          {SHORTCUTS.map(({ route, label, shape }) => (
            <li key={route}>
              <Link to={pathOf(route)} className={SHORTCUT.link}>
                <span className={SHORTCUT.iconBox}>
                  <ShapeIcon shape={shape} className={SHORTCUT.icon} />
                </span>
                {t(`home.${label}`)}
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
  return <div className={`${POINTS_CARD.card} h-78 animate-pulse opacity-60`} aria-hidden />;
}

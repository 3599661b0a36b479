import { pathOf, type RouteName } from '@loyalty/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardClasses } from '@/components/ui/card-classes';
import { CoinsIcon, type IconProps } from '@/components/ui/icons';
import { formatPoints } from '@/lib/format';
import { ArticleIcon, InfoIcon, QrScanIcon, ReceiptIcon, TicketIcon } from './collect-icons';

type WayKey = 'receipt' | 'scan' | 'promo' | 'articles' | 'conditions';

const WAYS: { key: WayKey; route: RouteName; Icon: ComponentType<IconProps> }[] = [
  { key: 'receipt', route: 'upload-receipt', Icon: ReceiptIcon },
  { key: 'scan', route: 'scancode', Icon: QrScanIcon },
  { key: 'promo', route: 'promo-code', Icon: TicketIcon },
  { key: 'articles', route: 'home-list', Icon: ArticleIcon },
  { key: 'conditions', route: 'point-condition', Icon: InfoIcon },
];

interface CollectHubProps {
  title: string;
  isTitleInTopBar: boolean;
  /** Null while GetCustomerInfo loads; the ways to collect do not wait for it. */
  balance: number | null;
}

/** collect-point: the balance, then every way to earn, each with what it takes in one line. */
export function CollectHub({ title, isTitleInTopBar, balance }: CollectHubProps) {
  const { t, i18n } = useTranslation('collect');
  return (
    <section
      aria-labelledby="screen-title"
      className={`mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 pb-8 ${isTitleInTopBar ? 'pt-4' : 'pt-2'}`}
    >
      <h1 id="screen-title" className={`text-2xl font-bold text-ink-900 ${isTitleInTopBar ? 'sr-only' : ''}`}>
        {title}
      </h1>
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6 text-white shadow-lg">
        <span className="absolute -right-10 -top-10 size-40 rounded-full bg-white/10" aria-hidden />
        <div className="relative flex items-center gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white/15">
            <CoinsIcon className="size-8" />
          </span>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-white/80">{t('hub.balance')}</p>
            {balance === null ? (
              <span className="mt-1 block h-9 w-32 animate-pulse rounded-xl bg-white/20" aria-hidden />
            ) : (
              <p className="flex items-baseline gap-2">
                <span className="text-4xl font-bold tabular-nums" data-testid="collect-balance">
                  {formatPoints(balance, i18n.language)}
                </span>
                <span className="text-white/85">{t('hub.pointsUnit', { count: balance })}</span>
              </p>
            )}
          </div>
        </div>
        <p className="relative mt-4 max-w-xl text-white/90">{t('hub.intro')}</p>
      </div>
      <nav aria-label={t('hub.waysLabel')}>
        <ul className="grid gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
          {WAYS.map(({ key, route, Icon }) => (
            <li key={key}>
              <Link
                to={pathOf(route)}
                className={cardClasses(
                  { isOutlined: true, isInteractive: true },
                  'flex h-full min-h-24 items-start gap-4',
                )}
                data-testid={`collect-way-${route}`}
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600">
                  <Icon className="size-7" />
                </span>
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="text-lg font-bold text-ink-900">{t(`hub.ways.${key}.title`)}</span>
                  <span className="text-sm leading-relaxed text-ink-600">{t(`hub.ways.${key}.body`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

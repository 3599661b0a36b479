import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoinsIcon, ShapeIcon } from '@/components/ui/icons';
import { formatPoints } from '@/lib/format';
import { HUB, WAYS } from '../lib/collect-hub-classes';

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
    <section aria-labelledby="screen-title" className={HUB.section(isTitleInTopBar)}>
      <h1 id="screen-title" className={HUB.title(isTitleInTopBar)}>
        {title}
      </h1>
      <div className={HUB.card}>
        <span className={HUB.glow} aria-hidden />
        <div className={HUB.head}>
          <span className={HUB.iconBox}>
            <CoinsIcon className={HUB.icon} />
          </span>
          <div>
            <p className={HUB.balanceLabel}>{t('hub.balance')}</p>
            {balance === null ? (
              <span className={HUB.balancePending} aria-hidden />
            ) : (
              <p className={HUB.balanceLine}>
                <span className={HUB.balance} data-testid="collect-balance">
                  {formatPoints(balance, i18n.language)}
                </span>
                <span className={HUB.unit}>{t('hub.pointsUnit', { count: balance })}</span>
              </p>
            )}
          </div>
        </div>
        <p className={HUB.intro}>{t('hub.intro')}</p>
      </div>
      <nav aria-label={t('hub.waysLabel')}>
        <ul className={HUB.ways}>
          {WAYS.map(({ key, route, shape }) => (
            <li key={key}>
              <Link to={pathOf(route)} className={HUB.way} data-testid={`collect-way-${route}`}>
                <span className={HUB.wayIconBox}>
                  <ShapeIcon shape={shape} className={HUB.wayIcon} />
                </span>
                <span className={HUB.wayWords}>
                  <span className={HUB.wayTitle}>{t(`hub.ways.${key}.title`)}</span>
                  <span className={HUB.wayBody}>{t(`hub.ways.${key}.body`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

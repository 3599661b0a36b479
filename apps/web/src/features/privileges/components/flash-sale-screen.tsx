import type { PrivilegeCard } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown } from '@/components/ui/countdown';
import { formatPoints } from '@/lib/format';
import { detailPathOf } from '../lib/detail-link';
import { usePrivilegeList } from '../lib/use-privilege-list';
import { PrivilegeList } from './privilege-list';

/** Under each card (its section says live or upcoming): how long the price lasts, or when and at what price it begins. */
function FlashSaleFooter({ privilege, onEnd }: { privilege: PrivilegeCard; onEnd: () => void }) {
  const { t, i18n } = useTranslation('privileges');
  const sale = privilege.flash_sale;
  if (!sale) return null;
  const isLive = sale.state === 'live';
  return (
    <div className="flex flex-col gap-0.5 text-sm" data-testid="flash-sale-footer" data-state={sale.state}>
      {isLive ? null : (
        <span>
          {t('flashSale.upcomingPrice', {
            count: sale.point_cost,
            points: formatPoints(sale.point_cost, i18n.language),
          })}
        </span>
      )}
      <span className="text-ink-600">
        {isLive ? t('flashSale.endsIn') : t('flashSale.startsIn')}{' '}
        <Countdown until={new Date(isLive ? sale.ends_at : sale.starts_at)} onEnd={onEnd} className="font-semibold" />
      </span>
      {isLive ? <span className="text-ink-600">{t('flashSale.stockLeft', { count: sale.stock_left })}</span> : null}
    </div>
  );
}

/**
 * privilege-flashsale: live sales, then upcoming ones (the server's order), by 8. When a countdown
 * reaches zero the window has opened or closed, so the list is read again.
 */
export function FlashSaleScreen() {
  const { t } = useTranslation('privileges');
  const view = usePrivilegeList('flashSale');
  return (
    <PrivilegeList
      view={view}
      linkOf={(privilege) => detailPathOf(privilege, { backTo: 'privilege-flashsale' })}
      emptyText={t('flashSale.empty')}
      footerOf={(privilege) => <FlashSaleFooter privilege={privilege} onEnd={() => void view.query.refetch()} />}
      sectionOf={(privilege) =>
        privilege.flash_sale?.state === 'live' ? t('flashSale.live') : t('flashSale.upcoming')
      }
      testId="flash-sale-list"
    />
  );
}

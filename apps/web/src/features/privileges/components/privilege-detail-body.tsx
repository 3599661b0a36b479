import type { PrivilegeDetail } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Countdown } from '@/components/ui/countdown';
import { Picture } from '@/components/ui/picture';
import { WordBreaks } from '@/components/ui/word-breaks';
import { formatPoints } from '@/lib/format';
import { formatLongDate } from '@/lib/format-time';
import { isFlashLive } from '../lib/detail-link';

interface FactProps {
  label: string;
  value: ReactNode;
  testId: string;
  className?: string;
}

function Fact({ label, value, testId, className = '' }: FactProps) {
  return (
    <div className={`flex flex-col gap-0.5 rounded-2xl bg-brand-50/60 p-3 ${className}`}>
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="text-lg font-bold text-ink-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

interface DetailBodyProps {
  detail: PrivilegeDetail;
  action?: ReactNode;
  /** A flash window opened or closed: the price and stock change, so the detail is read again. */
  onWindowChange: () => void;
}

export function DetailBody({ detail, action, onWindowChange }: DetailBodyProps) {
  const { t, i18n } = useTranslation('privileges');
  const sale = detail.flash_sale;
  const isLive = isFlashLive(detail);
  const cost = isLive && sale ? sale.point_cost : detail.point_cost;
  const stockLeft = isLive && sale ? sale.stock_left : detail.stock_left;
  const points = (value: number) => t('points', { count: value, points: formatPoints(value, i18n.language) });
  const validUntil = formatLongDate(detail.ends_at, i18n.language);

  return (
    <article
      className="flex flex-col gap-5 tablet:grid tablet:grid-cols-2 tablet:items-start"
      data-testid="privilege-detail"
      data-privilege-id={detail.privilege_id}
    >
      {/* From tablet on the picture stands beside the cost and the redeem button instead of above a 736 px slab. */}
      <Picture src={detail.image_url} srcset={detail.image_srcset} ratio="4/3" className="rounded-3xl" />
      <div className="flex flex-col gap-5">
        <header className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-brand-700">
            <WordBreaks text={detail.partner_name} isName />
          </p>
          <h2 className="text-2xl font-bold text-ink-900" data-testid="detail-title">
            <WordBreaks text={detail.title} keepWhole={[detail.partner_name]} />
          </h2>
        </header>
        <Card padding="sm" isOutlined className="flex flex-col gap-1">
          <p className="text-sm text-ink-600">{t('detail.pointCost')}</p>
          <p className="text-3xl font-bold text-brand-700" data-testid="detail-points">
            {points(cost)}
          </p>
          {isLive ? (
            <p className="text-sm text-ink-600 line-through" data-testid="detail-usual-points">
              {t('detail.usualCost', {
                count: detail.point_cost,
                points: formatPoints(detail.point_cost, i18n.language),
              })}
            </p>
          ) : null}
          {sale ? (
            <p className="text-sm text-ink-700" data-testid="detail-flash-countdown">
              {isLive ? t('detail.flashEndsIn') : t('detail.flashStartsIn')}{' '}
              <Countdown
                until={new Date(isLive ? sale.ends_at : sale.starts_at)}
                onEnd={onWindowChange}
                className="font-semibold"
              />
            </p>
          ) : null}
        </Card>
        {/* Short of points, the redeem panel says how many more and where to collect them: said once, there. */}
        {detail.blocked_by && !(action && detail.blocked_by === 'INSUFFICIENT_POINTS') ? (
          <p
            className="rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
            data-testid="detail-blocked"
            data-reason={detail.blocked_by}
          >
            {t(`detail.blocked.${detail.blocked_by}`)}
          </p>
        ) : null}
        {action}
        <dl className="grid grid-cols-2 gap-3">
          <Fact label={t('detail.stockLeft')} value={formatPoints(stockLeft, i18n.language)} testId="detail-stock" />
          <Fact
            label={t('detail.yourRemaining')}
            value={t('detail.remainingCount', { remaining: detail.member_remaining, limit: detail.per_member_limit })}
            testId="detail-remaining"
          />
          {/* The third fact takes the whole row of the phone and of the tablet's column: a long Thai date wraps in half of it. */}
          <Fact label={t('detail.validUntil')} value={validUntil} testId="detail-valid-until" className="col-span-2" />
        </dl>
        {detail.description ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-lg font-bold text-ink-900">{t('detail.about')}</h3>
            <p className="whitespace-pre-line leading-relaxed text-ink-700">{detail.description}</p>
          </section>
        ) : null}
        {detail.conditions ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-lg font-bold text-ink-900">{t('detail.conditions')}</h3>
            <p className="whitespace-pre-line leading-relaxed text-ink-700" data-testid="detail-conditions">
              {detail.conditions}
            </p>
          </section>
        ) : null}
      </div>
    </article>
  );
}

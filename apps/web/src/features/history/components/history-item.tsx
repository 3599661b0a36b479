import { pathOf, type Redemption } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WordBreaks } from '@/components/ui/word-breaks';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';

/** Where a history row leads: a shipped reward's tracking, otherwise the coupon. */
export function linkOf(redemption: Redemption): string {
  return redemption.kind === 'physical'
    ? pathOf('tracking-status', { id: redemption.redemption_id })
    : pathOf('redemption', { id: redemption.redemption_id });
}

/** Draws a redemption's state; the route passes the privileges feature's badge. */
export type RenderRedemptionState = (state: Redemption['state']) => ReactNode;

/** One redemption in a history list, linking to its coupon or its tracking. */
export function HistoryItem({
  redemption,
  renderState,
}: {
  redemption: Redemption;
  renderState: RenderRedemptionState;
}) {
  const { t, i18n } = useTranslation('history');
  const when = redemption.used_at
    ? t('usedAt', { date: formatDateTime(redemption.used_at, i18n.language) })
    : t('redeemedAt', { date: formatDateTime(redemption.redeemed_at, i18n.language) });
  return (
    <Link
      to={linkOf(redemption)}
      className="flex min-h-11 items-center gap-3 p-4 hover:bg-ink-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
      data-testid={`history-item-${redemption.redemption_id}`}
    >
      <img
        src={redemption.image_url}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="size-14 shrink-0 rounded-xl bg-ink-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="line-clamp-2 font-semibold text-ink-900">
          <WordBreaks text={redemption.title} keepWhole={[redemption.partner_name]} />
        </p>
        <p className="line-clamp-1 text-sm text-ink-600">
          <WordBreaks text={redemption.partner_name} isName />
        </p>
        <p className="text-sm text-ink-500">{when}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {renderState(redemption.state)}
        <span className="text-sm tabular-nums text-ink-600">
          {t('points', {
            count: redemption.points_spent,
            points: formatPoints(redemption.points_spent, i18n.language),
          })}
        </span>
      </div>
    </Link>
  );
}

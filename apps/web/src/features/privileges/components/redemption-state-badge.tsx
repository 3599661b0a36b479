import type { Redemption } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';

const STATE_TONES: Record<Redemption['state'], string> = {
  active: 'bg-emerald-50 text-emerald-800',
  used: 'bg-ink-100 text-ink-700',
  expired: 'bg-ink-100 text-ink-700',
  ordered: 'bg-amber-50 text-amber-800',
  packed: 'bg-amber-50 text-amber-800',
  shipped: 'bg-sky-50 text-sky-800',
  delivered: 'bg-emerald-50 text-emerald-800',
};

/** The redemption's state as a small labelled badge: on its own screen and, through the route, in the histories. */
export function RedemptionStateBadge({ state }: { state: Redemption['state'] }) {
  const { t } = useTranslation('redemption');
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONES[state]}`}
      data-testid="redemption-state"
    >
      {t(`coupon.state.${state}`)}
    </span>
  );
}

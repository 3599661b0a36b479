import { COUPON_FILTERS, pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { RedemptionListKind } from '../api/history';
import type { RenderRedemptionState } from './history-item';
import { RedemptionHistoryList } from './redemption-history-list';

/**
 * What the one list of rewards shows: everything redeemed (coupons and shipped rewards), the coupons
 * ready to use, what was used or delivered, and the coupons that expired. To a member a redemption and
 * its coupon are one thing, so they are one list with a filter, not tabs (issue 34).
 */
const HISTORY_STATES = ['all', ...COUPON_FILTERS] as const;
type HistoryState = (typeof HISTORY_STATES)[number];

const LIST_OF: Record<HistoryState, RedemptionListKind> = {
  all: 'redemptions',
  active: { coupons: 'active' },
  used: 'privileges',
  expired: { coupons: 'expired' },
};

const isHistoryState = (value: string | null): value is HistoryState =>
  (HISTORY_STATES as readonly (string | null)[]).includes(value);

/**
 * The state an address asks for, old addresses included: the four tabs this screen had (`tab=redemptions`,
 * `privileges`, `coupons&state=…`) land on the same list; `tab=points` is the point history's, elsewhere.
 */
function stateOf(params: URLSearchParams): HistoryState | 'points' {
  const state = params.get('state');
  switch (params.get('tab')) {
    case 'points':
      return 'points';
    case 'privileges':
      return 'used';
    case 'coupons':
      return isHistoryState(state) && state !== 'all' ? state : 'active';
    default:
      return isHistoryState(state) ? state : 'all';
  }
}

/** The way to every point earned, spent and transferred: the point history, one page of its own. */
function PointHistoryLink() {
  const { t } = useTranslation('history');
  return (
    <Card className="flex flex-col items-start gap-3 tablet:flex-row tablet:items-center tablet:justify-between">
      <p className="text-ink-700">{t('pointsNote')}</p>
      <ButtonLink to={pathOf('point-transaction')} variant="secondary" data-testid="history-points-link">
        {t('pointsLink')}
      </ButtonLink>
    </Card>
  );
}

/**
 * history: the member's rewards and coupons as one list, filtered by where they stand (all, ready to
 * use, used, expired), and the way to the point history. The filter lives in the address, so coming
 * back from a coupon lands on the same list. Each row's state is drawn by `renderState`, which the route
 * takes from the feature that shows redemptions.
 */
export function HistoryScreen({ renderState }: { renderState: RenderRedemptionState }) {
  const { t } = useTranslation('history');
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  if (state === 'points') return <Navigate to={pathOf('point-transaction')} replace />;
  const show = (next: HistoryState) => setParams(next === 'all' ? {} : { state: next }, { replace: true });

  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-4" aria-labelledby="history-rewards-title">
        <h2 id="history-rewards-title" className="text-lg font-bold text-ink-900">
          {t('rewardsTitle')}
        </h2>
        <ChoiceGroup
          legend={t('filter.label')}
          name="history-state"
          value={state}
          options={HISTORY_STATES.map((value) => ({ value, label: t(`filter.${value}`) }))}
          onChange={show}
        />
        <RedemptionHistoryList
          key={state}
          kind={LIST_OF[state]}
          emptyText={t(`empty.${state}`)}
          renderState={renderState}
        />
      </section>
      <PointHistoryLink />
    </div>
  );
}

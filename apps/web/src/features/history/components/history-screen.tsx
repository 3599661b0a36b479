import { COUPON_FILTERS, pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Tabs } from '@/components/ui/tabs';
import type { CouponFilter } from '../api/history';
import type { RenderRedemptionState } from './history-item';
import { RedemptionHistoryList } from './redemption-history-list';

export const HISTORY_TABS = ['redemptions', 'privileges', 'coupons', 'points'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

const PANEL_ID = 'history-panel';
const tabIdOf = (tab: HistoryTab) => `history-tab-${tab}`;

const isHistoryTab = (value: string | null): value is HistoryTab =>
  (HISTORY_TABS as readonly (string | null)[]).includes(value);
const isCouponFilter = (value: string | null): value is CouponFilter =>
  (COUPON_FILTERS as readonly (string | null)[]).includes(value);

/** The four histories as an ARIA tab list: arrow keys, Home and End move between the tabs. */
function HistoryTabList({ value, onChange }: { value: HistoryTab; onChange: (tab: HistoryTab) => void }) {
  const { t } = useTranslation('history');
  return (
    <Tabs
      tabs={HISTORY_TABS}
      value={value}
      onChange={onChange}
      label={t('tabsLabel')}
      labelOf={(tab) => t(`tab.${tab}`)}
      idOf={tabIdOf}
      panelId={PANEL_ID}
      layout="2-4"
    />
  );
}

function PointsPanel() {
  const { t } = useTranslation('history');
  return (
    <Card className="flex flex-col items-start gap-4">
      <p className="text-ink-700">{t('pointsNote')}</p>
      <ButtonLink to={pathOf('point-transaction')} data-testid="history-points-link">
        {t('pointsLink')}
      </ButtonLink>
    </Card>
  );
}

/**
 * history: redemptions, privileges used, coupons by state, and a way to the point history. The tab and
 * the coupon state live in the address, so coming back from a coupon lands on the same list. Each row's
 * state is drawn by `renderState`, which the route takes from the feature that shows redemptions.
 */
export function HistoryScreen({ renderState }: { renderState: RenderRedemptionState }) {
  const { t } = useTranslation('history');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const stateParam = params.get('state');
  const tab: HistoryTab = isHistoryTab(tabParam) ? tabParam : 'redemptions';
  const couponState: CouponFilter = isCouponFilter(stateParam) ? stateParam : 'active';
  const show = (next: { tab: HistoryTab; state?: CouponFilter }) =>
    setParams(next.tab === 'coupons' ? { tab: next.tab, state: next.state ?? couponState } : { tab: next.tab }, {
      replace: true,
    });

  return (
    <div className="flex flex-col gap-4">
      <HistoryTabList value={tab} onChange={(next) => show({ tab: next })} />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabIdOf(tab)} className="flex flex-col gap-4">
        {tab === 'coupons' ? (
          <ChoiceGroup
            legend={t('couponFilter.label')}
            name="coupon-state"
            value={couponState}
            options={COUPON_FILTERS.map((state) => ({ value: state, label: t(`couponFilter.${state}`) }))}
            onChange={(state) => show({ tab: 'coupons', state })}
          />
        ) : null}
        {tab === 'points' ? (
          <PointsPanel />
        ) : (
          <RedemptionHistoryList
            key={tab === 'coupons' ? `coupons-${couponState}` : tab}
            kind={tab === 'coupons' ? { coupons: couponState } : tab}
            emptyText={t(`empty.${tab}`)}
            renderState={renderState}
          />
        )}
      </div>
    </div>
  );
}

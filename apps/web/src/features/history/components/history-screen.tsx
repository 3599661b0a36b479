import { COUPON_FILTERS, pathOf } from '@loyalty/contracts';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
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
  const tabs = useRef(new Map<HistoryTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = HISTORY_TABS.indexOf(value);
    const last = HISTORY_TABS.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = HISTORY_TABS[(target + last + 1) % (last + 1)] ?? 'redemptions';
    onChange(next);
    tabs.current.get(next)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('tabsLabel')}
      className="grid grid-cols-2 gap-1 rounded-3xl bg-white p-1 shadow-sm ring-1 ring-ink-100 tablet:grid-cols-4 tablet:rounded-full"
      onKeyDown={onKeyDown}
    >
      {HISTORY_TABS.map((tab) => {
        const isSelected = tab === value;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabs.current.set(tab, element);
            }}
            type="button"
            role="tab"
            id={tabIdOf(tab)}
            aria-selected={isSelected}
            aria-controls={PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`min-h-11 rounded-full px-3 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${isSelected ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-700 hover:bg-brand-50'}`}
            data-testid={tabIdOf(tab)}
          >
            {t(`tab.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}

function PointsPanel() {
  const { t } = useTranslation('history');
  return (
    <div className="flex flex-col items-start gap-4 rounded-3xl bg-white p-5 shadow-sm">
      <p className="text-ink-700">{t('pointsNote')}</p>
      <ButtonLink to={pathOf('point-transaction')} data-testid="history-points-link">
        {t('pointsLink')}
      </ButtonLink>
    </div>
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

import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { POINT_HISTORY_TYPES, type PointHistoryType } from '../api/point-history';

export const tabIdOf = (type: PointHistoryType) => `point-history-tab-${type}`;
export const HISTORY_PANEL_ID = 'point-history-panel';

/** All / Earned / Used, as an ARIA tab list: arrow keys, Home and End move between the tabs. */
export function HistoryTabs({
  value,
  onChange,
}: {
  value: PointHistoryType;
  onChange: (type: PointHistoryType) => void;
}) {
  const { t } = useTranslation('points');
  return (
    <Tabs
      tabs={POINT_HISTORY_TYPES}
      value={value}
      onChange={onChange}
      label={t('history.tabsLabel')}
      labelOf={(type) => t(`history.tabs.${type}`)}
      idOf={tabIdOf}
      testIdOf={(type) => `history-tab-${type}`}
      panelId={HISTORY_PANEL_ID}
      layout={3}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import type { CardListState } from '../api/card-keys';

export const CARD_LIST_STATES: readonly CardListState[] = ['active', 'expired'];
export const tabIdOf = (state: CardListState) => `card-tab-${state}`;
export const CARD_PANEL_ID = 'card-list-panel';

/** Active / Expired, as an ARIA tab list: arrow keys, Home and End move between the tabs. */
export function CardTabs({ value, onChange }: { value: CardListState; onChange: (state: CardListState) => void }) {
  const { t } = useTranslation('cards');
  return (
    <Tabs
      tabs={CARD_LIST_STATES}
      value={value}
      onChange={onChange}
      label={t('tabs.label')}
      labelOf={(state) => t(`tabs.${state}`)}
      idOf={tabIdOf}
      panelId={CARD_PANEL_ID}
      layout={2}
    />
  );
}

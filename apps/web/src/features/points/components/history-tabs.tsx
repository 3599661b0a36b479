import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
  const tabs = useRef(new Map<PointHistoryType, HTMLButtonElement>());

  const select = (type: PointHistoryType) => {
    onChange(type);
    tabs.current.get(type)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = POINT_HISTORY_TYPES.indexOf(value);
    const last = POINT_HISTORY_TYPES.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(POINT_HISTORY_TYPES[(target + last + 1) % (last + 1)] ?? 'all');
  };

  return (
    <div
      role="tablist"
      aria-label={t('history.tabsLabel')}
      className="grid grid-cols-3 gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-ink-100"
      onKeyDown={onKeyDown}
    >
      {POINT_HISTORY_TYPES.map((type) => {
        const isSelected = type === value;
        return (
          <button
            key={type}
            ref={(element) => {
              if (element) tabs.current.set(type, element);
            }}
            type="button"
            role="tab"
            id={tabIdOf(type)}
            aria-selected={isSelected}
            aria-controls={HISTORY_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(type)}
            className={`min-h-11 rounded-full px-3 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${isSelected ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-700 hover:bg-brand-50'}`}
            data-testid={`history-tab-${type}`}
          >
            {t(`history.tabs.${type}`)}
          </button>
        );
      })}
    </div>
  );
}

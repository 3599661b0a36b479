import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardListState } from '../api/card-keys';

export const CARD_LIST_STATES: readonly CardListState[] = ['active', 'expired'];
export const tabIdOf = (state: CardListState) => `card-tab-${state}`;
export const CARD_PANEL_ID = 'card-list-panel';

/** Active / Expired, as an ARIA tab list: arrow keys, Home and End move between the tabs. */
export function CardTabs({ value, onChange }: { value: CardListState; onChange: (state: CardListState) => void }) {
  const { t } = useTranslation('cards');
  const tabs = useRef(new Map<CardListState, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = CARD_LIST_STATES.indexOf(value);
    const last = CARD_LIST_STATES.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = CARD_LIST_STATES[(target + last + 1) % (last + 1)] ?? 'active';
    onChange(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      className="grid grid-cols-2 gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-ink-100"
      onKeyDown={onKeyDown}
    >
      {CARD_LIST_STATES.map((state) => {
        const isSelected = state === value;
        return (
          <button
            key={state}
            ref={(element) => {
              if (element) tabs.current.set(state, element);
            }}
            type="button"
            role="tab"
            id={tabIdOf(state)}
            aria-selected={isSelected}
            aria-controls={CARD_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(state)}
            className={`min-h-11 rounded-full px-3 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${isSelected ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-700 hover:bg-brand-50'}`}
            data-testid={`card-tab-${state}`}
          >
            {t(`tabs.${state}`)}
          </button>
        );
      })}
    </div>
  );
}

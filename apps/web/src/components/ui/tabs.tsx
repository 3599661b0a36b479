import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/** How many tabs sit side by side; `2-4` is two rows of two on a phone, one row of four from tablet up. */
export type TabsLayout = 2 | 3 | '2-4';

const LAYOUT: Record<`${TabsLayout}`, string> = {
  '2': 'grid-cols-2 rounded-full',
  '3': 'grid-cols-3 rounded-full',
  '2-4': 'grid-cols-2 rounded-3xl tablet:grid-cols-4 tablet:rounded-full',
};

const KEY_TARGETS = (index: number, last: number): Record<string, number> => ({
  ArrowRight: index + 1,
  ArrowLeft: index - 1,
  Home: 0,
  End: last,
});

/**
 * A WAI-ARIA tab list (tabs that switch a panel on the same page, not links to routes): one tab in the
 * Tab order (roving tabindex); the arrow keys (round the ends), Home and End select a tab and move the
 * focus to it. Each tab controls the panel `panelId`, which the caller renders with `role="tabpanel"`
 * and `aria-labelledby={idOf(value)}`.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  labelOf,
  idOf,
  testIdOf = idOf,
  panelId,
  layout,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  labelOf: (tab: T) => ReactNode;
  idOf: (tab: T) => string;
  testIdOf?: (tab: T) => string;
  panelId: string;
  layout: TabsLayout;
}) {
  const elements = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const target = KEY_TARGETS(tabs.indexOf(value), last)[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + last + 1) % (last + 1)];
    if (next === undefined) return;
    onChange(next);
    elements.current.get(next)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={`grid gap-1 bg-white p-1 shadow-sm ring-1 ring-ink-100 ${LAYOUT[`${layout}`]}`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const isSelected = tab === value;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) elements.current.set(tab, element);
              else elements.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={idOf(tab)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`min-h-11 rounded-full px-3 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${isSelected ? 'bg-brand-600 text-white shadow-sm' : 'text-ink-700 hover:bg-brand-50'}`}
            data-testid={testIdOf(tab)}
          >
            {labelOf(tab)}
          </button>
        );
      })}
    </div>
  );
}

import { PRIVILEGE_SORTS, type PrivilegeSort } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { LIST_CONTROLS } from '../lib/privilege-classes';
import { setAffordableOnly, setListSort } from '../stores/privilege-ui-store';

/** A chosen order, or null for the catalogue's own (the empty first option). */
const sortOf = (value: string): PrivilegeSort | null =>
  (PRIVILEGE_SORTS as readonly string[]).includes(value) ? (value as PrivilegeSort) : null;

/**
 * The main list's "points I can use" toggle and its order by points; the server filters and sorts
 * (issue 34). The screen's first paint draws the same (build/privilege-frame.ts).
 */
export function ListControls({ isAffordableOnly, sort }: { isAffordableOnly: boolean; sort: PrivilegeSort | null }) {
  const { t } = useTranslation('privileges');
  return (
    <div className={LIST_CONTROLS.bar} data-testid="list-controls">
      <button
        type="button"
        aria-pressed={isAffordableOnly}
        onClick={() => setAffordableOnly(!isAffordableOnly)}
        className={LIST_CONTROLS.toggle(isAffordableOnly)}
        data-testid="list-affordable"
      >
        {t('list.affordable')}
      </button>
      <div className={LIST_CONTROLS.sortField}>
        <label htmlFor={LIST_CONTROLS.sortId} className={LIST_CONTROLS.sortLabel}>
          {t('list.sortLabel')}
        </label>
        <select
          id={LIST_CONTROLS.sortId}
          className={LIST_CONTROLS.sortSelect}
          value={sort ?? ''}
          onChange={(event) => setListSort(sortOf(event.target.value))}
          data-testid="list-sort"
        >
          <option value="">{t('list.sort.default')}</option>
          {PRIVILEGE_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`list.sort.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

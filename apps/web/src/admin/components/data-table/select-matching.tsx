import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClasses } from '@/components/ui/card-classes';
import { useErrorText } from '@/lib/error-message';
import { MAX_MATCHING_ROWS, readMatchingRows } from '../../lib/admin-list';
import type { ListInput } from './list-params';
import type { TableSelection } from './selection-column';

const linkClasses = 'font-semibold text-brand-700 underline disabled:text-ink-400 disabled:no-underline';

/**
 * Once every row of the page is ticked, the offer to tick every row the search and filters select (up to
 * MAX_MATCHING_ROWS), read page by page with the count shown: a bulk action over thousands of rows without
 * ticking fifty pages. Then it says the whole list is selected, until the selection changes.
 */
export function SelectMatching<Row>({
  selection,
  pageRows,
  total,
  input,
}: {
  selection: TableSelection<Row>;
  pageRows: Row[];
  total: number;
  input: ListInput;
}) {
  const { t } = useTranslation('admin');
  const [reading, setReading] = useState<{ read: number; total: number } | null>(null);
  const [selectedCount, setSelectedCount] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const { state, canSelect = () => true, listCall } = selection;
  const selectable = pageRows.filter(canSelect);
  const isPageSelected = selectable.length > 0 && selectable.every(state.isSelected);
  if (!listCall || total <= pageRows.length || (!isPageSelected && !reading)) return null;

  const matching = Math.min(total, MAX_MATCHING_ROWS);
  const selectAll = async () => {
    setError(null);
    setReading({ read: 0, total: matching });
    try {
      const rows = (await readMatchingRows<Row>(listCall, input, (read, of) => setReading({ read, total: of }))).filter(
        canSelect,
      );
      state.toggleAll(rows, true);
      setSelectedCount(rows.length);
    } catch (failure) {
      setError(failure);
    } finally {
      setReading(null);
    }
  };

  let content: ReactNode;
  if (reading) {
    content = (
      <span role="status">
        {t('table.readingMatching', { read: reading.read.toLocaleString(), total: reading.total.toLocaleString() })}
      </span>
    );
  } else if (selectedCount !== null && state.rows.length === selectedCount) {
    content = (
      <>
        <span>{t('table.allMatchingSelected', { total: selectedCount.toLocaleString() })}</span>
        <button type="button" className={linkClasses} onClick={state.clear}>
          {t('bulk.clear')}
        </button>
      </>
    );
  } else {
    content = (
      <>
        <span>{t('table.pageSelected', { count: selectable.length })}</span>
        <button type="button" className={linkClasses} onClick={() => void selectAll()} data-testid="select-matching">
          {total > MAX_MATCHING_ROWS
            ? t('table.selectFirstMatching', { limit: matching.toLocaleString(), total: total.toLocaleString() })
            : t('table.selectMatching', { total: total.toLocaleString() })}
        </button>
      </>
    );
  }
  return (
    <div
      className={cardClasses(
        { radius: 'md', padding: 'sm' },
        'flex flex-wrap items-center gap-x-3 gap-y-1 bg-brand-50',
      )}
      data-testid="select-matching-notice"
    >
      {content}
      {error ? (
        <span role="alert" className="text-brand-700">
          {t('table.matchingError')} {errorText}
        </span>
      ) : null}
    </div>
  );
}

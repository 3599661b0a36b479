import type { PaginationState, RowData, Table } from '@tanstack/react-table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TABLE_FEATURES } from './data-table';

const PAGE_SIZES = [20, 50, 100] as const;

const pagerButton =
  'min-h-11 rounded-full border border-ink-200 bg-white px-4 font-semibold text-ink-800 hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-3 focus-visible:outline-brand-600';

/** Page position, previous / next and rows per page of a server-paged table. */
export function Pager<Row extends RowData>({
  table,
  pagination: { pageIndex, pageSize },
  total,
  onLimit,
}: {
  table: Table<typeof TABLE_FEATURES, Row>;
  pagination: PaginationState;
  total: number;
  onLimit: (limit: number) => void;
}) {
  const { t } = useTranslation('admin');
  const sizeId = useId();
  const pages = Math.max(1, table.getPageCount());
  return (
    <nav
      aria-label={t('table.page', { page: pageIndex + 1, pages })}
      className="flex flex-wrap items-center justify-end gap-3"
    >
      <p className="w-full text-ink-600 desktop:mr-auto desktop:w-auto" data-testid="table-position">
        {t('table.page', { page: pageIndex + 1, pages })} · {t('table.total', { count: total })}
      </p>
      <label htmlFor={sizeId} className="text-sm text-ink-700">
        {t('table.rowsPerPage')}
      </label>
      <select
        id={sizeId}
        value={pageSize}
        onChange={(event) => onLimit(Number(event.target.value))}
        className="min-h-11 rounded-xl border border-ink-400 bg-white px-3"
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={pagerButton}
        disabled={!table.getCanPreviousPage()}
        onClick={() => table.previousPage()}
      >
        {t('table.previous')}
      </button>
      <button type="button" className={pagerButton} disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
        {t('table.next')}
      </button>
    </nav>
  );
}

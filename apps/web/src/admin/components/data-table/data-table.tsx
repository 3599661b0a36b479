import type { AdminCallContract } from '@loyalty/contracts';
import { ADMIN_SEARCH_MAX_LENGTH } from '@loyalty/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  type ColumnDef,
  createColumnHelper,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { SearchField } from '@/components/ui/search-field';
import { CsvExportButton } from './csv-export-button';
import { type ListInput, type ListParams, sortingOf, sortOf } from './list-params';
import { Pager } from './pager';
import { SelectMatching } from './select-matching';
import { SelectionContext, SelectPageBox, SelectRowBox, type TableSelection } from './selection-column';

/** Paging and sorting are the server's (DESIGN §11 lists); the table draws the page it is given. */
export const TABLE_FEATURES = tableFeatures({ rowPaginationFeature, rowSortingFeature });
type Features = typeof TABLE_FEATURES;

/** The column helper of the console's tables. */
export const columnHelperOf = <Row extends RowData>() => createColumnHelper<Features, Row>();

export interface PagedRows<Row> {
  items: Row[];
  total: number;
}

export interface DataTableProps<Row extends RowData, Input extends ListInput> {
  /** The table's accessible name. */
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: each column has its own value type, as TanStack's own helper types them
  columns: ColumnDef<Features, Row, any>[];
  list: UseQueryResult<PagedRows<Row>>;
  params: ListParams<Input>;
  /** The columns the list call sorts by (its contract's `sort` values). */
  sortable: readonly string[];
  getRowId: (row: Row) => string;
  /** Filters of this list, written into the URL through `params.update`. */
  filters?: ReactNode;
  /** Actions beside the search, such as a create button. */
  actions?: ReactNode;
  /** The list's CSV call (an `answer: 'csv'` contract taking the same search and filters), when it has one. */
  exportCall?: AdminCallContract;
  /** What an empty list says instead of the usual words, where its emptiness means something (a queue done). */
  emptyMessage?: string | undefined;
  /** What an empty list offers when nothing narrows it (its first entry's create button). */
  emptyAction?: ReactNode;
  /** Row selection for bulk actions: a checkbox column first, its header ticking every row of the page. */
  selection?: TableSelection<Row> | undefined;
}

const apply = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (value: T) => T)(current) : updater;

const NO_ROWS: never[] = [];

/** The first column held at the card's left edge while the table scrolls sideways, a hairline marking the seam. */
const STICKY_FIRST = 'sticky left-0 z-[1] shadow-[1px_0_0_var(--color-ink-200)]';
/** With row selection, the checkbox column is held at the edge and the row's name beside it. */
const STICKY_CHECKBOX = 'sticky left-0 z-[1] w-14 px-3 py-1';
const STICKY_AFTER_CHECKBOX = 'sticky left-14 z-[1] shadow-[1px_0_0_var(--color-ink-200)]';

/** The place and padding of a cell: the columns that name a row stay in view while the rest scrolls. */
function cellClassOf(index: number, hasSelection: boolean, background: string): string {
  if (hasSelection && index === 0) return `${STICKY_CHECKBOX} ${background}`;
  if (hasSelection && index === 1) return `${STICKY_AFTER_CHECKBOX} px-4 py-3 ${background}`;
  if (!hasSelection && index === 0) return `${STICKY_FIRST} px-4 py-3 ${background}`;
  return 'px-4 py-3';
}

/**
 * A cell drawn as TanStack's FlexRender draws it, but as one component for the cell's life: screens write
 * their column functions inline, and FlexRender, taking each new function for a new component, replaced
 * every cell on each render of the screen, so a click could land on a button already gone. The function
 * is the same code on every render, so its hooks stay in order.
 */
function CellContent<Context>({ render, context }: { render: unknown; context: Context }): ReactNode {
  return typeof render === 'function' ? (render as (context: Context) => ReactNode)(context) : (render as ReactNode);
}

/** The checkbox column of a selectable table: one box a row, and one in the header for the page's rows. */
function selectionColumnOf<Row extends RowData>() {
  return columnHelperOf<Row>().display({
    id: 'select',
    header: SelectPageBox,
    cell: (cell) => <SelectRowBox row={cell.row.original} />,
  });
}

/** An export is every row the search and filters select: the list's input without its paging. */
function exportInputOf(input: ListInput): Record<string, unknown> {
  const { page: _page, limit: _limit, ...rest } = input;
  return rest;
}

/**
 * The console's list table on TanStack Table: server-side paging, sort and search driven by the URL
 * query, with loading, empty (and "nothing matches") and error states in place of the rows.
 */
export function DataTable<Row extends RowData, Input extends ListInput>({
  caption,
  columns,
  list,
  params,
  sortable,
  getRowId,
  filters,
  actions,
  exportCall,
  emptyMessage,
  emptyAction,
  selection,
}: DataTableProps<Row, Input>) {
  const { t } = useTranslation('admin');
  const [searchKey, setSearchKey] = useState(0);
  const { input, update } = params;
  const sorting = sortingOf(input.sort);
  const pagination: PaginationState = { pageIndex: input.page - 1, pageSize: input.limit };

  const data = list.data?.items ?? (NO_ROWS as Row[]);
  const [selectionColumn] = useState(selectionColumnOf<Row>);
  const shownColumns = selection ? [selectionColumn, ...columns] : columns;
  const hasSelection = selection !== undefined;

  const table = useTable({
    features: TABLE_FEATURES,
    columns: shownColumns,
    data,
    getRowId,
    rowCount: list.data?.total ?? 0,
    state: { sorting, pagination },
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    onSortingChange: (updater: Updater<SortingState>) => update({ sort: sortOf(apply(updater, sorting)) }),
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = apply(updater, pagination);
      update(next.pageSize === pagination.pageSize ? { page: next.pageIndex + 1 } : { limit: next.pageSize });
    },
  });

  const clearAll = () => {
    params.clear();
    setSearchKey((key) => key + 1);
  };

  const rows = table.getRowModel().rows;
  const columnCount = shownColumns.length;
  let body: ReactNode;
  if (list.isError && !list.data) {
    body = <LoadError title={t('table.loadError')} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = (
      <p role="status" className="p-6 text-center text-ink-600">
        {t('table.loading')}
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 p-8 text-center text-ink-600" data-testid="table-empty">
        <p>{emptyMessage ?? (params.isNarrowed ? t('table.emptyFiltered') : t('table.empty'))}</p>
        {params.isNarrowed && emptyMessage === undefined ? (
          <button type="button" onClick={clearAll} className="font-semibold text-brand-700 underline">
            {t('table.clearFilters')}
          </button>
        ) : null}
        {params.isNarrowed ? null : emptyAction}
      </div>
    );
  }

  const inPage = selection ? { selection: selection as TableSelection<unknown>, pageRows: data } : null;

  return (
    <SelectionContext.Provider value={inPage}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <SearchField
              key={searchKey}
              label={t('table.search')}
              placeholder={t('table.searchPlaceholder')}
              initial={input.q ?? ''}
              maxLength={ADMIN_SEARCH_MAX_LENGTH}
              onSearch={(q) => update({ q })}
              testId="table-search"
            />
          </div>
          {exportCall ? (
            <CsvExportButton call={exportCall} input={exportInputOf(input)} fileName={`${exportCall.name}.csv`} />
          ) : null}
          {actions}
        </div>
        {filters ? (
          <fieldset className={cardClasses({ radius: 'md', padding: 'sm' }, 'flex flex-wrap items-end gap-3')}>
            <legend className="sr-only">{t('table.filters')}</legend>
            {filters}
          </fieldset>
        ) : null}
        {/* Positioned, so the visually hidden header texts (absolute) scroll with the table instead of widening the page. */}
        {/* The table keeps the width its columns have at desktop size and scrolls sideways inside its card when the
          window is narrower (800 px): squeezed into the card, Thai cells broke into one syllable per line. Its first
          column, what names each row, stays in view while the rest scrolls. */}
        {selection && list.data ? (
          <SelectMatching selection={selection} pageRows={data} total={list.data.total} input={input} />
        ) : null}
        <Card radius="md" padding="none" className="@container relative overflow-x-auto" aria-busy={list.isFetching}>
          <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const direction = header.column.getIsSorted();
                    const canSort = sortable.includes(header.column.id);
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={`${cellClassOf(header.index, hasSelection, 'bg-ink-50')} font-semibold`}
                        aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        {canSort ? (
                          <button
                            type="button"
                            onClick={header.column.getToggleSortingHandler()}
                            className="inline-flex min-h-9 items-center gap-1 rounded hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-brand-600"
                          >
                            <table.FlexRender header={header} />
                            <span aria-hidden="true">
                              {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {body ? (
                <tr>
                  <td colSpan={columnCount}>
                    {/* The card's width, held at its left edge: centred across the whole scrolling table, a Thai
                      empty-list sentence started in view and ended out of it at 800 px. */}
                    <div className="sticky left-0 w-[100cqw]">{body}</div>
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.id} className="group border-b border-ink-100 last:border-0 hover:bg-ink-50">
                    {row.getAllCells().map((cell, index) => (
                      <td
                        key={cell.id}
                        className={`${cellClassOf(index, hasSelection, 'bg-white group-hover:bg-ink-50')} align-top text-ink-800`}
                      >
                        <CellContent render={cell.column.columnDef.cell} context={cell.getContext()} />
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </Card>
        {list.data ? (
          <Pager table={table} pagination={pagination} total={list.data.total} onLimit={(limit) => update({ limit })} />
        ) : null}
      </div>
    </SelectionContext.Provider>
  );
}

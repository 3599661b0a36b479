import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/** `compact` rows for a table tucked in a disclosure (py-1), `regular` for one that is the section (py-2). */
export type TableDensity = 'compact' | 'regular';

export interface TableColumn {
  key: string;
  label: ReactNode;
  /** Numbers line up on the right. */
  isNumeric?: boolean;
}

const ROW_PADDING: Record<TableDensity, string> = {
  compact: '[&_td]:py-1 [&_th]:py-1',
  regular: '[&_td]:py-2 [&_th]:py-2',
};

/**
 * A static table (a handful of rows the screen already holds; a paged, sortable list is the console's
 * DataTable): a caption for screen readers, column headers with `scope`, rows split by a hairline. Rows
 * are `TableRow`s of `TableCell`s; the first cell of a row that names it is a `TableCell isHeader`.
 */
export function Table({
  caption,
  columns,
  density = 'regular',
  testId,
  className = '',
  children,
}: {
  /** Read by screen readers only: the table's name. */
  caption?: string;
  /** The header row; a table of label-value pairs has none. */
  columns?: readonly TableColumn[];
  density?: TableDensity;
  testId?: string;
  /** The table's place in its container (width, margin, type size). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <table
      className={`w-full border-collapse text-left [&_td]:pr-4 [&_td:last-child]:pr-0 [&_th]:pr-4 [&_th:last-child]:pr-0 ${ROW_PADDING[density]} ${className}`}
      data-testid={testId}
    >
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      {columns ? (
        <thead className="text-ink-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                // A header is a word or two: never broken inside a word (Thai has no spaces to break at).
                className={column.isNumeric ? 'whitespace-nowrap text-right' : 'whitespace-nowrap'}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>{children}</tbody>
    </table>
  );
}

export function TableRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <tr className="border-t border-ink-100" data-testid={testId}>
      {children}
    </tr>
  );
}

type CellProps = { isHeader?: boolean; isNumeric?: boolean } & TdHTMLAttributes<HTMLTableCellElement> &
  ThHTMLAttributes<HTMLTableCellElement>;

/** A cell; `isHeader` makes it the row's header (`<th scope="row">`), `isNumeric` aligns it right. */
export function TableCell({ isHeader = false, isNumeric = false, className = '', ...rest }: CellProps) {
  const classes = `${isNumeric ? 'text-right tabular-nums' : ''} ${className}`.trim() || undefined;
  return isHeader ? <th scope="row" className={classes} {...rest} /> : <td className={classes} {...rest} />;
}

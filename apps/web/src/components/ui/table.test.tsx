import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableCell, TableRow } from './table';

describe('Table', () => {
  it('is named by its caption, with column headers and row headers a screen reader announces', () => {
    render(
      <Table
        caption="Daily points"
        columns={[
          { key: 'day', label: 'Day' },
          { key: 'issued', label: 'Issued', isNumeric: true },
        ]}
        testId="daily"
      >
        <TableRow>
          <TableCell isHeader>1 Nov</TableCell>
          <TableCell isNumeric>1,200</TableCell>
        </TableRow>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Daily points' });
    expect(table).toBe(screen.getByTestId('daily'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Day', 'Issued']);
    expect(within(table).getByRole('columnheader', { name: 'Issued' })).toHaveClass('text-right');
    expect(within(table).getByRole('rowheader', { name: '1 Nov' })).toHaveAttribute('scope', 'row');
    expect(within(table).getByRole('cell', { name: '1,200' })).toHaveClass('text-right', 'tabular-nums');
  });

  it('draws no header row for a table of label-value pairs', () => {
    render(
      <Table caption="Counts">
        <TableRow>
          <TableCell isHeader>OK</TableCell>
          <TableCell data-testid="count-ok">3</TableCell>
        </TableRow>
      </Table>,
    );
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(screen.getByTestId('count-ok')).toHaveTextContent('3');
  });
});

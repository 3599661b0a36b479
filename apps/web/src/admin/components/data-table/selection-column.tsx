import type { AdminCallContract } from '@loyalty/contracts';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import type { RowSelection } from './row-selection';

/** Row selection for bulk actions, as a selectable DataTable takes it. */
export interface TableSelection<Row> {
  state: RowSelection<Row>;
  /** What names the row in its checkbox's label and in a bulk summary ("ORD-0031"). */
  nameOf: (row: Row) => string;
  /** Rows the bulk actions cannot take (a delivered shipment) have no checkbox. */
  canSelect?: (row: Row) => boolean;
  /** The table's list call: with it, a selected page offers every row the search and filters select. */
  listCall?: AdminCallContract;
}

export interface SelectionInPage {
  selection: TableSelection<unknown>;
  pageRows: unknown[];
}

/**
 * The selection and the page's rows reach the checkboxes through context, so the checkbox column keeps one
 * definition for the table's life: TanStack draws a header function as a component, and a new function on
 * each render would replace the select-all box under the operator's pointer.
 */
export const SelectionContext = createContext<SelectionInPage | null>(null);

function useSelectionInPage(): SelectionInPage {
  const inPage = useContext(SelectionContext);
  if (!inPage) throw new Error('A selection checkbox outside a selectable table');
  return inPage;
}

/** The header's box: ticks (or unticks) every row of the page that can be selected. */
export function SelectPageBox() {
  const { t } = useTranslation('admin');
  const { selection, pageRows } = useSelectionInPage();
  const { state, canSelect = () => true } = selection;
  const selectable = pageRows.filter(canSelect);
  return (
    <Checkbox
      checked={selectable.length > 0 && selectable.every(state.isSelected)}
      disabled={selectable.length === 0}
      onChange={(isOn) => state.toggleAll(selectable, isOn)}
      label={<span className="sr-only">{t('table.selectPage')}</span>}
      testId="table-select-page"
    />
  );
}

/** A row's box, none for a row the bulk actions cannot take. */
export function SelectRowBox({ row }: { row: unknown }) {
  const { t } = useTranslation('admin');
  const { state, nameOf, canSelect = () => true } = useSelectionInPage().selection;
  if (!canSelect(row)) return null;
  return (
    <Checkbox
      checked={state.isSelected(row)}
      onChange={(isOn) => state.toggle(row, isOn)}
      label={<span className="sr-only">{t('table.selectRow', { name: nameOf(row) })}</span>}
    />
  );
}

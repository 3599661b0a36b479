import { useState } from 'react';

/**
 * The rows an operator ticked for a bulk action, kept by id with the row as it was read, so a selection
 * survives paging and a re-read of the list; the screen clears it once the action has run.
 */
export interface RowSelection<Row> {
  rows: Row[];
  isSelected: (row: Row) => boolean;
  toggle: (row: Row, isOn: boolean) => void;
  /** Ticks (or unticks) every given row at once: select-all on the page shown. */
  toggleAll: (rows: Row[], isOn: boolean) => void;
  clear: () => void;
}

export function useRowSelection<Row>(idOf: (row: Row) => string | number): RowSelection<Row> {
  const [selected, setSelected] = useState<ReadonlyMap<string | number, Row>>(new Map());
  const toggleAll = (rows: Row[], isOn: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (isOn) next.set(idOf(row), row);
        else next.delete(idOf(row));
      }
      return next;
    });
  return {
    rows: [...selected.values()],
    isSelected: (row) => selected.has(idOf(row)),
    toggle: (row, isOn) => toggleAll([row], isOn),
    toggleAll,
    clear: () => setSelected(new Map()),
  };
}

import { type AdminAccess, isAllowedFor } from '@loyalty/contracts';
import { Fragment, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSignedInOperator } from '../../lib/signed-in-operator';
import { columnHelperOf, DataTable, type DataTableProps } from '../data-table/data-table';
import type { ListInput } from '../data-table/list-params';
import { editColumnOf } from './edit-column';

interface Identified {
  id: number;
}

type EditableListScreenProps<Row extends Identified, Input extends ListInput> = Omit<
  DataTableProps<Row, Input>,
  'getRowId' | 'actions'
> & {
  title: string;
  /** Who may add and change rows: the access of the list's update call. */
  writeAccess: AdminAccess;
  /** A row's name, for its Edit button's label. */
  nameOf: (row: Row) => string;
  addLabel: string;
  addTestId: string;
  /**
   * The form of the row edited (null: a new one). It closes itself, or reopens on another row, such as
   * the one it has just saved.
   */
  renderForm: (row: Row | null, controls: { close: () => void; edit: (row: Row) => void }) => ReactNode;
};

/**
 * A back-office list admins edit in place (DESIGN §11 content): its heading, the open form above the
 * table, an Edit button a row and an Add button beside the search, both for those the update call allows.
 */
export function EditableListScreen<Row extends Identified, Input extends ListInput>({
  title,
  writeAccess,
  nameOf,
  addLabel,
  addTestId,
  renderForm,
  columns,
  ...table
}: EditableListScreenProps<Row, Input>) {
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const canWrite = isAllowedFor(writeAccess, useSignedInOperator().role);
  const edit = (row: Row | null) => setEditing({ row });
  const close = () => setEditing(null);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      {editing ? <Fragment key={editing.row?.id ?? 'new'}>{renderForm(editing.row, { close, edit })}</Fragment> : null}
      <DataTable
        {...table}
        columns={canWrite ? [...columns, editColumnOf(columnHelperOf<Row>(), { nameOf, onEdit: edit })] : columns}
        getRowId={(row) => String(row.id)}
        actions={
          canWrite ? (
            <Button onClick={() => edit(null)} data-testid={addTestId}>
              {addLabel}
            </Button>
          ) : null
        }
      />
    </div>
  );
}

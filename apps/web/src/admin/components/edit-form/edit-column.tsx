import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { columnHelperOf } from '../data-table/data-table';

function ActionsHeader() {
  const { t } = useTranslation('admin');
  return <span className="sr-only">{t('content.actions')}</span>;
}

function EditRowButton({ name, onEdit }: { name: string; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
      onClick={onEdit}
      aria-label={t('content.editLabel', { name })}
    >
      {t('content.edit')}
    </button>
  );
}

/** The last column of a list admins edit: one Edit button a row, named for the row it opens. */
export function editColumnOf<Row extends RowData>(
  column: ReturnType<typeof columnHelperOf<Row>>,
  options: { nameOf: (row: Row) => string; onEdit: (row: Row) => void },
) {
  return column.display({
    id: 'actions',
    header: () => <ActionsHeader />,
    cell: (cell) => (
      <EditRowButton name={options.nameOf(cell.row.original)} onEdit={() => options.onEdit(cell.row.original)} />
    ),
  });
}

import { type BulkImport, IMPORT_STATES, importKindsFor, listImportsCall } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { ListFilterSelect } from '../../../components/data-table/list-filter-select';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { JobProgress } from '../../../components/job-progress/job-progress';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useImportList, useReloadImports } from '../api/imports';
import { KIND_TITLES } from './import-kinds';

const column = columnHelperOf<BulkImport>();
const SORTABLE = sortableColumnsOf(listImportsCall.input);

/**
 * The imports made so far, newest first (DESIGN §11 table): one reviewed and never executed, or one
 * whose job is running or failed, is found here again and opened in its review.
 */
export function ImportList({ onOpen }: { onOpen: (chosen: BulkImport) => void }) {
  const { t } = useTranslation('admin-imports');
  const params = useListParams(listImportsCall.input);
  const list = useImportList(params.input);
  const reload = useReloadImports();
  const language = currentLanguage();
  const readableKinds = importKindsFor(useSignedInOperator().role, 'read');

  const columns = [
    column.accessor('id', {
      header: t('list.import'),
      cell: (cell) => (
        <button
          type="button"
          className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
          onClick={() => onOpen(cell.row.original)}
          aria-label={t('list.open', { id: cell.getValue() })}
        >
          #{cell.getValue()}
        </button>
      ),
    }),
    // Kept on one line: Thai loanwords (พาร์ทเนอร์) are not in the browser's word list and broke mid-word.
    column.accessor('kind', {
      header: t('list.kind'),
      cell: (cell) => <span className="whitespace-nowrap">{t(KIND_TITLES[cell.getValue()])}</span>,
    }),
    column.display({
      id: 'target',
      header: t('list.target'),
      cell: ({ row: { original } }) => (
        <span className="whitespace-nowrap">
          {original.privilege_id === null
            ? t('list.template', { id: original.template_id })
            : t('list.privilege', { id: original.privilege_id })}
        </span>
      ),
    }),
    column.accessor('state', { header: t('list.state'), cell: (cell) => t(`states.${cell.getValue()}`) }),
    column.accessor('lines', { header: t('list.lines'), cell: (cell) => cell.getValue().toLocaleString() }),
    column.accessor('applied', { header: t('list.applied'), cell: (cell) => cell.getValue().toLocaleString() }),
    column.accessor('created_at', {
      header: t('list.createdAt'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
    column.accessor('job', {
      header: t('list.job'),
      cell: ({ row: { original } }) =>
        original.job && original.state === 'executing' ? (
          <JobProgress job={original.job} onFinished={() => void reload()} />
        ) : null,
    }),
  ];

  return (
    <section aria-labelledby="imports-list-title" className="flex flex-col gap-4">
      <h2 id="imports-list-title" className="text-lg font-semibold text-ink-900">
        {t('list.heading')}
      </h2>
      <DataTable
        caption={t('list.heading')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(row) => String(row.id)}
        filters={
          <>
            <ListFilterSelect
              params={params}
              name="kind"
              label={t('list.kind')}
              placeholder={t('list.allKinds')}
              options={readableKinds.map((kind) => ({ value: kind, label: t(KIND_TITLES[kind]) }))}
              data-testid="import-kind-filter"
            />
            <ListFilterSelect
              params={params}
              name="state"
              label={t('list.state')}
              placeholder={t('list.allStates')}
              options={IMPORT_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
              data-testid="import-state-filter"
            />
          </>
        }
      />
    </section>
  );
}

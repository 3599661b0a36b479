import { type AuditEntry, exportAudit, listAudit } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useAuditList } from '../api/audit';
import { useAuditActionName } from '../lib/action-names';
import { AuditChanges } from './audit-changes';
import { AuditFilters } from './audit-filters';

const column = columnHelperOf<AuditEntry>();
const SORTABLE = sortableColumnsOf(listAudit.input);

/** DESIGN §11 audit: who changed what and when, with each record before and after. */
export function AuditScreen() {
  const { t } = useTranslation('admin');
  const params = useListParams(listAudit.input);
  const list = useAuditList(params.input);
  const language = currentLanguage();
  const actionName = useAuditActionName();

  const columns = [
    column.accessor('at', { header: t('audit.at'), cell: (cell) => formatDateTime(cell.getValue(), language) }),
    column.accessor('operator', {
      header: t('audit.operator'),
      cell: (cell) => {
        const operator = cell.getValue();
        if (!operator) return t('audit.cli');
        return (
          <button
            type="button"
            className="text-left font-semibold text-ink-900 underline decoration-dotted underline-offset-2"
            onClick={() => params.update({ operator_id: operator.id })}
            aria-label={t('audit.byOperator', { name: operator.name })}
          >
            {operator.name}
            <span className="block text-xs font-normal text-ink-600">{operator.email}</span>
          </button>
        );
      },
    }),
    column.accessor('action', {
      header: t('audit.action'),
      cell: (cell) => (
        <>
          {actionName(cell.getValue())}
          <span className="block font-mono text-xs text-ink-600">{cell.getValue()}</span>
        </>
      ),
    }),
    column.accessor('entity', {
      header: t('audit.entity'),
      cell: (cell) => `${cell.getValue()} #${cell.row.original.entity_id}`,
    }),
    column.display({
      id: 'changes',
      header: t('audit.changes'),
      cell: (cell) => <AuditChanges entry={cell.row.original} />,
    }),
    column.accessor('request_id', {
      header: t('audit.requestId'),
      cell: (cell) => <span className="font-mono text-xs">{cell.getValue() ?? t('audit.none')}</span>,
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('nav.audit')}</h1>
      <DataTable
        caption={t('nav.audit')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        exportCall={exportAudit}
        getRowId={(entry) => String(entry.id)}
        filters={<AuditFilters key={JSON.stringify(params.input)} input={params.input} onApply={params.update} />}
      />
    </div>
  );
}

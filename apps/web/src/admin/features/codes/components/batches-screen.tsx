import { type CodeBatch, exportBatchCodesCall, listCodeBatchesCall } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { CsvExportButton } from '../../../components/data-table/csv-export-button';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { JobProgress } from '../../../components/job-progress/job-progress';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useBatchList, useReloadCodes } from '../api/codes';
import { CreateBatchForm } from './code-forms';

const column = columnHelperOf<CodeBatch>();
const SORTABLE = sortableColumnsOf(listCodeBatchesCall.input);

/** A batch's codes so far: a progress bar while its job runs or after it failed, the count once made. */
function BatchProgress({ batch }: { batch: CodeBatch }) {
  const { t } = useTranslation('admin-codes');
  const reload = useReloadCodes();
  if (batch.job && batch.job.state !== 'done') return <JobProgress job={batch.job} onFinished={() => void reload()} />;
  return (
    <span>{t('batches.madeOf', { made: batch.generated.toLocaleString(), count: batch.count.toLocaleString() })}</span>
  );
}

/** DESIGN §11 code batches: generated codes by the thousand, their progress and their CSV. */
export function BatchesScreen() {
  const { t } = useTranslation('admin-codes');
  const params = useListParams(listCodeBatchesCall.input);
  const list = useBatchList(params.input);
  const isAdmin = useSignedInOperator().role === 'admin';
  const [isCreating, setIsCreating] = useState(false);
  const language = currentLanguage();

  const columns = [
    column.accessor('name', { header: t('batches.name') }),
    column.accessor('prefix', { header: t('batches.prefix') }),
    column.accessor('points', { header: t('points'), cell: (cell) => formatPoints(cell.getValue(), language) }),
    column.accessor('generated', {
      header: t('batches.progress'),
      cell: (cell) => <BatchProgress batch={cell.row.original} />,
    }),
    column.accessor('used', { header: t('batches.used') }),
    column.accessor('created_at', {
      header: t('batches.createdAt'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
    column.display({
      id: 'download',
      header: () => <span className="sr-only">{t('batches.download')}</span>,
      cell: (cell) =>
        cell.row.original.generated === cell.row.original.count ? (
          <CsvExportButton
            call={exportBatchCodesCall}
            params={{ id: String(cell.row.original.id) }}
            input={{}}
            fileName={`code-batch-${cell.row.original.id}.csv`}
            label={t('batches.download')}
            testId={`batch-download-${cell.row.original.id}`}
          />
        ) : null,
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('batches.heading')}</h1>
      {isCreating ? <CreateBatchForm onDone={() => setIsCreating(false)} /> : null}
      <DataTable
        caption={t('batches.heading')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(batch) => String(batch.id)}
        actions={
          isAdmin ? (
            <Button onClick={() => setIsCreating(true)} data-testid="batch-create">
              {t('batches.add')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}

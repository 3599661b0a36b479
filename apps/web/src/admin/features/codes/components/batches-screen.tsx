import {
  type CodeBatch,
  createCodeBatchCall,
  exportBatchCodesCall,
  isAllowedFor,
  listCodeBatchesCall,
} from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-message';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { CsvExportButton } from '../../../components/data-table/csv-export-button';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { JobProgress } from '../../../components/job-progress/job-progress';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useBatchList, useDisableBatch, useReloadCodes } from '../api/codes';
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

/**
 * A refused write in the operator's words; its own component, so loading the errors' words suspends only
 * this line and never remounts the table (and a running job's progress) above it.
 */
function WriteRefusal({ error }: { error: unknown }) {
  const text = useErrorText(error);
  return (
    <p role="alert" className="text-brand-700">
      {text}
    </p>
  );
}

/**
 * DESIGN §11 code batches: generated codes by the thousand, their progress and their CSV; an admin disables
 * a whole batch after a confirmation naming its count, and a message says how many codes stopped.
 */
export function BatchesScreen() {
  const { t } = useTranslation('admin-codes');
  const params = useListParams(listCodeBatchesCall.input);
  const list = useBatchList(params.input);
  const canEdit = isAllowedFor(createCodeBatchCall.access, useSignedInOperator().role);
  const [isCreating, setIsCreating] = useState(false);
  const language = currentLanguage();
  const disable = useDisableBatch();
  const message = useWriteMessage();
  const [confirming, setConfirming] = useState<CodeBatch | null>(null);

  function disableBatch(batch: CodeBatch) {
    disable.mutate(batch.id, {
      onSuccess: (answer) => {
        setConfirming(null);
        message.show({
          text: t('batches.disabledMessage', {
            name: batch.name,
            count: formatPoints(answer.disabled, language),
          }),
        });
      },
      onError: () => setConfirming(null),
    });
  }

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
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('batches.actions')}</span>,
      cell: (cell) => {
        const batch = cell.row.original;
        // A batch whose every code is disabled offers nothing more to stop: it says so instead.
        if (batch.generated > 0 && batch.disabled >= batch.generated) {
          return (
            <span className="rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-700">
              {t('batches.allDisabled')}
            </span>
          );
        }
        return canEdit ? (
          <button
            type="button"
            className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
            disabled={disable.isPending}
            onClick={() => setConfirming(cell.row.original)}
            aria-label={t('batches.disableLabel', { name: cell.row.original.name })}
            data-testid={`batch-disable-${cell.row.original.id}`}
          >
            {t('batches.disable')}
          </button>
        ) : null;
      },
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('batches.heading')}</h1>
      {isCreating ? <CreateBatchForm onDone={() => setIsCreating(false)} /> : null}
      <WriteMessage message={message.message} />
      {disable.isError ? <WriteRefusal error={disable.error} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('batches.confirmDisableTitle', { name: confirming.name })}
          confirmLabel={t('batches.confirmDisable', { count: formatPoints(confirming.generated, language) })}
          cancelLabel={t('batches.cancel')}
          isPending={disable.isPending}
          onConfirm={() => disableBatch(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {t('batches.confirmDisableBody', {
              name: confirming.name,
              count: formatPoints(confirming.generated, language),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
      <DataTable
        caption={t('batches.heading')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(batch) => String(batch.id)}
        actions={
          canEdit ? (
            <Button onClick={() => setIsCreating(true)} data-testid="batch-create">
              {t('batches.add')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}

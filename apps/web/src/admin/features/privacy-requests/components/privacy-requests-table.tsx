import {
  type AdminPrivacyRequest,
  isAllowedFor,
  listPrivacyRequests,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  processPrivacyRequest,
} from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import { formatDate } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { ListFilterSelect } from '../../../components/data-table/list-filter-select';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { usePrivacyRequestList, useProcessPrivacyRequest } from '../api/privacy-requests';
import { DueDate, PrivacyRequestStatusBadge } from './privacy-request-parts';

const column = columnHelperOf<AdminPrivacyRequest>();
const SORTABLE = sortableColumnsOf(listPrivacyRequests.input);

/**
 * Members' PDPA requests with their due dates (DESIGN §16). An admin carries a pending one out now, after a confirmation that says what
 * cannot be undone; the programme's own jobs do it otherwise (an export within minutes, an erasure once
 * the grace period ends).
 */
export function PrivacyRequestsTable() {
  const { t } = useTranslation('admin-privacy');
  const language = currentLanguage();
  const params = useListParams(listPrivacyRequests.input);
  const list = usePrivacyRequestList(params.input);
  const canProcess = isAllowedFor(processPrivacyRequest.access, useSignedInOperator().role);
  const process = useProcessPrivacyRequest();
  const processError = useErrorText(process.error);
  const message = useWriteMessage();
  const [confirming, setConfirming] = useState<AdminPrivacyRequest | null>(null);

  const carryOut = (request: AdminPrivacyRequest) => {
    message.clear();
    process.mutate(
      { params: { id: request.id } },
      {
        onSuccess: (done) => message.show({ text: t(`processed.${done.kind}`, { code: done.member_id }) }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  const columns = [
    column.accessor('member_id', {
      header: t('member'),
      cell: (cell) => (
        <Link
          to={`../members/${cell.getValue()}`}
          relative="path"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {cell.getValue()}
          {cell.row.original.member_name ? ` · ${cell.row.original.member_name}` : ''}
        </Link>
      ),
    }),
    column.accessor('kind', { header: t('kind'), cell: (cell) => t(`kinds.${cell.getValue()}`) }),
    column.accessor('status', {
      header: t('status'),
      cell: (cell) => <PrivacyRequestStatusBadge status={cell.getValue()} />,
    }),
    column.accessor('created_at', { header: t('createdAt'), cell: (cell) => formatDate(cell.getValue(), language) }),
    column.accessor('due_at', { header: t('dueAt'), cell: (cell) => <DueDate request={cell.row.original} /> }),
    column.display({
      id: 'progress',
      header: t('progress'),
      cell: (cell) => <RequestProgress request={cell.row.original} />,
    }),
    ...(canProcess
      ? [
          column.display({
            id: 'process',
            header: t('actions'),
            cell: (cell) =>
              cell.row.original.status === 'pending' ? (
                <Button
                  variant="secondary"
                  disabled={process.isPending}
                  onClick={() => setConfirming(cell.row.original)}
                  data-testid="privacy-request-process"
                >
                  {t('process')}
                </Button>
              ) : null,
          }),
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-4">
      <WriteMessage message={message.message} />
      {process.isError ? <Notice testId="privacy-request-process-error">{processError}</Notice> : null}
      <DataTable
        caption={t('title')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(request) => request.id}
        emptyMessage={params.isNarrowed ? undefined : t('empty')}
        filters={
          <>
            <ListFilterSelect
              params={params}
              name="status"
              label={t('status')}
              placeholder={t('allStatuses')}
              options={PRIVACY_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            />
            <ListFilterSelect
              params={params}
              name="kind"
              label={t('kind')}
              placeholder={t('allKinds')}
              options={PRIVACY_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            />
          </>
        }
      />
      {confirming ? (
        <ConfirmDialog
          title={t(`confirm.${confirming.kind}.title`, { code: confirming.member_id })}
          confirmLabel={process.isPending ? t('processing') : t(`confirm.${confirming.kind}.confirm`)}
          cancelLabel={t('cancel')}
          isPending={process.isPending}
          onConfirm={() => carryOut(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t(`confirm.${confirming.kind}.body`)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** What happened or will happen: the erasure date of a deletion, when it was done and by whom, a failure. */
function RequestProgress({ request }: { request: AdminPrivacyRequest }) {
  const { t } = useTranslation('admin-privacy');
  const language = currentLanguage();
  if (request.completed_at) {
    const date = formatDate(request.completed_at, language);
    return (
      <span>
        {request.processed_by_name
          ? t('completedBy', { date, name: request.processed_by_name })
          : t('completedByJobs', { date })}
      </span>
    );
  }
  if (request.error) return <span className="text-red-700">{t('failing', { error: request.error })}</span>;
  if (request.erase_after) return <span>{t('erasesOn', { date: formatDate(request.erase_after, language) })}</span>;
  return <span>{t('building')}</span>;
}

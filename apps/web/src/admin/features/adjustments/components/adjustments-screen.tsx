import {
  ADJUSTMENT_STATUSES,
  type Adjustment,
  approveAdjustment,
  isAllowedFor,
  listAdjustments,
} from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { isErrorBody } from '@/lib/api-client';
import { createAttemptKeys } from '@/lib/attempt-key';
import { useErrorText } from '@/lib/error-message';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { BulkBar } from '../../../components/bulk-actions/bulk-bar';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useRowSelection } from '../../../components/data-table/row-selection';
import { useOperatorMe } from '../../auth/api/operator-session';
import {
  approveAdjustments,
  useAdjustmentList,
  useApproveAdjustment,
  useRefreshAfterDecision,
} from '../api/adjustments';
import { RejectForm } from './reject-form';

const column = columnHelperOf<Adjustment>();
const SORTABLE = sortableColumnsOf(listAdjustments.input);
const idOf = (adjustment: Adjustment) => adjustment.id;
const linkClasses =
  'min-h-9 font-semibold text-brand-700 underline underline-offset-2 disabled:text-ink-400 disabled:no-underline';

/**
 * DESIGN §11 adjustments (maker-checker): the queue waiting for a second admin, and the decided ones.
 * An admin approves or rejects others' adjustments, one or a selection at once; their own stay disabled
 * (and cannot be selected), as the server refuses them.
 */
export function AdjustmentsScreen() {
  const { t } = useTranslation('admin-adjustments');
  const params = useListParams(listAdjustments.input);
  const status = params.input.status ?? 'pending';
  const list = useAdjustmentList({ ...params.input, status });
  const me = useOperatorMe().data;
  const isAdmin = me ? isAllowedFor(approveAdjustment.access, me.role) : false;
  const approve = useApproveAdjustment();
  const [attempts] = useState(() => createAttemptKeys());
  const [rejecting, setRejecting] = useState<Adjustment | null>(null);
  const [decided, setDecided] = useState<Adjustment | null>(null);
  const failure = useErrorText(approve.error);
  const selection = useRowSelection(idOf);
  const refresh = useRefreshAfterDecision();
  const nameOf = (adjustment: Adjustment) =>
    t('bulkName', { id: adjustment.id, member: adjustment.member_name || adjustment.member_id });
  const canBulkApprove = isAdmin && status === 'pending';
  const language = currentLanguage();

  const approveOne = async (adjustment: Adjustment) => {
    setDecided(null);
    const payload = { id: adjustment.id };
    try {
      setDecided(await approve.mutateAsync({ id: adjustment.id, key: attempts.keyFor(payload) }));
      attempts.settle();
    } catch (refusal) {
      attempts.settle(refusal);
    }
  };

  const columns = [
    column.accessor('created_at', { header: t('at'), cell: (cell) => formatDateTime(cell.getValue(), language) }),
    column.accessor('member_id', {
      header: t('member'),
      cell: (cell) => (
        <Link to={`../members/${cell.getValue()}`} relative="path" className="font-semibold text-brand-700 underline">
          {cell.row.original.member_name || cell.getValue()}
          <span className="block font-mono text-xs font-normal text-ink-600">{cell.getValue()}</span>
        </Link>
      ),
    }),
    column.accessor('points', {
      header: t('points'),
      cell: (cell) => `${cell.getValue() > 0 ? '+' : ''}${formatPoints(cell.getValue(), language)}`,
    }),
    column.display({
      id: 'reason',
      header: t('reason'),
      cell: (cell) => (
        <>
          {language === 'th' ? cell.row.original.reason_th : cell.row.original.reason}
          <span className="block text-xs text-ink-600">
            {t('category')}: {t(`categories.${cell.row.original.reason_category}`)}
          </span>
        </>
      ),
    }),
    column.accessor('made_by', {
      header: t('madeBy'),
      cell: (cell) => (cell.getValue() === me?.id ? t('you') : cell.row.original.made_by_name),
    }),
    column.accessor('status', {
      header: t('status'),
      cell: (cell) => (
        <>
          {t(`statuses.${cell.getValue()}`)}
          {cell.row.original.reject_reason ? (
            <span className="block text-xs text-ink-600">{cell.row.original.reject_reason}</span>
          ) : null}
        </>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: (cell) => {
        const adjustment = cell.row.original;
        if (!isAdmin || adjustment.status !== 'pending') return null;
        const isOwn = adjustment.made_by === me?.id;
        return (
          <div className="flex flex-col items-start gap-1">
            <button
              type="button"
              className={linkClasses}
              disabled={isOwn || approve.isPending}
              onClick={() => void approveOne(adjustment)}
              aria-label={t('approveLabel', { id: adjustment.id })}
            >
              {t('approve')}
            </button>
            <button
              type="button"
              className={linkClasses}
              onClick={() => setRejecting(adjustment)}
              aria-label={t('rejectLabel', { id: adjustment.id })}
            >
              {t('reject')}
            </button>
            {isOwn ? <span className="text-xs text-ink-600">{t('ownHint')}</span> : null}
          </div>
        );
      },
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      {approve.isError ? (
        <Notice testId="adjustment-decision-error">
          {t('approveFailed')}{' '}
          {isErrorBody(approve.error) && approve.error.code === 'INSUFFICIENT_POINTS'
            ? t('memberLacksPoints')
            : failure}
        </Notice>
      ) : null}
      {decided ? (
        <Notice tone="success" testId="adjustment-decided">
          {t(decided.status === 'approved' ? 'approved' : 'rejected', { id: decided.id })}
        </Notice>
      ) : null}
      {rejecting ? (
        <RejectForm
          key={rejecting.id}
          adjustment={rejecting}
          onDone={(result) => {
            setRejecting(null);
            setDecided(result);
          }}
          onCancel={() => setRejecting(null)}
        />
      ) : null}
      {canBulkApprove ? (
        <BulkBar
          selection={selection}
          idOf={idOf}
          nameOf={nameOf}
          onFinished={() => void refresh()}
          actions={[
            {
              label: t('bulkApprove'),
              confirmTitle: (count) => t('bulkApproveTitle', { count }),
              confirmBody: () => t('bulkApproveBody'),
              run: (adjustments) => approveAdjustments(adjustments.map(idOf)),
            },
          ]}
        />
      ) : null}
      <DataTable
        caption={t('caption', { status: t(`statuses.${status}`) })}
        selection={
          canBulkApprove
            ? {
                state: selection,
                nameOf,
                canSelect: (adjustment) => adjustment.status === 'pending' && adjustment.made_by !== me?.id,
                listCall: listAdjustments,
              }
            : undefined
        }
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(adjustment) => String(adjustment.id)}
        filters={
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold text-ink-800">{t('filter')}</span>
            {ADJUSTMENT_STATUSES.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === status}
                onClick={() => params.update({ status: option === 'pending' ? null : option })}
                className={`min-h-9 rounded-full px-4 font-semibold ${option === status ? 'bg-brand-600 text-white' : 'bg-ink-100 text-ink-800'}`}
              >
                {t(`statuses.${option}`)}
              </button>
            ))}
          </div>
        }
      />
    </div>
  );
}

import { type AdminCode, createCodeCall, isAllowedFor, listCodesCall } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-message';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { BulkBar } from '../../../components/bulk-actions/bulk-bar';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useRowSelection } from '../../../components/data-table/row-selection';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { disableCodes, enableCodes, useCodeList, useDisableCode, useEnableCode, useReloadCodes } from '../api/codes';
import { CreateCodeForm } from './code-forms';

const column = columnHelperOf<AdminCode>();
const SORTABLE = sortableColumnsOf(listCodesCall.input);
const idOf = (code: AdminCode) => code.id;
const nameOf = (code: AdminCode) => code.code;

/**
 * DESIGN §11 codes: every code with its uses; admins add one, disable one after a confirmation and enable it
 * again (from the row, or from the message's undo), each write saying what changed; a selection of codes
 * is disabled or enabled at once.
 */
export function CodesScreen() {
  const { t } = useTranslation('admin-codes');
  const params = useListParams(listCodesCall.input);
  const list = useCodeList(params.input);
  const disable = useDisableCode();
  const enable = useEnableCode();
  const writeError = useErrorText(disable.error ?? enable.error);
  const message = useWriteMessage();
  const [confirming, setConfirming] = useState<AdminCode | null>(null);
  const canEdit = isAllowedFor(createCodeCall.access, useSignedInOperator().role);
  const [isCreating, setIsCreating] = useState(false);
  const selection = useRowSelection(idOf);
  const reload = useReloadCodes();
  const language = currentLanguage();

  function enableCode(code: AdminCode) {
    disable.reset();
    enable.mutate(code.id, {
      onSuccess: () => message.show({ text: t('codes.enabledMessage', { code: code.code }) }),
    });
  }

  function disableCode(code: AdminCode) {
    enable.reset();
    disable.mutate(code.id, {
      onSuccess: () => {
        setConfirming(null);
        message.show({
          text: t('codes.disabledMessage', { code: code.code }),
          undo: { label: t('codes.enableAgain'), run: () => enableCode(code) },
        });
      },
      onError: () => setConfirming(null),
    });
  }

  const columns = [
    column.accessor('code', { header: t('codes.code') }),
    column.accessor('kind', { header: t('kind'), cell: (cell) => t(`kinds.${cell.getValue()}`) }),
    column.accessor('points', { header: t('points'), cell: (cell) => formatPoints(cell.getValue(), language) }),
    column.accessor('uses', {
      header: t('codes.uses'),
      cell: (cell) => {
        const { max_uses: max } = cell.row.original;
        const uses = formatPoints(cell.getValue(), language);
        return max === null ? uses : t('codes.usesOf', { uses, max: formatPoints(max, language) });
      },
    }),
    column.accessor('ends_at', {
      header: t('codes.window'),
      cell: (cell) =>
        `${formatDateTime(cell.row.original.starts_at, language)} – ${formatDateTime(cell.getValue(), language)}`,
    }),
    column.accessor('disabled_at', {
      header: t('codes.status'),
      cell: (cell) => (cell.getValue() ? t('codes.disabled') : t('codes.active')),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('codes.actions')}</span>,
      cell: (cell) => {
        const code = cell.row.original;
        if (!canEdit) return null;
        return code.disabled_at ? (
          <button
            type="button"
            className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
            disabled={enable.isPending}
            onClick={() => enableCode(code)}
            aria-label={t('codes.enableLabel', { code: code.code })}
          >
            {t('codes.enable')}
          </button>
        ) : (
          <button
            type="button"
            className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
            disabled={disable.isPending}
            onClick={() => setConfirming(code)}
            aria-label={t('codes.disableLabel', { code: code.code })}
          >
            {t('codes.disable')}
          </button>
        );
      },
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('codes.heading')}</h1>
      {isCreating ? <CreateCodeForm onDone={() => setIsCreating(false)} /> : null}
      <WriteMessage message={message.message} />
      {disable.isError || enable.isError ? (
        <p role="alert" className="text-brand-700">
          {writeError}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('codes.confirmDisableTitle', { code: confirming.code })}
          confirmLabel={t('codes.confirmDisable')}
          cancelLabel={t('codes.cancel')}
          isPending={disable.isPending}
          onConfirm={() => disableCode(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('codes.confirmDisableBody', { code: confirming.code })}</p>
        </ConfirmDialog>
      ) : null}
      {canEdit ? (
        <BulkBar
          selection={selection}
          idOf={idOf}
          nameOf={nameOf}
          onFinished={() => void reload()}
          actions={[
            {
              label: t('codes.bulkDisable'),
              confirmTitle: (count) => t('codes.bulkDisableTitle', { count }),
              confirmBody: () => t('codes.bulkDisableBody'),
              run: (codes) => disableCodes(codes.map(idOf)),
            },
            {
              label: t('codes.bulkEnable'),
              confirmTitle: (count) => t('codes.bulkEnableTitle', { count }),
              confirmBody: () => t('codes.bulkEnableBody'),
              run: (codes) => enableCodes(codes.map(idOf)),
            },
          ]}
        />
      ) : null}
      <DataTable
        caption={t('codes.heading')}
        selection={canEdit ? { state: selection, nameOf, listCall: listCodesCall } : undefined}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(code) => String(code.id)}
        actions={
          canEdit ? (
            <Button onClick={() => setIsCreating(true)} data-testid="code-create">
              {t('codes.add')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}

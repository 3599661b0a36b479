import { type AdminCode, listCodesCall } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-message';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useCodeList, useDisableCode } from '../api/codes';
import { CreateCodeForm } from './code-forms';

const column = columnHelperOf<AdminCode>();
const SORTABLE = sortableColumnsOf(listCodesCall.input);

/** DESIGN §11 codes: every code with its uses; admins add one and disable one. */
export function CodesScreen() {
  const { t } = useTranslation('admin-codes');
  const params = useListParams(listCodesCall.input);
  const list = useCodeList(params.input);
  const disable = useDisableCode();
  const disableError = useErrorText(disable.error);
  const isAdmin = useSignedInOperator().role === 'admin';
  const [isCreating, setIsCreating] = useState(false);
  const language = currentLanguage();

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
      cell: (cell) =>
        isAdmin && !cell.row.original.disabled_at ? (
          <button
            type="button"
            className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
            disabled={disable.isPending}
            onClick={() => disable.mutate(cell.row.original.id)}
            aria-label={t('codes.disableLabel', { code: cell.row.original.code })}
          >
            {t('codes.disable')}
          </button>
        ) : null,
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('codes.heading')}</h1>
      {isCreating ? <CreateCodeForm onDone={() => setIsCreating(false)} /> : null}
      {disable.isError ? (
        <p role="alert" className="text-brand-700">
          {disableError}
        </p>
      ) : null}
      <DataTable
        caption={t('codes.heading')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(code) => String(code.id)}
        actions={
          isAdmin ? (
            <Button onClick={() => setIsCreating(true)} data-testid="code-create">
              {t('codes.add')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}

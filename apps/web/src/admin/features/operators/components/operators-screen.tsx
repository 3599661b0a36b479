import { exportOperators, listOperators, type Operator } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { useNameOf } from '../../../lib/bilingual-name';
import { useCompanyChoices } from '../../../lib/company-choices';
import { useOperatorList, useResendInvite } from '../api/operators';
import { CreateOperatorForm, EditOperatorForm } from './operator-forms';

const column = columnHelperOf<Operator>();
const SORTABLE = sortableColumnsOf(listOperators.input);

type Editing = { kind: 'create' } | { kind: 'edit'; operator: Operator } | null;

/**
 * DESIGN §11 operators (admins only): the team, an invitation (sent again while unused), a rename, a role
 * change, a limit to some companies (decision 063), a deactivation.
 */
export function OperatorsScreen() {
  const { t } = useTranslation('admin');
  const params = useListParams(listOperators.input);
  const list = useOperatorList(params.input);
  const [editing, setEditing] = useState<Editing>(null);
  const language = currentLanguage();
  const message = useWriteMessage();
  const resend = useResendInvite();
  const resendError = useErrorText(resend.error);
  const companies = useCompanyChoices();
  const nameOf = useNameOf();
  const companyNames = (ids: number[]) =>
    ids.map((id) => {
      const company = companies.data?.items.find((item) => item.id === id);
      return company ? nameOf(company) : `#${id}`;
    });

  const resendTo = (operator: Operator) => {
    message.clear();
    resend.mutate(operator.id, {
      onSuccess: () => message.show({ text: t('operators.inviteResent', { email: operator.email }) }),
    });
  };

  const columns = [
    column.accessor('name', { header: t('operators.name') }),
    column.accessor('email', { header: t('operators.email') }),
    column.accessor('role', { header: t('operators.role'), cell: (cell) => t(`roles.${cell.getValue()}`) }),
    column.accessor('company_ids', {
      header: t('operators.companies'),
      cell: (cell) =>
        cell.getValue().length === 0 ? t('operators.wholeGroup') : companyNames(cell.getValue()).join(', '),
    }),
    column.accessor('is_disabled', {
      header: t('operators.status'),
      cell: (cell) =>
        cell.getValue()
          ? t('operators.statusDisabled')
          : cell.row.original.invite_pending
            ? t('operators.statusInvited')
            : t('operators.statusActive'),
    }),
    column.accessor('has_totp', {
      header: t('operators.secondFactor'),
      cell: (cell) => (cell.getValue() ? t('operators.secondFactorOn') : t('operators.secondFactorOff')),
    }),
    column.accessor('created_at', {
      header: t('operators.createdAt'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('operators.actions')}</span>,
      cell: (cell) => (
        <span className="flex flex-wrap gap-x-4">
          <button
            type="button"
            className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
            onClick={() => setEditing({ kind: 'edit', operator: cell.row.original })}
            aria-label={t('operators.editLabel', { email: cell.row.original.email })}
          >
            {t('operators.edit')}
          </button>
          {cell.row.original.invite_pending && !cell.row.original.is_disabled ? (
            <button
              type="button"
              className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
              disabled={resend.isPending}
              onClick={() => resendTo(cell.row.original)}
              aria-label={t('operators.resendLabel', { email: cell.row.original.email })}
              data-testid="operator-resend-invite"
            >
              {t('operators.resend')}
            </button>
          ) : null}
        </span>
      ),
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('nav.operators')}</h1>
      <WriteMessage message={message.message} />
      {resend.isError ? <Notice testId="operator-resend-error">{resendError}</Notice> : null}
      {editing?.kind === 'create' ? (
        <CreateOperatorForm
          onDone={() => setEditing(null)}
          onInvited={(operator) => {
            setEditing(null);
            message.show({ text: t('operators.invited', { email: operator.email }) });
          }}
        />
      ) : null}
      {editing?.kind === 'edit' ? (
        <EditOperatorForm key={editing.operator.id} operator={editing.operator} onDone={() => setEditing(null)} />
      ) : null}
      <DataTable
        caption={t('nav.operators')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        exportCall={exportOperators}
        getRowId={(operator) => String(operator.id)}
        actions={
          <Button onClick={() => setEditing({ kind: 'create' })} data-testid="operator-create">
            {t('operators.add')}
          </Button>
        }
      />
    </div>
  );
}

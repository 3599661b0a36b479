import { type ApiClient, type ApiClientWithKey, listApiClients } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useApiClientList, useDisableApiClient, useRotateApiClientKey } from '../api/api-clients';
import { CreateApiClientForm } from './api-client-form';
import { KeyDialog } from './key-dialog';

const column = columnHelperOf<ApiClient>();
const SORTABLE = sortableColumnsOf(listApiClients.input);

type Confirming = { kind: 'rotate' | 'disable'; client: ApiClient } | null;

const linkClasses = 'min-h-9 font-semibold text-brand-700 underline underline-offset-2';

/**
 * API clients (admins only, DESIGN §13): the systems allowed on the partner API, a new one, a new key,
 * disabling one. A key is shown once, in a dialog; a new key and disabling each ask first.
 */
export function ApiClientsScreen() {
  const { t } = useTranslation(['admin-api-clients', 'admin']);
  const params = useListParams(listApiClients.input);
  const list = useApiClientList(params.input);
  const rotate = useRotateApiClientKey();
  const disable = useDisableApiClient();
  const [isCreating, setIsCreating] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [shownKey, setShownKey] = useState<ApiClientWithKey | null>(null);
  const [failure, setFailure] = useState(false);
  const language = currentLanguage();

  const confirm = async () => {
    if (!confirming) return;
    setFailure(false);
    try {
      if (confirming.kind === 'rotate') setShownKey(await rotate.mutateAsync(confirming.client.id));
      else await disable.mutateAsync(confirming.client.id);
    } catch {
      setFailure(true);
    } finally {
      setConfirming(null);
    }
  };

  const columns = [
    column.accessor('name', { header: t('name') }),
    column.accessor('partner_name', { header: t('partner'), enableSorting: false }),
    column.accessor('store_codes', {
      header: t('storeCodes'),
      enableSorting: false,
      cell: (cell) => cell.getValue().join(', '),
    }),
    column.accessor('key_prefix', {
      header: t('keyPrefix'),
      enableSorting: false,
      cell: (cell) => <code className="font-mono text-sm">{cell.getValue()}…</code>,
    }),
    column.accessor('status', {
      header: t('status'),
      enableSorting: false,
      cell: (cell) => (cell.getValue() === 'active' ? t('statusActive') : t('statusDisabled')),
    }),
    column.accessor('last_used_at', {
      header: t('lastUsed'),
      cell: (cell) => {
        const value = cell.getValue();
        return value ? formatDateTime(value, language) : t('never');
      },
    }),
    column.accessor('created_at', {
      header: t('createdAt'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: (cell) => {
        const client = cell.row.original;
        if (client.status !== 'active') return null;
        return (
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={linkClasses}
              onClick={() => setConfirming({ kind: 'rotate', client })}
              aria-label={t('rotateLabel', { name: client.name })}
            >
              {t('rotate')}
            </button>
            <button
              type="button"
              className={linkClasses}
              onClick={() => setConfirming({ kind: 'disable', client })}
              aria-label={t('disableLabel', { name: client.name })}
            >
              {t('disable')}
            </button>
          </div>
        );
      },
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink-900">{t('admin:nav.apiClients')}</h1>
        <p className="text-ink-700">{t('intro')}</p>
      </div>
      {failure ? (
        <p role="alert" className="font-medium text-brand-700" data-testid="api-client-failure">
          {t('failed')}
        </p>
      ) : null}
      {isCreating ? (
        <CreateApiClientForm
          onCreated={(client) => {
            setIsCreating(false);
            setShownKey(client);
          }}
          onCancel={() => setIsCreating(false)}
        />
      ) : null}
      <DataTable
        caption={t('admin:nav.apiClients')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(client) => String(client.id)}
        actions={
          <Button onClick={() => setIsCreating(true)} data-testid="api-client-create">
            {t('add')}
          </Button>
        }
      />
      {confirming ? (
        <ConfirmDialog
          title={t(confirming.kind === 'rotate' ? 'rotateTitle' : 'disableTitle', { name: confirming.client.name })}
          confirmLabel={t(confirming.kind === 'rotate' ? 'rotateConfirm' : 'disableConfirm')}
          cancelLabel={t('cancel')}
          isPending={rotate.isPending || disable.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
        >
          {t(confirming.kind === 'rotate' ? 'rotateBody' : 'disableBody')}
        </ConfirmDialog>
      ) : null}
      {shownKey ? <KeyDialog client={shownKey} onDone={() => setShownKey(null)} /> : null}
    </div>
  );
}

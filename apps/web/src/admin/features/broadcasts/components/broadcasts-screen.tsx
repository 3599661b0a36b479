import { BROADCAST_STATUSES, type Broadcast, createBroadcast, isAllowedFor, listBroadcasts } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { ListFilterSelect } from '../../../components/data-table/list-filter-select';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { RemindersPanel } from '../../reminders/components/reminders-panel';
import { useBroadcastList } from '../api/broadcasts';
import { BroadcastProgress, BroadcastStatusBadge, broadcastTitleOf } from './broadcast-parts';

const column = columnHelperOf<Broadcast>();
const SORTABLE = sortableColumnsOf(listBroadcasts.input);

/**
 * DESIGN §15 broadcasts: every broadcast with its status, when it sends and how far it has gone (read
 * again while one is due or sending); a row opens the broadcast. Admins make new ones and run the daily
 * reminders on demand; staff read.
 */
export function BroadcastsScreen() {
  const { t } = useTranslation('admin-broadcasts');
  const params = useListParams(listBroadcasts.input);
  const list = useBroadcastList(params.input);
  const canWrite = isAllowedFor(createBroadcast.access, useSignedInOperator().role);
  const language = currentLanguage();

  const newBroadcast = canWrite ? (
    <ButtonLink to="new" data-testid="broadcast-create">
      {t('new')}
    </ButtonLink>
  ) : null;

  const columns = [
    column.display({
      id: 'title',
      header: t('titleColumn'),
      cell: (cell) => (
        <Link to={String(cell.row.original.id)} className="font-semibold text-brand-700 underline underline-offset-2">
          {broadcastTitleOf(cell.row.original, language)}
        </Link>
      ),
    }),
    column.accessor('send_at', {
      header: t('form.sendAt'),
      cell: (cell) => {
        const sendAt = cell.getValue();
        return sendAt ? formatDateTime(sendAt, language) : t('detail.sendNow');
      },
    }),
    column.accessor('status', {
      header: t('status'),
      cell: (cell) => <BroadcastStatusBadge status={cell.getValue()} />,
    }),
    column.display({
      id: 'progress',
      header: t('progress.heading'),
      cell: (cell) => <BroadcastProgress broadcast={cell.row.original} />,
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      <DataTable
        caption={t('title')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(broadcast) => String(broadcast.id)}
        actions={newBroadcast}
        emptyMessage={params.isNarrowed ? undefined : t('empty')}
        emptyAction={newBroadcast}
        filters={
          <ListFilterSelect
            params={params}
            name="status"
            label={t('status')}
            placeholder={t('allStatuses')}
            options={BROADCAST_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
        }
      />
      {canWrite ? <RemindersPanel /> : null}
    </div>
  );
}

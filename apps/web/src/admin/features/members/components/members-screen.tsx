import { type AdminMemberSummary, searchMembers } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useMemberSearch } from '../api/members';
import { MemberStatusBadge } from './member-status-badge';

const column = columnHelperOf<AdminMemberSummary>();
const SORTABLE = sortableColumnsOf(searchMembers.input);

/** DESIGN §11 members: find a member by member id, e-mail, mobile or name, and open them. */
export function MembersScreen() {
  const { t } = useTranslation('admin-members');
  const params = useListParams(searchMembers.input);
  const list = useMemberSearch(params.input);
  const language = currentLanguage();

  const columns = [
    column.accessor('member_id', {
      header: t('memberId'),
      cell: (cell) => (
        <Link
          to={cell.getValue()}
          className="font-mono font-semibold text-brand-700 underline underline-offset-2"
          aria-label={t('open', { memberId: cell.getValue() })}
        >
          {cell.getValue()}
        </Link>
      ),
    }),
    column.accessor('first_name', { header: t('firstName'), cell: (cell) => cell.getValue() ?? t('none') }),
    column.accessor('last_name', { header: t('lastName'), cell: (cell) => cell.getValue() ?? t('none') }),
    column.accessor('email', { header: t('email'), cell: (cell) => cell.getValue() ?? t('none') }),
    column.accessor('mobile_no', { header: t('mobile'), cell: (cell) => cell.getValue() ?? t('none') }),
    column.accessor('status', { header: t('state'), cell: (cell) => <MemberStatusBadge status={cell.getValue()} /> }),
    column.accessor('created_at', {
      header: t('joined'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      <p className="text-sm text-ink-600">{t('searchHint')}</p>
      <DataTable
        caption={t('title')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(member) => member.member_id}
      />
    </div>
  );
}

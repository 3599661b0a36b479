import { type AdminMemberLedgerItem, getMemberLedger } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '@/lib/format';
import { formatDate, formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { awardsLine } from '@/lib/point-awards';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useMemberLedger } from '../api/members';

const column = columnHelperOf<AdminMemberLedgerItem>();
const SORTABLE = sortableColumnsOf(getMemberLedger.input);

/**
 * An entry in words in the console's language (an adjustment's, a transfer's or a till entry's reason
 * included, as the server words it), and under an earn what its points were made of (DESIGN §14). The
 * raw `reason` is not shown: beyond those, it is an internal reference in English ("redeem", "promo-code").
 */
function EntryLabel({ entry, language }: { entry: AdminMemberLedgerItem; language: string }) {
  return (
    <>
      {language === 'th' ? entry.label_th : entry.label_en}
      {entry.awards && entry.awards.length > 0 ? (
        <span className="block text-sm text-ink-600" data-testid="ledger-awards">
          {awardsLine(entry.awards, language)}
        </span>
      ) : null}
    </>
  );
}

/** The member's point ledger, newest first, with entries of members merged into them marked by their id. */
export function MemberLedger({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-members');
  const params = useListParams(getMemberLedger.input);
  const list = useMemberLedger(memberId, params.input);
  const language = currentLanguage();

  const columns = [
    column.accessor('created_at', {
      header: t('ledger.at'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
    column.display({
      id: 'label',
      header: t('ledger.entry'),
      cell: (cell) => <EntryLabel entry={cell.row.original} language={language} />,
    }),
    column.accessor('points', {
      header: t('ledger.points'),
      cell: (cell) => {
        const points = cell.getValue();
        return (
          <span className={`font-semibold tabular-nums ${points < 0 ? 'text-brand-700' : 'text-emerald-800'}`}>
            {points > 0 ? '+' : ''}
            {formatPoints(points, language)}
          </span>
        );
      },
    }),
    column.accessor('member_id', {
      header: t('ledger.member'),
      cell: (cell) =>
        cell.getValue() === memberId ? t('ledger.thisMember') : t('ledger.mergedMember', { memberId: cell.getValue() }),
    }),
    column.accessor('expires_at', {
      header: t('ledger.expires'),
      cell: (cell) => {
        const expires = cell.getValue();
        return expires ? formatDate(expires, language) : t('none');
      },
    }),
  ];

  return (
    <section className="flex flex-col gap-3" aria-labelledby="member-ledger-title">
      <h2 id="member-ledger-title" className="text-lg font-semibold text-ink-900">
        {t('ledger.title')}
      </h2>
      <DataTable
        caption={t('ledger.title')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(entry) => String(entry.entry_id)}
      />
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { StoryTable } from '../../members/components/member-story-section';
import { usePrivacyRequestList } from '../api/privacy-requests';
import { DueDate, PrivacyRequestStatusBadge } from './privacy-request-parts';

const PAGE_SIZE = 10;

/** The member's PDPA requests on the member page (DESIGN §16), newest due first; the queue carries them out. */
export function MemberPrivacyRequestsSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-privacy');
  const [page, setPage] = useState(1);
  const read = usePrivacyRequestList({ member_id: memberId, page, limit: PAGE_SIZE, sort: '-due_at' });
  const language = currentLanguage();
  return (
    <StoryTable
      title={t('memberHeading')}
      read={read}
      loadError={t('loadError')}
      empty={t('memberEmpty')}
      testId="member-privacy-requests"
      onPage={setPage}
      columns={[
        { key: 'kind', label: t('kind') },
        { key: 'status', label: t('status') },
        { key: 'created', label: t('createdAt') },
        { key: 'due', label: t('dueAt') },
        { key: 'done', label: t('completedAt') },
      ]}
      renderRow={(request) => (
        <TableRow key={request.id}>
          <TableCell className="font-semibold">{t(`kinds.${request.kind}`)}</TableCell>
          <TableCell>
            <PrivacyRequestStatusBadge status={request.status} />
          </TableCell>
          <TableCell>{formatDate(request.created_at, language)}</TableCell>
          <TableCell>
            <DueDate request={request} />
          </TableCell>
          <TableCell>{request.completed_at ? formatDate(request.completed_at, language) : t('none')}</TableCell>
        </TableRow>
      )}
    />
  );
}

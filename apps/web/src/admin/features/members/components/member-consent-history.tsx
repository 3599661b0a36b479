import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { useMemberConsentHistory } from '../api/member-story';
import { StoryTable } from './member-story-section';

/** The consents the member gave or withdrew, newest first: what the member sees on their consent page. */
export function MemberConsentHistorySection({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-member-story');
  const [page, setPage] = useState(1);
  const read = useMemberConsentHistory(memberId, page);
  const language = currentLanguage();
  return (
    <StoryTable
      title={t('consentHistory.title')}
      read={read}
      loadError={t('consentHistory.loadError')}
      empty={t('consentHistory.empty')}
      testId="member-consent-history"
      onPage={setPage}
      columns={[
        { key: 'purpose', label: t('consentHistory.purpose') },
        { key: 'change', label: t('consentHistory.change') },
        { key: 'versions', label: t('consentHistory.versions') },
        { key: 'at', label: t('consentHistory.at') },
      ]}
      renderRow={(entry) => (
        <TableRow key={`${entry.at}-${entry.purpose}`}>
          <TableCell>{t(`consentHistory.purposes.${entry.purpose}`)}</TableCell>
          <TableCell>{t(entry.given ? 'consentHistory.given' : 'consentHistory.withdrawn')}</TableCell>
          <TableCell>
            {t('consentHistory.versionPair', { policy: entry.policy_version, terms: entry.terms_version })}
          </TableCell>
          <TableCell>{formatDateTime(entry.at, language)}</TableCell>
        </TableRow>
      )}
    />
  );
}

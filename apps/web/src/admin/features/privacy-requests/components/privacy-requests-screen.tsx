import { useTranslation } from 'react-i18next';
import { PrivacyRequestsTable } from './privacy-requests-table';

/** DESIGN §16: the queue of members' export and deletion requests, the earliest due first. */
export function PrivacyRequestsScreen() {
  const { t } = useTranslation('admin-privacy');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      <p className="max-w-3xl text-ink-700">{t('explain')}</p>
      <PrivacyRequestsTable />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format-time';
import { requestDeletion } from '../api/request-deletion';
import {
  type CancellingMember,
  ConfirmationCode,
  ConfirmationFields,
  useMembershipConfirmation,
} from './membership-confirmation';

const DAY_MS = 86_400_000;

/**
 * "Delete my account and personal data" (DESIGN §16, PDPA s.33): what is erased and when (the programme's
 * `deletion_grace_days`), what is kept, that points are forfeited; confirmed by the password or a code
 * like a cancellation. `onDeleted` gets the erase date the server set.
 */
export function DeleteAccountForm({
  member,
  graceDays,
  onDeleted,
}: {
  member: CancellingMember;
  graceDays: number;
  onDeleted: (eraseAfter: string | null) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const confirmation = useMembershipConfirmation(member, requestDeletion, (request) => onDeleted(request.erase_after));
  const eraseOn = formatLongDate(new Date(Date.now() + graceDays * DAY_MS).toISOString(), i18n.language);

  return (
    <Card padding="lg" className="flex flex-col gap-4" data-testid="delete-account-form">
      <h2 className="text-lg font-bold text-ink-900">{t('deleteAccount.title')}</h2>
      <ul className="list-disc space-y-1 pl-5 text-ink-800" data-testid="delete-account-terms">
        <li>{t('deleteAccount.erased')}</li>
        <li>{t('deleteAccount.when', { count: graceDays, date: eraseOn })}</li>
        <li>{t('deleteAccount.kept')}</li>
        <li>{t('deleteAccount.points')}</li>
      </ul>
      {confirmation.pending === null ? (
        <form onSubmit={(event) => void confirmation.submit(event)} noValidate className="flex flex-col gap-4">
          <ConfirmationFields
            confirmation={confirmation}
            name="deleteMethod"
            submitLabel={t('deleteAccount.submit')}
            testIdPrefix="delete"
          />
        </form>
      ) : (
        <ConfirmationCode confirmation={confirmation} submitLabel={t('deleteAccount.submit')} testIdPrefix="delete" />
      )}
    </Card>
  );
}

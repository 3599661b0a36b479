import type { TransferRecipient } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';

/** The members the member sent to last (GetTransferPointInfo), one tap to choose one again; none, nothing. */
export function RecentRecipients({
  recipients,
  onChoose,
}: {
  recipients: readonly TransferRecipient[];
  onChoose: (recipient: TransferRecipient) => void;
}) {
  const { t } = useTranslation('points');
  if (recipients.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="transfer-recent-title" data-testid="recent-recipients">
      <h3 id="transfer-recent-title" className="text-sm font-semibold text-ink-600">
        {t('transfer.recentTitle')}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {recipients.map((recipient) => (
          <li key={recipient.member_id}>
            <button
              type="button"
              className="flex min-h-11 items-center gap-2 rounded-full border border-ink-200 bg-white py-1 pr-4 pl-1 text-left hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600"
              onClick={() => onChoose(recipient)}
              data-testid="recent-recipient"
            >
              <Avatar src={recipient.picture_url} size={36} />
              <span className="flex flex-col leading-tight">
                <span className="font-semibold text-ink-900">{recipient.display_name}</span>
                <span className="text-xs text-ink-600">{recipient.masked_mobile ?? recipient.member_id}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { TransferRecipient } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { WordBreaks } from '@/components/ui/word-breaks';

/** A recipient as SearchMember shows them: masked, enough to recognise a friend. */
export function RecipientCard({ recipient, action }: { recipient: TransferRecipient; action?: ReactNode }) {
  const { t } = useTranslation('points');
  return (
    <section
      className="flex items-center gap-4 rounded-2xl bg-brand-50 p-4"
      data-testid="recipient-card"
      aria-label={t('transfer.recipientLabel')}
    >
      <Avatar src={recipient.picture_url} size={48} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-bold text-ink-900" data-testid="recipient-name">
          <WordBreaks text={recipient.display_name} isName />
        </p>
        <p className="text-sm text-ink-600">
          {[recipient.masked_mobile, recipient.member_id].filter(Boolean).join(' · ')}
        </p>
      </div>
      {action}
    </section>
  );
}

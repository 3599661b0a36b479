import type { TransferRecipient } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { searchMember } from '../api/transfer';
import { recipientQueryOf } from '../lib/transfer-input';

/** Finds the recipient by mobile (0812345678) or member id (CR12345678), checked here before the server. */
export function RecipientSearch({ onFound }: { onFound: (recipient: TransferRecipient) => void }) {
  const { t } = useTranslation('points');
  const [text, setText] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const query = recipientQueryOf(text);
    setIsInvalid(query === null);
    setError(null);
    if (!query) return;
    try {
      onFound(await withLoader(searchMember(query)));
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="recipient-search">
      <div className="flex flex-col gap-3 tablet:flex-row tablet:items-start">
        <TextField
          className="flex-1"
          label={t('transfer.recipient')}
          hint={t('transfer.recipientHint')}
          autoComplete="off"
          maxLength={20}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={isInvalid ? t('transfer.recipientInvalid') : undefined}
          data-testid="recipient-input"
        />
        <Button type="submit" className="tablet:mt-7" data-testid="recipient-search-submit">
          <SearchIcon className="size-5" />
          {t('transfer.search')}
        </Button>
      </div>
      {error ? <Notice testId="recipient-error">{errorText}</Notice> : null}
    </form>
  );
}

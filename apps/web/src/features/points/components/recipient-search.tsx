import { searchMemberInputSchema, type TransferRecipient } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { searchMember } from '../api/transfer';
import { recipientQueryOf, type SearchMemberInput } from '../lib/transfer-input';

/**
 * Finds the recipient by mobile (0812345678) or member id (CR12345678) with SearchMember's contract,
 * which takes one of the two: the typed text decides which, and an error of either shows under it.
 */
export function RecipientSearch({ onFound }: { onFound: (recipient: TransferRecipient) => void }) {
  const { t } = useTranslation('points');
  const form = useContractForm(searchMemberInputSchema, {
    defaultValues: { Recipient: '' },
    toInput: ({ Recipient }) => recipientQueryOf(Recipient) ?? {},
    // Neither key (the union's own error) is this field's too.
    fieldOf: { '': 'Recipient', Mobile_No: 'Recipient', Member_Id: 'Recipient' },
    messages: { Recipient: { mobileOrMemberId: t('transfer.recipientInvalid') } },
  });

  const search = async (query: SearchMemberInput) => {
    onFound(await withLoader(searchMember(query)));
  };

  return (
    <form onSubmit={form.submit(search)} noValidate className="flex flex-col gap-3" data-testid="recipient-search">
      <div className="flex flex-col gap-3 tablet:flex-row tablet:items-start">
        <TextField
          className="flex-1"
          label={t('transfer.recipient')}
          hint={t('transfer.recipientHint')}
          autoComplete="off"
          maxLength={20}
          {...form.fieldProps('Recipient')}
          data-testid="recipient-input"
        />
        <Button type="submit" className="tablet:mt-7" disabled={form.isPending} data-testid="recipient-search-submit">
          <SearchIcon className="size-5" />
          {t('transfer.search')}
        </Button>
      </div>
      <FormNotice form={form} testId="recipient-error" />
    </form>
  );
}

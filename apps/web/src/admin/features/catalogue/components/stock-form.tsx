import { type AdminPrivilege, changePrivilegeStockCall } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { TextField } from '@/components/ui/text-field';
import { createAttemptKeys } from '@/lib/attempt-key';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useChangeStock } from '../api/catalogue';
import { wholeOf } from './form-values';

/**
 * Tops up (a positive number) or withdraws (a negative one) a privilege's stock; the server refuses to
 * go below what was redeemed. A retry after a lost answer reuses its Idempotency-Key: applied once.
 */
export function StockForm({ privilege, onDone }: { privilege: AdminPrivilege; onDone: () => void }) {
  const { t } = useTranslation('admin-catalogue');
  const change = useChangeStock(privilege.id);
  const [attempts] = useState(() => createAttemptKeys());
  const form = useContractForm(changePrivilegeStockCall.input, {
    defaultValues: { add: '' },
    toInput: (values) => ({ add: wholeOf(values.add) }),
  });
  return (
    <form
      onSubmit={form.submit(async (input) => {
        try {
          await change.mutateAsync({ input, key: attempts.keyFor(input) });
          attempts.settle();
          onDone();
        } catch (refusal) {
          attempts.settle(refusal);
          throw refusal;
        }
      })}
      noValidate
      aria-labelledby="stock-form-title"
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4')}
      data-testid="stock-form"
    >
      <h2 id="stock-form-title" className="text-lg font-semibold text-ink-900">
        {t('stock.title', { title: privilege.title_en })}
      </h2>
      <p className="text-ink-700">
        {t('stock.current', { total: privilege.stock_total, used: privilege.stock_used, left: privilege.stock_left })}
      </p>
      <TextField
        label={t('stock.add')}
        hint={t('stock.addHint')}
        inputMode="numeric"
        autoComplete="off"
        {...form.fieldProps('add')}
      />
      <FormNotice form={form} testId="stock-notice" />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.isPending}>
          {t('stock.submit')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

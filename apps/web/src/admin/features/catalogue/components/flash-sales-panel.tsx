import { type AdminPrivilege, createFlashSaleCall } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-time';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { useCreateFlashSale, useDeleteFlashSale, useFlashSales } from '../api/catalogue';
import { instantOf, localOf, wholeOf } from './form-values';

const HOUR_MS = 60 * 60 * 1000;

function AddFlashSaleForm({ privilege }: { privilege: AdminPrivilege }) {
  const { t } = useTranslation('admin-catalogue');
  const create = useCreateFlashSale(privilege.id);
  const startsAt = Math.max(Date.now() + HOUR_MS, Date.parse(privilege.starts_at));
  const form = useContractForm(createFlashSaleCall.input, {
    defaultValues: {
      point_cost: '',
      stock_total: '',
      starts_at: localOf(new Date(startsAt).toISOString()),
      ends_at: localOf(new Date(startsAt + 24 * HOUR_MS).toISOString()),
    },
    toInput: (values) => ({
      point_cost: wholeOf(values.point_cost),
      stock_total: wholeOf(values.stock_total),
      starts_at: instantOf(values.starts_at),
      ends_at: instantOf(values.ends_at),
    }),
  });
  return (
    <form
      onSubmit={form.submit(async (input) => {
        await create.mutateAsync(input);
        form.reset();
      })}
      noValidate
      aria-labelledby="flash-sale-form-title"
      className="grid gap-4 desktop:grid-cols-2"
      data-testid="flash-sale-form"
    >
      <h3 id="flash-sale-form-title" className="font-semibold text-ink-900 desktop:col-span-2">
        {t('flashSales.addTitle')}
      </h3>
      <TextField
        label={t('flashSales.pointCost')}
        hint={t('flashSales.pointCostHint', { count: privilege.point_cost, price: privilege.point_cost })}
        inputMode="numeric"
        {...form.fieldProps('point_cost')}
      />
      <TextField label={t('flashSales.stock')} inputMode="numeric" {...form.fieldProps('stock_total')} />
      <TextField label={t('flashSales.startsAt')} type="datetime-local" {...form.fieldProps('starts_at')} />
      <TextField label={t('flashSales.endsAt')} type="datetime-local" {...form.fieldProps('ends_at')} />
      <div className="desktop:col-span-2">
        <FormNotice form={form} testId="flash-sale-notice" />
      </div>
      <div>
        <Button type="submit" disabled={form.isPending}>
          {t('flashSales.add')}
        </Button>
      </div>
    </form>
  );
}

/** A privilege's flash sales (DESIGN §6): each with its price, stock and window; one not started may go. */
export function FlashSalesPanel({ privilege, onDone }: { privilege: AdminPrivilege; onDone: () => void }) {
  const { t } = useTranslation('admin-catalogue');
  const sales = useFlashSales(privilege.id);
  const remove = useDeleteFlashSale();
  const removeError = useErrorText(remove.error);
  const language = currentLanguage();
  return (
    <Card
      aria-labelledby="flash-sales-title"
      as="section"
      radius="md"
      padding="lg"
      className="flex flex-col gap-4"
      data-testid="flash-sales"
    >
      <h2 id="flash-sales-title" className="text-lg font-semibold text-ink-900">
        {t('flashSales.title', { title: privilege.title_en })}
      </h2>
      {sales.isPending ? <p role="status">{t('loading')}</p> : null}
      {sales.isError ? (
        <LoadError title={t('flashSales.loadError')} error={sales.error} onRetry={() => void sales.refetch()} />
      ) : null}
      {sales.data?.items.length === 0 ? <p className="text-ink-600">{t('flashSales.empty')}</p> : null}
      {sales.data && sales.data.items.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {sales.data.items.map((sale) => (
            <li key={sale.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-ink-200 p-3">
              <span className="font-semibold">
                {t('flashSales.price', { count: sale.point_cost, points: sale.point_cost })}
              </span>
              <span>
                {t('flashSales.stockLeft', { left: sale.stock_total - sale.stock_used, total: sale.stock_total })}
              </span>
              <span>
                {formatDateTime(sale.starts_at, language)} – {formatDateTime(sale.ends_at, language)}
              </span>
              <span className="rounded-full bg-ink-100 px-2 text-sm">{t(`flashSales.state.${sale.state}`)}</span>
              {sale.state === 'upcoming' ? (
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(sale.id)}
                  aria-label={t('flashSales.removeLabel', { id: sale.id })}
                >
                  {t('flashSales.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {remove.error ? (
        <p role="alert" className="text-brand-700">
          {removeError}
        </p>
      ) : null}
      <AddFlashSaleForm privilege={privilege} />
      <div>
        <Button variant="ghost" onClick={onDone}>
          {t('close')}
        </Button>
      </div>
    </Card>
  );
}

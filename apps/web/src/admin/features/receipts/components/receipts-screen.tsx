import { type AdminReceipt, listReceipts, RECEIPT_STATUSES } from '@loyalty/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { type ListPatch, sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { type ReceiptListInput, useReceiptList } from '../api/receipts';
import { ReceiptStatusBadge } from './receipt-status';
import { ReceiptViewer } from './receipt-viewer';

const column = columnHelperOf<AdminReceipt>();
const SORTABLE = sortableColumnsOf(listReceipts.input);
/** The open receipt lives in the URL too: a reload or a shared link shows the same receipt. */
const OPEN_KEY = 'receipt';

function ReceiptFilters({ input, onApply }: { input: ReceiptListInput; onApply: (patch: ListPatch) => void }) {
  const { t } = useTranslation('admin-receipts');
  const [status, setStatus] = useState<string>(input.status ?? '');
  const [member, setMember] = useState(input.member_id ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ status, member_id: member.trim() });
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3" data-testid="receipt-filters">
      <SelectField
        label={t('filterStatus')}
        placeholder={t('allStatuses')}
        options={RECEIPT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        className="w-48"
      />
      <TextField
        label={t('filterMember')}
        value={member}
        onChange={(event) => setMember(event.target.value)}
        className="w-56"
      />
      <Button type="submit" variant="secondary">
        {t('apply')}
      </Button>
    </form>
  );
}

function ReceiptQueue({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin-receipts');
  const params = useListParams(listReceipts.input);
  const list = useReceiptList(params.input);
  const language = currentLanguage();
  const isPendingQueue = params.input.status === 'pending' && params.input.member_id === undefined;
  const columns = [
    // The receipt number opens the receipt: it is the column that stays in view when the table scrolls
    // sideways at 800 px, where a button in a last column was out of sight.
    column.accessor('id', {
      header: t('id'),
      cell: (cell) => (
        <button
          type="button"
          onClick={() => onOpen(cell.getValue())}
          className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
          aria-label={t('openLabel', { id: cell.getValue() })}
        >
          #{cell.getValue()}
        </button>
      ),
    }),
    column.accessor('created_at', {
      header: t('uploaded'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
    column.accessor('member_name', {
      header: t('member'),
      cell: (cell) => (
        <>
          {cell.getValue()}
          <span className="block font-mono text-xs text-ink-600">{cell.row.original.member_id}</span>
        </>
      ),
    }),
    column.accessor('status', {
      header: t('statusLabel'),
      cell: (cell) => (
        <span className="flex flex-wrap gap-1">
          <ReceiptStatusBadge status={cell.getValue()} />
          {cell.row.original.duplicate_of === null ? null : (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('duplicateOf', { id: cell.row.original.duplicate_of })}
            </span>
          )}
        </span>
      ),
    }),
    column.accessor('size_bytes', {
      header: t('size'),
      cell: (cell) => t('sizeKb', { size: Math.max(1, Math.round(cell.getValue() / 1024)) }),
    }),
  ];
  return (
    <DataTable
      caption={t('queue')}
      columns={columns}
      list={list}
      params={params}
      sortable={SORTABLE}
      getRowId={(receipt) => String(receipt.id)}
      emptyMessage={isPendingQueue ? t('allCaughtUp') : undefined}
      filters={<ReceiptFilters key={JSON.stringify(params.input)} input={params.input} onApply={params.update} />}
    />
  );
}

/** DESIGN §11 receipts: the review queue, and the viewer of one receipt beside its decision. */
export function ReceiptsScreen() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const open = Number(search.get(OPEN_KEY));
  // The queue opens on what waits for review; "All statuses" chosen afterwards stays chosen.
  const opensOnPending = useRef(search.size === 0);
  useEffect(() => {
    if (!opensOnPending.current) return;
    opensOnPending.current = false;
    setSearch({ status: 'pending' }, { replace: true });
  }, [setSearch]);
  const openReceipt = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(OPEN_KEY);
      else next.set(OPEN_KEY, String(id));
      return next;
    });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('nav.receipts')}</h1>
      {Number.isSafeInteger(open) && open > 0 ? (
        <ReceiptViewer
          key={open}
          id={open}
          memberId={search.get('member_id') ?? undefined}
          onOpen={openReceipt}
          onClose={() => openReceipt(null)}
        />
      ) : (
        <ReceiptQueue onOpen={openReceipt} />
      )}
    </div>
  );
}

import type { AdminReceipt } from '@loyalty/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { formatBaht, formatPoints } from '@/lib/format';
import { formatCalendarDay, formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { usePendingQueue, useReceipt } from '../api/receipts';
import { ApproveForm, RejectForm } from './receipt-decision';
import { DEFAULT_ZOOM_INDEX, type FileView, ReceiptFile, ZOOM_STEPS } from './receipt-file';
import { ReceiptStatusBadge } from './receipt-status';

/** Keys typed into a field are the field's; the review shortcuts act everywhere else. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The pending receipt before or after this one in review order; after a decision, the next one left. */
function neighbourOf(queue: AdminReceipt[] | undefined, id: number, step: 1 | -1): number | null {
  if (!queue || queue.length === 0) return null;
  const index = queue.findIndex((receipt) => receipt.id === id);
  if (index === -1) return queue[0]?.id ?? null;
  return queue[index + step]?.id ?? null;
}

function ReceiptFacts({ receipt, onOpen }: { receipt: AdminReceipt; onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin-receipts');
  const language = currentLanguage();
  return (
    <Card aria-label={t('facts')} as="section" radius="md" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-ink-900">{t('receiptTitle', { id: receipt.id })}</h2>
        <ReceiptStatusBadge status={receipt.status} />
      </div>
      <p className="text-ink-800">
        {receipt.member_name} · <span className="font-mono">{receipt.member_id}</span>
      </p>
      <p className="text-sm text-ink-600">{t('uploadedAt', { at: formatDateTime(receipt.created_at, language) })}</p>
      {receipt.duplicate_of === null ? null : (
        <div role="alert" className="rounded-xl border-2 border-amber-500 bg-amber-50 p-3 text-amber-900">
          <p className="font-semibold">{t('duplicate')}</p>
          <button
            type="button"
            onClick={() => onOpen(receipt.duplicate_of as number)}
            className="font-semibold underline underline-offset-2"
          >
            {t('openEarlier', { id: receipt.duplicate_of })}
          </button>
        </div>
      )}
      {receipt.same_receipt_as === null ? null : (
        <div role="alert" className="rounded-xl border-2 border-amber-500 bg-amber-50 p-3 text-amber-900">
          <p className="font-semibold">{t('sameReceipt', { id: receipt.same_receipt_as })}</p>
          <button
            type="button"
            onClick={() => onOpen(receipt.same_receipt_as as number)}
            className="font-semibold underline underline-offset-2"
          >
            {t('openEarlier', { id: receipt.same_receipt_as })}
          </button>
        </div>
      )}
      {receipt.store && receipt.receipt_no && receipt.purchased_on ? (
        <p className="text-ink-800" data-testid="receipt-printed">
          {t('printedAs', {
            store: language === 'th' ? receipt.store.name : receipt.store.name_en,
            number: receipt.receipt_no,
            date: formatCalendarDay(receipt.purchased_on, language),
          })}
        </p>
      ) : null}
      {receipt.status === 'approved' && receipt.amount !== null ? (
        <p className="text-ink-800">
          {t('approvedWith', {
            amount: formatBaht(receipt.amount, language),
            count: receipt.points ?? 0,
            points: formatPoints(receipt.points ?? 0, language),
          })}
        </p>
      ) : null}
      {receipt.status === 'rejected' ? (
        <p className="text-ink-800">
          {t('rejectedWith', { reason: language === 'th' ? receipt.reject_reason_th : receipt.reject_reason })}
        </p>
      ) : null}
      {receipt.reviewed_by && receipt.reviewed_at ? (
        <p className="text-sm text-ink-600">
          {t('reviewedBy', { name: receipt.reviewed_by, at: formatDateTime(receipt.reviewed_at, language) })}
        </p>
      ) : null}
    </Card>
  );
}

/**
 * DESIGN §11 receipt viewer: the file beside the approve and reject forms, built for a fast review —
 * shortcuts for every step, and each decision moves on to the next pending receipt.
 */
export function ReceiptViewer({
  id,
  memberId,
  onOpen,
  onClose,
}: {
  id: number;
  /** The member the queue was filtered to, if any: the walk stays within their receipts. */
  memberId: string | undefined;
  onOpen: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-receipts');
  const receipt = useReceipt(id);
  const queue = usePendingQueue(memberId);
  const [view, setView] = useState<FileView>({ zoomIndex: DEFAULT_ZOOM_INDEX, turns: 0 });
  const amountRef = useRef<HTMLInputElement | null>(null);
  const reasonRef = useRef<HTMLSelectElement | null>(null);
  const zoom = (step: 1 | -1) =>
    setView((current) => ({
      ...current,
      zoomIndex: Math.min(ZOOM_STEPS.length - 1, Math.max(0, current.zoomIndex + step)),
    }));
  const rotate = (step: 1 | -1) => setView((current) => ({ ...current, turns: (current.turns + step + 4) % 4 }));
  const go = (step: 1 | -1) => {
    const next = neighbourOf(queue.data?.items, id, step);
    if (next !== null) onOpen(next);
  };
  const afterDecision = () => {
    const rest = queue.data?.items.filter((pending) => pending.id !== id);
    const next = neighbourOf(queue.data?.items, id, 1) ?? rest?.[0]?.id ?? null;
    if (next === null) onClose();
    else onOpen(next);
  };

  const keys = useRef({ zoom, rotate, go });
  keys.current = { zoom, rotate, go };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const actions: Record<string, () => void> = {
        a: () => amountRef.current?.focus(),
        r: () => reasonRef.current?.focus(),
        '+': () => keys.current.zoom(1),
        '=': () => keys.current.zoom(1),
        '-': () => keys.current.zoom(-1),
        ']': () => keys.current.rotate(1),
        '[': () => keys.current.rotate(-1),
        j: () => keys.current.go(1),
        k: () => keys.current.go(-1),
      };
      const action = actions[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={onClose} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('backToQueue')}
        </button>
        <p className="text-sm text-ink-600" data-testid="receipt-shortcuts">
          {t('shortcuts')}
        </p>
      </div>
      {receipt.isError ? (
        <LoadError title={t('loadError')} error={receipt.error} onRetry={() => void receipt.refetch()} />
      ) : null}
      {receipt.data ? (
        <div className="grid gap-4 min-[1100px]:grid-cols-[minmax(0,1fr)_22rem]">
          <ReceiptFile receipt={receipt.data} view={view} onZoom={zoom} onRotate={rotate} />
          <div className="flex flex-col gap-4">
            <ReceiptFacts receipt={receipt.data} onOpen={onOpen} />
            {receipt.data.status === 'pending' ? (
              <>
                <ApproveForm key={`a${id}`} receipt={receipt.data} amountRef={amountRef} onDecided={afterDecision} />
                <RejectForm key={`r${id}`} receipt={receipt.data} reasonRef={reasonRef} onDecided={afterDecision} />
              </>
            ) : null}
          </div>
        </div>
      ) : null}
      {!receipt.data && !receipt.isError ? (
        <p role="status" className="p-6 text-ink-600">
          {t('loading')}
        </p>
      ) : null}
    </div>
  );
}

import type { AdminReceipt, TillStore } from '@loyalty/contracts';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { PROGRAMME_RULES } from '../../../test/programme-rules';
import { mockAdminApi, ok, operatorOf, page, signInAs } from '../../../test/render-admin';

/** The receipt screens' test data: a pending queue, the stores and what is printed. */
export const receiptOf = (id: number, extra: Partial<AdminReceipt> = {}): AdminReceipt => ({
  id,
  member_id: `CR0000000${id}`,
  member_name: `Member ${id}`,
  status: 'pending',
  content_type: 'image/jpeg',
  size_bytes: 204_800,
  file_url: `/api/admin/v1/receipts/${id}/file`,
  view_url: `/api/admin/v1/receipts/${id}/file`,
  duplicate_of: null,
  store: null,
  receipt_no: null,
  purchased_on: null,
  same_receipt_as: null,
  amount: null,
  points: null,
  reject_reason_code: null,
  reject_reason: null,
  reject_reason_th: null,
  reviewed_by: null,
  reviewed_at: null,
  created_at: '2026-11-20T03:00:00.000Z',
  ...extra,
});
export const stores: TillStore[] = [
  {
    store_code: 'CHB-BKK-001',
    name: 'บ้านบรูว์ สยามสแควร์',
    name_en: 'Baan Brew Siam Square',
    partner: { partner_id: 1, name: 'บ้านบรูว์', name_en: 'Baan Brew' },
  },
];

/** What the operator reads on the receipt besides its total, as the approval sends it. */
export const PRINTED = { store_code: 'CHB-BKK-001', receipt_no: 'INV-0042', purchased_on: '2026-11-25' };

/** Fills the store, receipt number and purchase date of the approve form (English labels). */
export async function fillPrinted(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Store on the receipt' }),
    await screen.findByRole('option', { name: /Siam Square/ }),
  );
  await user.type(screen.getByLabelText('Receipt number'), PRINTED.receipt_no);
  await user.type(screen.getByLabelText('Purchase date'), PRINTED.purchased_on);
}

export const first = receiptOf(3);
export const copy = receiptOf(4, { duplicate_of: 3 });
export const last = receiptOf(5, { content_type: 'application/pdf' });
/** The queue and the viewer's calls, answered from a small pending queue. */
export function reviewApi(handlers: Parameters<typeof mockAdminApi>[0] = {}) {
  const pending = [first, copy, last];
  return mockAdminApi({
    ...signInAs(operatorOf('staff')),
    'GET /receipts': () => page(pending),
    'GET /receipts/3': () => ok(first),
    'GET /receipts/4': () => ok(copy),
    'GET /receipts/5': () => ok(last),
    'GET /receipts/3/file': () => ok('image'),
    'GET /receipts/4/file': () => ok('image'),
    'GET /receipts/5/file': () => ok('pdf'),
    'GET /rules': () => ok(PROGRAMME_RULES),
    'GET /till/stores': () => ok(stores),
    ...handlers,
  });
}

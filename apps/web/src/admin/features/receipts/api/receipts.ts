import {
  type AdminCallInput,
  type AdminReceipt,
  approveReceiptCall,
  getReceipt,
  getReceiptFile,
  getReceiptView,
  listReceipts,
  rejectReceiptCall,
} from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin, downloadAdmin } from '../../../lib/admin-api';
import { adminCallKey } from '../../../lib/admin-keys';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';

export type ReceiptListInput = AdminCallInput<typeof listReceipts>;

/** GET /receipts: one page of the queue, filtered by status and member. */
export function useReceiptList(input: ReceiptListInput) {
  return useQuery(adminListQuery(listReceipts, input));
}

/**
 * The pending receipts in review order (oldest first): where J/K and "next after a decision" go. A queue
 * filtered to one member walks that member's receipts only, and closes after their last.
 */
export function usePendingQueue(memberId: string | undefined) {
  const input: ReceiptListInput = { page: 1, limit: 100, sort: 'created_at', status: 'pending' };
  return useQuery(adminListQuery(listReceipts, memberId ? { ...input, member_id: memberId } : input));
}

const receiptKey = (id: number) => adminCallKey(getReceipt, id);

/** How often an open HEIC receipt is read again while its JPEG copy is being made (a job, seconds long). */
const VIEW_PENDING_REFRESH_MS = 3_000;

/** GET /receipts/{id}, read again while the photo's viewable copy is still being made. */
export function useReceipt(id: number) {
  return useQuery({
    queryKey: receiptKey(id),
    queryFn: ({ signal }) => callAdmin(getReceipt, { params: { id: String(id) }, signal }),
    refetchInterval: (query) => (query.state.data?.view_url === null ? VIEW_PENDING_REFRESH_MS : false),
  });
}

/**
 * What the viewer shows of a receipt, fetched with the operator's token (receipts are personal data, so
 * never a plain link): the file itself (GET /receipts/{id}/file), or for a HEIC photo, which browsers do
 * not draw, its JPEG copy (GET /receipts/{id}/view) once `view_url` says it is made. The viewer shows the
 * blob through an object URL of its own.
 */
export function useReceiptView(receipt: AdminReceipt) {
  const call = receipt.content_type === 'image/heic' ? getReceiptView : getReceiptFile;
  return useQuery({
    queryKey: adminCallKey(call, receipt.id),
    queryFn: ({ signal }) => downloadAdmin(call, { params: { id: String(receipt.id) }, signal }),
    enabled: receipt.view_url !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a decision: the receipt as the server answered it, and every queue page afresh. */
function useDecision<Input>(send: (id: number, input: Input, key?: string) => Promise<AdminReceipt>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, key }: { id: number; input: Input; key?: string }) => send(id, input, key),
    onSuccess: async (receipt) => {
      queryClient.setQueryData(receiptKey(receipt.id), receipt);
      await queryClient.invalidateQueries({ queryKey: adminListKey(listReceipts) });
    },
  });
}

/**
 * POST /receipts/{id}/approve: the total counts as spending and earns its points. With the attempt's
 * Idempotency-Key, so a double click or a retry of the same approval is answered, not applied twice.
 */
export function useApproveReceipt() {
  return useDecision((id, input: AdminCallInput<typeof approveReceiptCall>, key?: string) =>
    callAdmin(approveReceiptCall, { params: { id: String(id) }, input, ...(key ? { idempotencyKey: key } : {}) }),
  );
}

/** POST /receipts/{id}/reject with the reason the member reads, in both languages. */
export function useRejectReceipt() {
  return useDecision((id, input: AdminCallInput<typeof rejectReceiptCall>) =>
    callAdmin(rejectReceiptCall, { params: { id: String(id) }, input }),
  );
}

import { callRoutes } from 'virtual:api-calls';
import { RECEIPT_FIELD } from '@loyalty/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { uploadApi } from '@/lib/upload-api';
import { collectKeys } from './keys';

/** Receipts per page of "My receipts"; the contract allows more, a phone screen shows about this many. */
const RECEIPT_PAGE_SIZE = 10;

/** GET Document/CheckDocumentQuota: uploads left today, the limits, and when the day resets (DESIGN §6). */
export function useDocumentQuota() {
  return useQuery(
    queryOptions({
      queryKey: collectKeys.documentQuota(),
      queryFn: async ({ signal }) => (await callApi(callRoutes.checkDocumentQuota, {}, { signal })).data,
    }),
  );
}

/** GET Document/GetReceiptHistory: the member's receipts, newest first, a page at a time. */
export function useReceiptHistory() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: collectKeys.receiptHistory(),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        (await callApi(callRoutes.getReceiptHistory, { page: pageParam, limit: RECEIPT_PAGE_SIZE }, { signal })).data,
      getNextPageParam: (last) => (last.end_page ? undefined : last.page + 1),
    }),
  );
}

/**
 * POST Document/UploadReceipt as multipart with progress. One Idempotency-Key per chosen file: sending
 * the same file again after a lost answer stores one receipt, not two (DESIGN §5).
 */
export async function uploadReceipt(file: File, idempotencyKey: string, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append(RECEIPT_FIELD, file);
  return (await uploadApi(callRoutes.uploadReceipt, form, onProgress, { 'Idempotency-Key': idempotencyKey })).data;
}

import {
  type AdminCallInput,
  approveAdjustment,
  approveAdjustmentsCall,
  type BulkRowResult,
  listAdjustments,
  rejectAdjustment,
  searchMembers,
} from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';
import { refreshMemberReads } from '../../../lib/member-keys';

export type AdjustmentListInput = AdminCallInput<typeof listAdjustments>;

/** GET /adjustments: one page of adjustments in one state. */
export function useAdjustmentList(input: AdjustmentListInput) {
  return useQuery(adminListQuery(listAdjustments, input));
}

/** A decision changes the queue and, once approved, the member's balance and ledger. */
export function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminListKey(listAdjustments) }),
      queryClient.invalidateQueries({ queryKey: adminListKey(searchMembers) }),
      refreshMemberReads(queryClient),
    ]);
}

/** POST /adjustments/{id}/approve (admins, never the maker), with the attempt's Idempotency-Key. */
export function useApproveAdjustment() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) =>
      callAdmin(approveAdjustment, { params: { id: String(id) }, idempotencyKey: key }),
    onSuccess: refresh,
  });
}

/** POST /adjustments/{id}/reject (admins) with the reason; no points move. */
export function useRejectAdjustment() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminCallInput<typeof rejectAdjustment> }) =>
      callAdmin(rejectAdjustment, { params: { id: String(id) }, input }),
    onSuccess: refresh,
  });
}

/** POST /adjustments/approve: one piece of a selection, each approved on its own under maker-checker. */
export async function approveAdjustments(ids: number[]): Promise<BulkRowResult[]> {
  return (await callAdmin(approveAdjustmentsCall, { input: { ids } })).results;
}

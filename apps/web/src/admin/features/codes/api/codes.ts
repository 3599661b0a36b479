import {
  type AdminCallInput,
  type BulkRowResult,
  createCodeBatchCall,
  createCodeCall,
  disableCodeBatchCall,
  disableCodeCall,
  disableCodesCall,
  enableCodeCall,
  enableCodesCall,
  listCodeBatchesCall,
  listCodesCall,
} from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createAttemptKeys } from '@/lib/attempt-key';
import { callAdmin } from '../../../lib/admin-api';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';

export type CodeListInput = AdminCallInput<typeof listCodesCall>;
export type BatchListInput = AdminCallInput<typeof listCodeBatchesCall>;

/** GET /codes: one page of codes with their uses. */
export function useCodeList(input: CodeListInput) {
  return useQuery(adminListQuery(listCodesCall, input));
}

/** GET /code-batches: one page of batches with how many codes are made and used. */
export function useBatchList(input: BatchListInput) {
  return useQuery(adminListQuery(listCodeBatchesCall, input));
}

/** Reads every page of both lists again after a write (a batch's codes are codes too). */
export function useReloadCodes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminListKey(listCodesCall) }),
      queryClient.invalidateQueries({ queryKey: adminListKey(listCodeBatchesCall) }),
    ]);
}

export function useCreateCode() {
  const reload = useReloadCodes();
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof createCodeCall>) => callAdmin(createCodeCall, { input }),
    onSuccess: reload,
  });
}

export function useDisableCode() {
  const reload = useReloadCodes();
  return useMutation({
    mutationFn: (id: number) => callAdmin(disableCodeCall, { params: { id: String(id) } }),
    onSuccess: reload,
  });
}

/** POST /codes/{id}/enable: undoes a disable (enabling a live code answers it unchanged). */
export function useEnableCode() {
  const reload = useReloadCodes();
  return useMutation({
    mutationFn: (id: number) => callAdmin(enableCodeCall, { params: { id: String(id) } }),
    onSuccess: reload,
  });
}

/** POST /codes/disable: one piece of a selection, each code stopped and audited on its own. */
export async function disableCodes(ids: number[]): Promise<BulkRowResult[]> {
  return (await callAdmin(disableCodesCall, { input: { ids } })).results;
}

/** POST /codes/enable: one piece of a selection, each code enabled again (an enabled one stays as it is). */
export async function enableCodes(ids: number[]): Promise<BulkRowResult[]> {
  return (await callAdmin(enableCodesCall, { input: { ids } })).results;
}

/** POST /code-batches/{id}/disable: stops every code of a batch at once. */
export function useDisableBatch() {
  const reload = useReloadCodes();
  return useMutation({
    mutationFn: (id: number) => callAdmin(disableCodeBatchCall, { params: { id: String(id) } }),
    onSuccess: reload,
  });
}

/**
 * POST /code-batches under an Idempotency-Key (`createAttemptKeys`): every code is worth points, so a
 * retried batch must be answered with the first one, never made twice.
 */
export function useCreateBatch() {
  const reload = useReloadCodes();
  const [attempts] = useState(() => createAttemptKeys());
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof createCodeBatchCall>) =>
      callAdmin(createCodeBatchCall, { input, idempotencyKey: attempts.keyFor(input) }),
    onSuccess: reload,
    onSettled: (_batch, error) => attempts.settle(error ?? undefined),
  });
}

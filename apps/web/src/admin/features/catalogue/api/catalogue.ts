import {
  type AdminCallInput,
  categoryCalls,
  changePrivilegeStockCall,
  createAdminPrivilege,
  createFlashSaleCall,
  deleteFlashSaleCall,
  getAdminPrivilege,
  groupCalls,
  listAdminPrivileges,
  listFlashSales,
  partnerCalls,
  subcategoryCalls,
  updateAdminPrivilege,
} from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminCallKey } from '../../../lib/admin-keys';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';

export type PrivilegeListInput = AdminCallInput<typeof listAdminPrivileges>;

/** GET /privileges: one page of the catalogue as operators filter it. */
export function usePrivilegeList(input: PrivilegeListInput) {
  return useQuery(adminListQuery(listAdminPrivileges, input));
}

/** Every page of the privilege list again after a write (stock, price, flash sale, picture). */
export function useRefreshPrivileges() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminListKey(listAdminPrivileges) });
}

/**
 * GET /privileges/{id}, read now: an edit form adopts the new `revision` after its own picture upload
 * changed the privilege, so saving the form is not refused as someone else's change.
 */
export function useReadPrivilege() {
  const queryClient = useQueryClient();
  return (id: number) =>
    queryClient.fetchQuery({
      queryKey: adminCallKey(getAdminPrivilege, id),
      queryFn: ({ signal }) => callAdmin(getAdminPrivilege, { params: { id: String(id) }, signal }),
      staleTime: 0,
    });
}

export function useCreatePrivilege() {
  const refresh = useRefreshPrivileges();
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof createAdminPrivilege>) => callAdmin(createAdminPrivilege, { input }),
    onSuccess: refresh,
  });
}

export function useUpdatePrivilege(id: number) {
  const refresh = useRefreshPrivileges();
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof updateAdminPrivilege>) =>
      callAdmin(updateAdminPrivilege, { params: { id: String(id) }, input }),
    onSuccess: refresh,
  });
}

/** POST /privileges/{id}/stock with the attempt's Idempotency-Key (DESIGN §11: writes that move stock). */
export function useChangeStock(id: number) {
  const refresh = useRefreshPrivileges();
  return useMutation({
    mutationFn: ({ input, key }: { input: AdminCallInput<typeof changePrivilegeStockCall>; key: string }) =>
      callAdmin(changePrivilegeStockCall, { params: { id: String(id) }, input, idempotencyKey: key }),
    onSuccess: refresh,
  });
}

/** The sales of one privilege; up to 100, more than any privilege holds. */
export function useFlashSales(privilegeId: number) {
  const input = { limit: 100 };
  return useQuery({
    queryKey: [...adminListKey(listFlashSales), privilegeId, input],
    queryFn: ({ signal }) => callAdmin(listFlashSales, { params: { id: String(privilegeId) }, input, signal }),
    staleTime: 0,
  });
}

function useRefreshFlashSales() {
  const queryClient = useQueryClient();
  const refreshPrivileges = useRefreshPrivileges();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminListKey(listFlashSales) }), refreshPrivileges()]);
}

export function useCreateFlashSale(privilegeId: number) {
  const refresh = useRefreshFlashSales();
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof createFlashSaleCall>) =>
      callAdmin(createFlashSaleCall, { params: { id: String(privilegeId) }, input }),
    onSuccess: refresh,
  });
}

export function useDeleteFlashSale() {
  const refresh = useRefreshFlashSales();
  return useMutation({
    mutationFn: (id: number) => callAdmin(deleteFlashSaleCall, { params: { id: String(id) } }),
    onSuccess: refresh,
  });
}

/** The catalogue's reference lists: categories, subcategories, groups, partners. */
export const REFERENCE_CALLS = {
  categories: categoryCalls,
  subcategories: subcategoryCalls,
  groups: groupCalls,
  partners: partnerCalls,
} as const;
export type ReferenceKind = keyof typeof REFERENCE_CALLS;

/** Every entry of a reference list, for the privilege form's and filters' choices (100 a page is plenty). */
export function useReferenceChoices<Kind extends ReferenceKind>(kind: Kind) {
  const list: (typeof REFERENCE_CALLS)[Kind]['list'] = REFERENCE_CALLS[kind].list;
  return useQuery(adminListQuery(list, { limit: 100, sort: 'sort' } as AdminCallInput<typeof list>));
}

export function useReferenceList<Kind extends ReferenceKind>(kind: Kind, input: Record<string, unknown>) {
  return useQuery(adminListQuery(REFERENCE_CALLS[kind].list, input as never));
}

export function useSaveReference(kind: ReferenceKind, id: number | null) {
  const queryClient = useQueryClient();
  const calls = REFERENCE_CALLS[kind];
  return useMutation({
    mutationFn: (input: unknown) =>
      id === null
        ? callAdmin(calls.create, { input: input as never })
        : callAdmin(calls.update, { params: { id: String(id) }, input: input as never }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminListKey(calls.list) }),
        queryClient.invalidateQueries({ queryKey: adminListKey(listAdminPrivileges) }),
      ]),
  });
}

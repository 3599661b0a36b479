import {
  type AdminCallInput,
  createOperator,
  listOperators,
  resendOperatorInvite,
  updateOperator,
} from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';

export type OperatorListInput = AdminCallInput<typeof listOperators>;

/** GET /operators (admins only): one page of operators, deactivated ones included. */
export function useOperatorList(input: OperatorListInput) {
  return useQuery(adminListQuery(listOperators, input));
}

/** POST /operators: the operator is invited by e-mail; then every page of the list again. */
export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof createOperator>) => callAdmin(createOperator, { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey(listOperators) }),
  });
}

/** PUT /operators/{id}: name, role, companies, deactivation; the server keeps the last whole-group admin. */
export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminCallInput<typeof updateOperator> }) =>
      callAdmin(updateOperator, { params: { id: String(id) }, input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey(listOperators) }),
  });
}

/** POST /operators/{id}/invite: a new invitation link (the previous one stops working). */
export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callAdmin(resendOperatorInvite, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey(listOperators) }),
  });
}

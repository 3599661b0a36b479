import { type AdminCallInput, adminAdvanceShipment, listShipments } from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';

export type ShipmentListInput = AdminCallInput<typeof listShipments>;

/** GET /shipments: one page of physical rewards in a step, or all not yet delivered. */
export function useShipmentList(input: ShipmentListInput) {
  return useQuery(adminListQuery(listShipments, input));
}

/** POST /shipments/{redemption_id}/advance, naming the step meant, then every page again. */
export function useAdvanceShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminCallInput<typeof adminAdvanceShipment> }) =>
      callAdmin(adminAdvanceShipment, { params: { redemption_id: String(id) }, input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey(listShipments) }),
  });
}

import {
  type AdminCallInput,
  adminAdvanceShipment,
  advanceShipmentsCall,
  type BulkRowResult,
  importTrackingNumbersCall,
  listShipments,
  type ShipmentNextStep,
  type TrackingLineResult,
} from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';
import { useListRefresh } from '../../../lib/admin-write';

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

/** POST /shipments/advance: one piece of a selection, each row naming the step meant. */
export async function advanceShipments(
  shipments: { redemption_id: number; to: ShipmentNextStep }[],
): Promise<BulkRowResult[]> {
  return (await callAdmin(advanceShipmentsCall, { input: { shipments } })).results;
}

/** POST /shipments/tracking-import: one piece of a carrier's CSV, answered line by line. */
export async function importTrackingNumbers(csv: string): Promise<TrackingLineResult[]> {
  return (await callAdmin(importTrackingNumbersCall, { input: { csv } })).results;
}

/** Every page of the shipments again, after a bulk action or an import. */
export function useShipmentsRefresh() {
  return useListRefresh(listShipments);
}

import { type AdminCallInput, listAudit, listTiersCall, putTierCall } from '@loyalty/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminCallKey } from '../../../lib/admin-keys';
import { adminListKey } from '../../../lib/admin-list';

const tiersKey = adminCallKey(listTiersCall);

/** GET /tiers (admins): the tiers from the lowest up, as stored now. */
export function useTiers() {
  return useQuery(queryOptions({ queryKey: tiersKey, queryFn: ({ signal }) => callAdmin(listTiersCall, { signal }) }));
}

/** PUT /tiers/{code} with the revision the form read; every tier is read again, as its neighbours bound it. */
export function useSaveTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: AdminCallInput<typeof putTierCall> }) =>
      callAdmin(putTierCall, { params: { code }, input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tiersKey }),
        queryClient.invalidateQueries({ queryKey: adminListKey(listAudit) }),
      ]),
  });
}

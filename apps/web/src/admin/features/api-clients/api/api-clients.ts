import {
  type AdminCallInput,
  createApiClient,
  disableApiClient,
  listApiClients,
  rotateApiClientKey,
} from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';

export type ApiClientListInput = AdminCallInput<typeof listApiClients>;

/** GET /api-clients (admins only): one page of the partner systems, disabled ones included. */
export function useApiClientList(input: ApiClientListInput) {
  return useQuery(adminListQuery(listApiClients, input));
}

function useListRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminListKey(listApiClients) });
}

/** POST /api-clients: the new client with its key, shown once. */
export function useCreateApiClient() {
  const refresh = useListRefresh();
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof createApiClient>) => callAdmin(createApiClient, { input }),
    onSuccess: refresh,
  });
}

/** POST /api-clients/{id}/rotate: a new key, shown once; the old one stops at once. */
export function useRotateApiClientKey() {
  const refresh = useListRefresh();
  return useMutation({
    mutationFn: (id: number) => callAdmin(rotateApiClientKey, { params: { id: String(id) }, input: {} }),
    onSuccess: refresh,
  });
}

/** POST /api-clients/{id}/disable: the client's key is refused from now on. */
export function useDisableApiClient() {
  const refresh = useListRefresh();
  return useMutation({
    mutationFn: (id: number) => callAdmin(disableApiClient, { params: { id: String(id) }, input: {} }),
    onSuccess: refresh,
  });
}

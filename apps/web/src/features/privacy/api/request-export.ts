import { callRoutes } from 'virtual:api-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { privacyKeys } from './keys';

/**
 * POST Privacy/RequestExport: asks for a copy of the member's data, once a day. The list is read again so
 * the new request shows, and is watched until its file is ready. The section shows a refusal itself.
 */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(callRoutes.requestExport, {})).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.requests() }),
  });
}

import { callRoutes } from 'virtual:api-calls';
import type { CallInput, updateNotificationPreferences } from '@loyalty/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notificationKeys } from './keys';

export type PreferencesInput = CallInput<typeof updateNotificationPreferences>;

/** GET Notification/GetPreferences: whether LINE messages and e-mails go out besides the inbox. */
export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getNotificationPreferences, {}, { signal })).data,
  });
}

export const usePreferences = () => useQuery(preferencesQueryOptions());

/**
 * POST Notification/UpdatePreferences with both channels, as the call takes them; the answer is what the
 * server now holds, so it replaces the cached preferences. The screen shows a refusal beside the switches.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PreferencesInput) =>
      (await callApi(callRoutes.updateNotificationPreferences, input)).data,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences(), answer),
  });
}

import type { AdminCallContract, AdminCallOutput } from '@loyalty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminCallOptions, callAdmin } from './admin-api';
import { adminListKey } from './admin-list';

/** A back-office write, then every page of the list it changes read again. */
export function useAdminWrite<C extends AdminCallContract>(call: C, list: AdminCallContract) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: AdminCallOptions<C>) =>
      (callAdmin as (call: C, options: AdminCallOptions<C>) => Promise<AdminCallOutput<C>>)(call, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey(list) }),
  });
}

/** Reads every page of a list again, after a change made outside its write calls (an image upload). */
export function useListRefresh(list: AdminCallContract) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminListKey(list) });
}

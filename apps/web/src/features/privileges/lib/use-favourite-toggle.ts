import type { PrivilegeDetail } from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showErrorModal } from '@/components/feedback/error-modal';
import { PRIVILEGE_DETAIL_QUERY_KEY } from '../api/privileges';
import { toggleFavourite } from '../stores/privilege-store';

/**
 * The heart of one privilege on screen (SPEC §4). On the detail the cached detail takes the new state;
 * from the redemption screen (`refetchDetail`) the detail is read again to refresh the heart.
 */
export function useFavouriteToggle({ refetchDetail = false }: { refetchDetail?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useCallback(
    async (privilege: { privilege_id: number; category_id: number }) => {
      try {
        const isFavorite = await toggleFavourite(privilege);
        if (isFavorite === null) return;
        const key = [...PRIVILEGE_DETAIL_QUERY_KEY, privilege.privilege_id];
        if (refetchDetail) {
          await queryClient.invalidateQueries({ queryKey: key });
          return;
        }
        queryClient.setQueriesData<PrivilegeDetail>({ queryKey: key }, (old) =>
          old ? { ...old, is_favorite: isFavorite } : old,
        );
      } catch (error) {
        showErrorModal(error);
      }
    },
    [queryClient, refetchDetail],
  );
}

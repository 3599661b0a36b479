import { callRoutes } from 'virtual:api-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorModal } from '@/components/feedback/error-modal';
import { callApi } from '@/lib/api-client';
import { cardKeys, updateCachedCard } from './card-keys';

/** POST VirtualCard/DeleteVirtualCard: the card leaves every cached list at once. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cardId: number) => {
      await callApi(callRoutes.deleteVirtualCard, { Card_Id: cardId });
      return cardId;
    },
    onSuccess: (cardId) => {
      updateCachedCard(queryClient, cardId, () => null);
      queryClient.removeQueries({ queryKey: cardKeys.detail(cardId) });
    },
    onError: showErrorModal,
  });
}

import { callRoutes } from 'virtual:api-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorModal } from '@/components/feedback/error-modal';
import { callApi } from '@/lib/api-client';
import { cardKeys, updateCachedCard } from './card-keys';

/**
 * POST VirtualCard/UpdateFavVirtualCard. The answer's state goes into every cached copy of the card in
 * place (the card stays under the member's finger); the lists re-sort next time they are opened.
 */
export function useToggleCardFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cardId: number) => (await callApi(callRoutes.updateFavVirtualCard, { Card_Id: cardId })).data,
    onSuccess: (answer) => {
      updateCachedCard(queryClient, answer.card_id, (card) => ({ ...card, is_favorite: answer.is_favorite }));
      void queryClient.invalidateQueries({ queryKey: cardKeys.lists(), refetchType: 'none' });
    },
    onError: showErrorModal,
  });
}

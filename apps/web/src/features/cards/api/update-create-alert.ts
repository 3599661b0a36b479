import { callRoutes } from 'virtual:api-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorModal } from '@/components/feedback/error-modal';
import { callApi } from '@/lib/api-client';
import { updateCachedCard } from './card-keys';

/** POST VirtualCard/UpdateCreateAlert: the member has seen the new-card alert, so it is not raised again. */
export function useAcknowledgeCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cardId: number) => (await callApi(callRoutes.updateCreateAlert, { Card_Id: cardId })).data,
    // Cleared at once, so the alert cannot be raised again while the answer is on its way.
    onMutate: (cardId) => updateCachedCard(queryClient, cardId, (card) => ({ ...card, show_create_alert: false })),
    onSuccess: (answer) => updateCachedCard(queryClient, answer.card_id, (card) => ({ ...card, ...answer })),
    onError: showErrorModal,
  });
}

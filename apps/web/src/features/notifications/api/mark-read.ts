import { callRoutes } from 'virtual:api-calls';
import type { CallInput, MemberNotification, markNotificationRead } from '@loyalty/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorModal } from '@/components/feedback/error-modal';
import { callApi } from '@/lib/api-client';
import type { NotificationPage } from './get-notification-list';
import { notificationKeys } from './keys';

/** One notification (`Notification_Id`) or all of them (`All: true`). */
export type MarkReadInput = CallInput<typeof markNotificationRead>;

/**
 * POST Notification/MarkRead. Its answer is the member's unread count afterwards, so the bell takes it
 * as it is, with no second read; the cached inbox shows the marked notifications read. A refusal shows in
 * the error modal (SPEC §8). Both happen even when the member has already left for the notification's
 * screen.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MarkReadInput) => (await callApi(callRoutes.markNotificationRead, input)).data,
    onSuccess: ({ unread }, input) => {
      queryClient.setQueryData(notificationKeys.unreadCount(), unread);
      const readAt = new Date().toISOString();
      const mark = (notification: MemberNotification) =>
        notification.read_at === null && (input.All || notification.id === input.Notification_Id)
          ? { ...notification, read_at: readAt }
          : notification;
      queryClient.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: notificationKeys.lists() }, (old) =>
        old ? { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.map(mark) })) } : old,
      );
    },
    onError: showErrorModal,
  });
}

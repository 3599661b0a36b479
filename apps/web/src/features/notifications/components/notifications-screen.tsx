import type { MemberNotification } from '@loyalty/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { PagedList } from '@/components/ui/paged-list';
import { notificationListQueryOptions } from '../api/get-notification-list';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

function NotificationsSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="flex animate-pulse flex-col gap-5" aria-busy="true" data-testid="notifications-skeleton">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex gap-3">
          <div className="mt-1 size-2.5 rounded-full bg-ink-100" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-1/2 rounded-full bg-ink-100" />
            <div className="h-3 w-5/6 rounded-full bg-ink-100" />
            <div className="h-3 w-1/4 rounded-full bg-ink-100" />
          </div>
        </div>
      ))}
    </Card>
  );
}

/**
 * notifications (DESIGN §15): the member's inbox, newest first, the next page as its end scrolls into
 * view. Opening an unread notification marks it read; "Mark all as read" clears the bell at once.
 */
export function NotificationsScreen() {
  const { t, i18n } = useTranslation('notifications');
  const list = useInfiniteQuery(notificationListQueryOptions(i18n.language));
  const unreadCount = useUnreadCount();
  const markRead = useMarkRead();
  const shown = list.data?.pages.flatMap((page) => page.items) ?? [];
  // The count may still be on its way, or older than the list: an unread entry in sight is unread too.
  const unread = Math.max(unreadCount.data ?? 0, shown.filter((item) => item.read_at === null).length);

  const open = (notification: MemberNotification) => {
    if (notification.read_at === null) markRead.mutate({ Notification_Id: notification.id });
  };

  return (
    <div className="flex flex-col gap-4">
      {shown.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-ink-700" data-testid="notifications-unread">
            {unread > 0 ? t('unreadSummary', { count: unread }) : t('allRead')}
          </p>
          <Button
            variant="secondary"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ All: true })}
            data-testid="notifications-mark-all"
          >
            {t('markAllRead')}
          </Button>
        </div>
      ) : null}
      <PagedList
        query={list}
        keyOf={(item) => item.id}
        renderItem={(item) => <NotificationItem notification={item} onOpen={open} />}
        emptyText={t('list.empty')}
        skeleton={<NotificationsSkeleton />}
        loadErrorTitle={t('list.loadError')}
        listClassName={cardClasses({ padding: 'none' }, 'divide-y divide-ink-100 overflow-hidden')}
        testId="notification-list"
        showEnd
        endText={t('list.end')}
      />
    </div>
  );
}

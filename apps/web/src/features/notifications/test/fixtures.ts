import type { MemberNotification } from '@loyalty/contracts';

/** An inbox entry as GetNotificationList answers it: unread, leading to the point history (test fixture). */
export function notification(id: number, overrides: Partial<MemberNotification> = {}): MemberNotification {
  return {
    id,
    kind: 'points_earned',
    title: `You earned 80 points (${id})`,
    body: 'Your purchase at Chaba Mart earned 80 points.',
    link_path: '/point-transaction',
    created_at: '2026-11-20T03:05:00.000Z',
    read_at: null,
    ...overrides,
  };
}

export function notificationPage(items: MemberNotification[], page = 1, isLast = true) {
  return { items, page, limit: 20, total: items.length, end_page: isLast };
}

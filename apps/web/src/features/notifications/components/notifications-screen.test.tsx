import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { useScreenStore } from '@/lib/screen-size';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { notification, notificationPage } from '../test/fixtures';

const EMPTY_PAGE = { items: [], page: 1, limit: 20, total: 0, end_page: true };

/** What the point history the first notification leads to reads. */
const POINT_HISTORY_CALLS = {
  'History/GetPointExpireTimeline': () => ok({ items: [], total: 0 }),
  'History/GetPointHistory': () => ok(EMPTY_PAGE),
} as const;

const bodiesOf = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

// The first render would otherwise also pay for transforming the screens' modules, and time out.
beforeAll(async () => {
  await import('@/app/routes/notifications');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

describe('the notifications screen (DESIGN §15)', () => {
  it('lists the inbox newest first with title, body and Bangkok time, the unread ones marked New', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetUnreadCount': () => ok({ count: 1 }),
      'Notification/GetNotificationList': () =>
        ok(notificationPage([notification(2), notification(1, { read_at: '2026-11-20T04:00:00.000Z' })])),
    });
    renderApp('/notifications');
    const [newest, older] = await within(await screen.findByTestId('notification-list')).findAllByTestId(
      'notification',
    );
    expect(newest).toHaveTextContent('You earned 80 points (2)');
    expect(newest).toHaveTextContent('Your purchase at Chaba Mart earned 80 points.');
    expect(newest).toHaveTextContent('20 Nov 2026, 10:05');
    expect(within(newest as HTMLElement).getByTestId('notification-unread')).toHaveTextContent('New');
    expect(newest).toHaveAttribute('href', '/point-transaction');
    expect(within(older as HTMLElement).queryByTestId('notification-unread')).not.toBeInTheDocument();
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('1 unread notification');
    expect(screen.getByTestId('paged-list-end')).toHaveTextContent('No older notifications');
  });

  it('writes the date with the Buddhist-era year in Thai', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetNotificationList': () => ok(notificationPage([notification(1)])),
    });
    await act(() => setLanguage('th'));
    renderApp('/notifications');
    expect(await screen.findByTestId('notification')).toHaveTextContent('20 พ.ย. 2569 10:05');
    expect(screen.getByTestId('notification-unread')).toHaveTextContent('ใหม่');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('การแจ้งเตือน');
  });

  it('says kindly that nothing came yet, with nothing to mark', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetNotificationList': () => ok(EMPTY_PAGE),
    });
    renderApp('/notifications');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(/^No notifications yet\./);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows a failed read with a retry that loads the inbox', async () => {
    let isDown = true;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetNotificationList': () =>
        isDown ? refused(503, 'SERVICE_UNAVAILABLE') : ok(notificationPage([notification(1)])),
    });
    renderApp('/notifications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notifications could not be loaded');
    isDown = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('notification')).toHaveTextContent('You earned 80 points (1)');
  });

  it('loads older notifications on request', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetNotificationList': (_body, url) =>
        url.searchParams.get('page') === '1'
          ? ok(notificationPage([notification(2)], 1, false))
          : ok(notificationPage([notification(1)], 2, true)),
    });
    renderApp('/notifications');
    await userEvent.setup().click(await screen.findByTestId('paged-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
  });

  it('marks a notification read as it opens its screen, and the bell counts one fewer', async () => {
    useScreenStore.setState({ size: 'desktop' });
    const fetchMock = mockApi({
      ...POINT_HISTORY_CALLS,
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetUnreadCount': () => ok({ count: 2 }),
      'Notification/GetNotificationList': () => ok(notificationPage([notification(2), notification(1)])),
      'Notification/MarkRead': () => ok({ unread: 1 }),
    });
    const { router } = renderApp('/notifications');
    const bar = await screen.findByTestId('desktop-bar');
    await within(bar).findByRole('link', { name: 'Notifications, 2 unread' });
    const [newest] = await screen.findAllByTestId('notification');
    await userEvent.setup().click(newest as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/point-transaction'));
    expect(bodiesOf(fetchMock, '/Notification/MarkRead')).toEqual([{ Notification_Id: 2 }]);
    expect(await within(bar).findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks one that leads nowhere read in place, and opens a read one without marking it again', async () => {
    const fetchMock = mockApi({
      ...POINT_HISTORY_CALLS,
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetUnreadCount': () => ok({ count: 1 }),
      'Notification/GetNotificationList': () =>
        ok(
          notificationPage([
            notification(2, { kind: 'broadcast', title: 'Songkran week', link_path: null }),
            notification(1, { read_at: '2026-11-20T04:00:00.000Z' }),
          ]),
        ),
      'Notification/MarkRead': () => ok({ unread: 0 }),
    });
    const { router } = renderApp('/notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Songkran week/ }));
    await waitFor(() => expect(screen.queryByTestId('notification-unread')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/notifications');
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('You are all caught up');

    await user.click(screen.getByRole('link', { name: /You earned 80 points \(1\)/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/point-transaction'));
    expect(bodiesOf(fetchMock, '/Notification/MarkRead')).toEqual([{ Notification_Id: 2 }]);
  });

  it('follows no link that leaves the app', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetNotificationList': () =>
        ok(notificationPage([notification(1, { link_path: '//evil.example/x', title: 'Odd link' })])),
    });
    renderApp('/notifications');
    expect(await screen.findByRole('button', { name: /Odd link/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Odd link/ })).not.toBeInTheDocument();
  });

  it('marks everything read at once, and the bell and the list say so', async () => {
    useScreenStore.setState({ size: 'desktop' });
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetUnreadCount': () => ok({ count: 2 }),
      'Notification/GetNotificationList': () => ok(notificationPage([notification(2), notification(1)])),
      'Notification/MarkRead': () => ok({ unread: 0 }),
    });
    renderApp('/notifications');
    const bar = await screen.findByTestId('desktop-bar');
    await within(bar).findByRole('link', { name: 'Notifications, 2 unread' });
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await userEvent.setup().click(markAll);

    expect(await within(bar).findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/Notification/MarkRead')).toEqual([{ All: true }]);
    expect(screen.queryByTestId('notification-unread')).not.toBeInTheDocument();
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('You are all caught up');
    expect(markAll).toBeDisabled();
  });
});

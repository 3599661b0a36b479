import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { useScreenStore } from '@/lib/screen-size';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

function signInWithUnread(count: number) {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
  return mockApi({
    'Customer/GetCustomerInfo': () => ok(demoCustomer),
    'Notification/GetUnreadCount': () => ok({ count }),
    'Notification/GetPreferences': () => ok({ line: true, email: true }),
  });
}

const calledPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('the inbox bell (DESIGN §15)', () => {
  it('sits in a tab page’s top bar on phones, counting the unread in its badge and its name', async () => {
    signInWithUnread(3);
    renderApp('/profile');
    const bar = await screen.findByTestId('top-bar');
    const bell = await within(bar).findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByTestId('notification-bell-count')).toHaveTextContent('3');
  });

  it('reads its count out in Thai', async () => {
    signInWithUnread(1);
    await act(() => setLanguage('th'));
    renderApp('/profile');
    expect(
      await within(await screen.findByTestId('top-bar')).findByRole('link', {
        name: 'การแจ้งเตือน ยังไม่ได้อ่าน 1 รายการ',
      }),
    ).toHaveAttribute('href', '/notifications');
  });

  it('sits in the desktop bar, and shows no badge when nothing is unread', async () => {
    signInWithUnread(0);
    useScreenStore.setState({ size: 'desktop' });
    renderApp('/profile');
    const bar = await screen.findByTestId('desktop-bar');
    const bell = await within(bar).findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).queryByTestId('notification-bell-count')).not.toBeInTheDocument();
  });

  it('keeps a large count to “99+”, the full number in its name', async () => {
    signInWithUnread(120);
    useScreenStore.setState({ size: 'desktop' });
    renderApp('/profile');
    const bell = await within(await screen.findByTestId('desktop-bar')).findByRole('link', {
      name: 'Notifications, 120 unread',
    });
    expect(within(bell).getByTestId('notification-bell-count')).toHaveTextContent('99+');
  });

  it('stays out of a sub-page’s top bar on phones, whose bar keeps to its title', async () => {
    const fetchMock = signInWithUnread(2);
    renderApp('/edit-profile');
    await screen.findByTestId('top-bar-title');
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('/api/v1/Notification/GetUnreadCount'));
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });

  it('is not there for a visitor, nor for a restricted membership, and their count is never asked for', async () => {
    const fetchMock = mockApi({
      'Banner/GetLandingBanner': () => ok([]),
      'Notification/GetUnreadCount': () => ok({ count: 5 }),
    });
    useScreenStore.setState({ size: 'desktop' });
    const visitor = renderApp('/landing');
    await screen.findByTestId('desktop-bar');
    visitor.unmount();

    window.sessionStorage.setItem('token', tokenWithScope('bcrm-canceled'));
    renderApp('/cancel-membership');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('/api/v1/Notification/GetUnreadCount');
  });
});

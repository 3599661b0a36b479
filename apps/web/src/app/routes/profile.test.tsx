import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

describe('the profile page', () => {
  it('shows the member from GetCustomerInfo', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer) });
    renderApp('/profile');
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Khun Somchai Jaidee');
    const row = (key: string) => within(screen.getByTestId(`profile-${key}`));
    expect(row('member-id').getByText('M000123')).toBeInTheDocument();
    expect(row('tier').getByText('Gold')).toBeInTheDocument();
    const tierStatus = within(screen.getByRole('region', { name: 'Tier status' }));
    expect(tierStatus.getByText('Spend ฿12,300 by 31 Dec 2027 to keep Gold')).toBeInTheDocument();
    expect(tierStatus.getByText('Spend ฿100,000 more to reach Platinum')).toBeInTheDocument();
    expect(tierStatus.getAllByRole('progressbar')).toHaveLength(2);
    expect(row('spending').getByText(`฿${demoCustomer.spending.toLocaleString('en-US')}`)).toBeInTheDocument();
    expect(row('points').getByText('12,000')).toBeInTheDocument();
    expect(row('email').getByText('demo@example.com')).toBeInTheDocument();
    expect(row('mobile').getByText('Not provided')).toBeInTheDocument();
  });

  it('lists the everyday rows with chevrons, and ending the membership apart from them, after log-out', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer) });
    renderApp('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Profile menu' });
    const rows = within(menu).getAllByRole('link');
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.querySelector('svg')).not.toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Cancel membership' })).toBeNull();
    const cancel = screen.getByRole('link', { name: 'Cancel membership' });
    expect(cancel).toHaveAttribute('href', '/cancel-membership');
    expect(screen.getByTestId('profile-logout').compareDocumentPosition(cancel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('puts the details and the menu in two columns from tablet on, the log-out sized to its words (issue 34)', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer) });
    renderApp('/profile');
    await screen.findByTestId('profile-name');
    const columns = screen.getByTestId('profile-columns');
    expect(columns).toHaveClass('tablet:grid-cols-2');
    const [details, menu] = Array.from(columns.children);
    expect(within(details as HTMLElement).getByTestId('profile-name')).toBeInTheDocument();
    expect(within(menu as HTMLElement).getByRole('navigation', { name: 'Profile menu' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-logout')).toHaveClass('tablet:self-start');
    expect(screen.getByRole('heading', { level: 1 }).closest('section')).toHaveClass('desktop:max-w-6xl');
  });

  it('opens the error modal when GetCustomerInfo fails, the retry behind it (SPEC §8)', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => refused(503, 'SERVICE_UNAVAILABLE'),
      'Notification/GetPreferences': () => ok({ line: true, email: false }),
    });
    renderApp('/profile');
    const dialog = await screen.findByRole('dialog', { name: 'Sorry' });
    expect(dialog).toHaveTextContent('The service is temporarily unavailable.');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your membership');
  });

  it('logs out: revokes the session, keeps only the app version and goes to landing', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    window.localStorage.setItem('appVersion', '2.0.4');
    window.localStorage.setItem('from', 'profile');
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'authentication/Logout': () => ok(null),
      'Banner/GetLandingBanner': () => ok([]),
    });
    const { router } = renderApp('/profile');
    await userEvent.setup().click(await screen.findByTestId('profile-logout'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/authentication/Logout')).toBe(true);
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('appVersion')).toBe('2.0.4');
    expect(window.localStorage.getItem('from')).toBeNull();
  });
});

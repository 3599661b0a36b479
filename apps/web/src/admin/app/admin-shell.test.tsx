import { ADMIN_TOKEN_KEY } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, NO_QUEUES, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../test/render-admin';

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Back-office areas' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the console shell', () => {
  it('shows an admin every built area and opens on the dashboard', async () => {
    mockAdminApi({ ...signInAs(operatorOf('admin')), 'GET /dashboard': () => refused(503, 'SERVICE_UNAVAILABLE') });
    const { router } = renderAdmin('/admin');
    expect(await navLinks()).toEqual([
      'Dashboard',
      'Members',
      'Point adjustments',
      'Receipts',
      'Shipments',
      'Catalogue',
      'Counter',
      'Till',
      'Campaigns',
      'Broadcasts',
      'Codes',
      'Code batches',
      'Card templates',
      'Bulk imports',
      'Privacy requests',
      'Exports',
      'Banners',
      'Articles',
      'Companies and brands',
      'Programme rules',
      'Consent documents',
      'Tier thresholds',
      'Operators',
      'API clients',
      'Audit log',
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('counts the work waiting beside the areas that hold it, in words for a screen reader', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /queues': () =>
        ok({
          ...NO_QUEUES,
          receipts_pending: 1205,
          campaigns_pending_approval: 1,
          broadcasts_pending_approval: 2,
          privacy_requests_late: 0,
        }),
      'GET /dashboard': () => refused(503, 'SERVICE_UNAVAILABLE'),
    });
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Back-office areas' });
    expect(await within(nav).findByRole('link', { name: 'Receipts, 1205 waiting' })).toHaveTextContent('Receipts1,205');
    expect(within(nav).getByRole('link', { name: 'Campaigns, 1 waiting' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Broadcasts, 2 waiting' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Point adjustments' })).toBeInTheDocument();
    expect(within(nav).getAllByTestId('nav-queue')).toHaveLength(3);
  });

  it('folds the navigation under a menu button a phone opens, and closes it once an area is chosen', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /dashboard': () => refused(503, 'SERVICE_UNAVAILABLE'),
      'GET /audit': () => page([]),
    });
    const { router } = renderAdmin('/admin');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('navigation', { name: 'Back-office areas' }),
    );
    const user = userEvent.setup();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides admin-only areas from staff and opens the dashboard for them too', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /dashboard': () => refused(503, 'SERVICE_UNAVAILABLE') });
    const { router } = renderAdmin('/admin');
    expect(await navLinks()).toEqual([
      'Dashboard',
      'Members',
      'Point adjustments',
      'Receipts',
      'Shipments',
      'Catalogue',
      'Counter',
      'Till',
      'Campaigns',
      'Broadcasts',
      'Codes',
      'Code batches',
      'Card templates',
      'Privacy requests',
      'Exports',
      'Banners',
      'Articles',
      'Companies and brands',
      'Programme rules',
      'Consent documents',
      'Audit log',
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(screen.getByTestId('admin-operator')).toHaveTextContent('Sam Staff (Staff)');
  });

  it('tells staff who follow a link to an admin-only area that it is not for their role, without calling it', async () => {
    const fetchMock = mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /receipts': () => page([]) });
    renderAdmin('/admin/operators');
    expect(await screen.findByRole('heading', { name: 'Not open to your role' })).toBeInTheDocument();
    // The shell reads who is signed in and the menu's counts (which may still be on its way when the
    // heading shows, on a busy machine); the admin-only area's call is never made.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
        '/api/admin/v1/auth/me',
        '/api/admin/v1/queues',
      ]),
    );
  });

  it('keeps the team from an admin limited to companies, who could lift their own limit there (decision 063)', async () => {
    const limited = operatorOf('admin', { company_ids: [5] });
    const fetchMock = mockAdminApi({
      ...signInAs(limited),
      'GET /dashboard': () => refused(503, 'SERVICE_UNAVAILABLE'),
    });
    const { router } = renderAdmin('/admin');
    const links = await navLinks();
    expect(links).not.toContain('Operators');
    expect(links).toEqual(expect.arrayContaining(['Catalogue', 'Codes', 'Card templates', 'API clients']));
    await act(() => router.navigate('/admin/operators'));
    expect(await screen.findByRole('heading', { name: 'Not open to your role' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/v1/operators');
  });

  it('shows content the catalogue, codes, cards and content areas, and opens on the catalogue', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('content')),
      'GET /privileges': () => page([]),
      'GET /categories': () => page([]),
      'GET /subcategories': () => page([]),
      'GET /groups': () => page([]),
      'GET /partners': () => page([]),
    });
    const { router } = renderAdmin('/admin');
    expect(await navLinks()).toEqual([
      'Catalogue',
      'Codes',
      'Code batches',
      'Card templates',
      'Bulk imports',
      'Banners',
      'Articles',
      'Companies and brands',
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogue'));
    expect(screen.getByTestId('admin-operator')).toHaveTextContent('Cora Content (Content)');
  });

  it('shows a cashier the counter and the till only, opens on the counter, and keeps members closed', async () => {
    const fetchMock = mockAdminApi(signInAs(operatorOf('cashier')));
    const { router } = renderAdmin('/admin');
    expect(await navLinks()).toEqual(['Counter', 'Till']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/counter'));
    await act(() => router.navigate('/admin/members'));
    expect(await screen.findByRole('heading', { name: 'Not open to your role' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/admin/v1/auth/me']);
  });

  it('switches the console to Thai from the top bar', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /audit': () => page([]) });
    renderAdmin('/admin/audit');
    await screen.findByTestId('admin-operator');
    await userEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('navigation', { name: 'ส่วนต่าง ๆ ของระบบหลังบ้าน' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('th');
  });

  it('signs out: the server revokes the token, the console forgets it and shows sign-in', async () => {
    const fetchMock = mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /audit': () => page([]),
      'POST /auth/logout': () => ok(null),
    });
    const { router } = renderAdmin('/admin/audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/v1/auth/logout')).toBe(true);
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('sends an operator whose session ended mid-work to sign-in, to come back to the same page', async () => {
    let isRevoked = false;
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /audit': () => (isRevoked ? refused(401, 'TOKEN_EXPIRED') : page([])),
    });
    const { router } = renderAdmin('/admin/audit');
    await screen.findByTestId('table-empty');
    isRevoked = true;
    await act(() => router.navigate('/admin/audit?entity=member'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
    expect(await screen.findByTestId('session-ended')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/audit?entity=member');
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('shows the operator a retry when their account cannot be read for another reason', async () => {
    let isDown = true;
    mockAdminApi({
      'GET /auth/me': () => (isDown ? refused(503, 'SERVICE_UNAVAILABLE') : ok(operatorOf('staff'))),
      'GET /audit': () => page([]),
    });
    signInAs(operatorOf('staff'));
    renderAdmin('/admin/audit');
    expect(await screen.findByText('Your operator account could not be loaded.')).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('admin-operator')).toHaveTextContent('Sam Staff');
  });

  it('answers an unknown console path with its own not-found page', async () => {
    mockAdminApi({ ...signInAs(operatorOf('admin')), 'GET /receipts': () => page([]) });
    renderAdmin('/admin/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

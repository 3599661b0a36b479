import type { Redemption } from '@loyalty/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const base: Redemption = {
  redemption_id: 1,
  privilege_id: 11,
  category_id: 2,
  kind: 'ecoupon',
  title: 'Free latte',
  partner_name: 'Chaba Café',
  image_url: '/latte.svg',
  points_spent: 300,
  state: 'active',
  coupon_code: 'CR7K2M9Q4X',
  partner_code: null,
  expires_at: '2026-12-31T16:59:59.000Z',
  used_at: null,
  used_store: null,
  redeemed_at: '2026-11-22T03:00:00.000Z',
};
const page = (items: Redemption[], pageNo = 1, endPage = true) => ({
  items,
  page: pageNo,
  limit: 20,
  total: items.length,
  end_page: endPage,
});
const lamp = { ...base, redemption_id: 2, kind: 'physical' as const, title: 'Desk lamp', state: 'shipped' as const };

beforeAll(async () => {
  await import('@/app/routes/history');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

describe('the history screen (issue 34: one list a member understands)', () => {
  it('lists every redemption first, coupons and rewards in one list, linking coupons to redemption/:id and rewards to tracking-status/:id', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'History/GetRedemptionHistory': () => ok(page([base, lamp])),
    });
    renderApp('/history');
    expect(await screen.findByTestId('history-item-1')).toHaveAttribute('href', '/redemption/1');
    expect(screen.getByTestId('history-item-2')).toHaveAttribute('href', '/tracking-status/2');
    expect(screen.getByTestId('history-item-2')).toHaveTextContent('Shipped');
    expect(screen.getByRole('heading', { name: 'Your rewards and coupons' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    // No tabs: redemptions and coupons are one list, and points have their own page.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'All',
      'Ready to use',
      'Used',
      'Expired',
    ]);
  });

  it('pages on: the next page is asked for and appended', async () => {
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'History/GetRedemptionHistory': (_body, url) =>
        url.searchParams.get('page') === '2' ? ok(page([lamp], 2, true)) : ok(page([base], 1, false)),
    });
    renderApp('/history');
    const user = userEvent.setup();
    await screen.findByTestId('history-item-1');
    // jsdom has no IntersectionObserver: the list offers a button instead of scrolling.
    await user.click(screen.getByTestId('paged-list-more'));
    expect(await screen.findByTestId('history-item-2')).toBeInTheDocument();
    const pages = fetchMock.mock.calls
      .filter(([url]) => String(url).includes('GetRedemptionHistory'))
      .map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('filters the one list by where each reward stands, with the filter in the address', async () => {
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'History/GetRedemptionHistory': () => ok(page([])),
      'History/GetPrivilegeHistory': () => ok(page([{ ...base, state: 'used', used_at: '2026-11-22T05:00:00.000Z' }])),
      'History/GetCouponHistory': (_body, url) =>
        url.searchParams.get('State') === 'expired' ? ok(page([])) : ok(page([base])),
    });
    const { router } = renderApp('/history');
    const user = userEvent.setup();
    expect(await screen.findByText('You have not redeemed anything yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Ready to use' }));
    await waitFor(() => expect(screen.getByTestId('history-item-1')).toHaveTextContent('Ready to use'));
    expect(router.state.location.search).toBe('?state=active');
    await user.click(screen.getByRole('radio', { name: 'Used' }));
    await waitFor(() => expect(screen.getByTestId('history-item-1')).toHaveTextContent(/Used .*2026/));
    await user.click(screen.getByRole('radio', { name: 'Expired' }));
    expect(await screen.findByText('No expired coupons.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=expired');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const states = fetchMock.mock.calls
      .filter(([url]) => String(url).includes('GetCouponHistory'))
      .map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('State'));
    expect(states).toEqual(['active', 'expired']);
  });

  it('links to the point history instead of repeating it', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'History/GetRedemptionHistory': () => ok(page([])),
    });
    renderApp('/history');
    expect(await screen.findByTestId('history-points-link')).toHaveAttribute('href', '/point-transaction');
    expect(screen.getByTestId('history-points-link')).toHaveTextContent('Open point history');
  });

  it.each([
    ['?tab=redemptions', 'All', 'GetRedemptionHistory'],
    ['?tab=privileges', 'Used', 'GetPrivilegeHistory'],
    ['?tab=coupons', 'Ready to use', 'GetCouponHistory'],
    ['?tab=coupons&state=expired', 'Expired', 'GetCouponHistory'],
  ])('opens an address of the old tabs (%s) on the same list', async (search, filter, call) => {
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'History/GetRedemptionHistory': () => ok(page([base])),
      'History/GetPrivilegeHistory': () => ok(page([base])),
      'History/GetCouponHistory': () => ok(page([base])),
    });
    renderApp(`/history${search}`);
    await screen.findByTestId('history-item-1');
    expect(screen.getByRole('radio', { name: filter })).toBeChecked();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(call))).toBe(true);
  });

  it('sends the old points tab to the point history', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'History/GetPointExpireTimeline': () => ok({ items: [], total: 0 }),
      'History/GetPointHistory': () => ok({ items: [], page: 1, limit: 20, total: 0, end_page: true }),
    });
    const { router } = renderApp('/history?tab=points');
    await waitFor(() => expect(router.state.location.pathname).toBe('/point-transaction'));
  });
});

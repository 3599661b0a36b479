import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

beforeAll(async () => {
  await import('@/app/routes/home');
});

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

function homeOf(customer: typeof demoCustomer) {
  mockApi({
    'Customer/GetCustomerInfo': () => ok(customer),
    'Banner/GetLandingBanner': () => ok([]),
    'Banner/GetHomeBanner': () => ok([]),
  });
  renderApp('/home');
}

describe('home’s tier progress (issue 34, DESIGN §14)', () => {
  it('draws the spending so far towards the next tier as a bar', async () => {
    homeOf({ ...demoCustomer, spending: 50_000, spend_to_next_tier: 100_000 });
    const bar = await screen.findByRole('progressbar', { name: 'Progress to the next tier' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
  });

  it('says what keeps the tier held, by when, with its own bar on the points card', async () => {
    homeOf(demoCustomer);
    const card = await screen.findByRole('region', { name: 'Point balance' });
    expect(within(card).getByText('Spend ฿12,300 by 31 Dec 2027 to keep Gold')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Progress to keeping Gold' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
  });

  it('draws no bar at the top tier, where the note says so', async () => {
    homeOf({
      ...demoCustomer,
      spend_to_next_tier: null,
      member_tier_criteria: 'You are at our highest tier, Platinum. Enjoy every privilege!',
    });
    await screen.findByText(/highest tier/);
    expect(screen.queryByTestId('tier-next-progress')).not.toBeInTheDocument();
  });
});

describe('home on wide screens (issue 34)', () => {
  it('stacks two columns from tablet on, each without waiting for the other, keeping the phone’s order in between', async () => {
    homeOf(demoCustomer);
    const columns = await screen.findByTestId('home-columns');
    expect(columns).toHaveClass('tablet:grid-cols-2');
    const [start, end] = Array.from(columns.children);
    await within(start as HTMLElement).findByRole('region', { name: 'Point balance' });
    expect(within(end as HTMLElement).getByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument();
    // On a phone the columns dissolve and each block takes its place by `order`: points, then the shortcuts.
    expect(start).toHaveClass('contents');
    const orders = (column: Element) =>
      Array.from(column.children).map((block) => block.className.match(/order-\d/)?.[0]);
    expect([...orders(start as Element), ...orders(end as Element)]).toEqual([
      'order-1',
      'order-3',
      'order-4',
      'order-6',
      'order-2',
      'order-5',
    ]);
  });

  it('keeps the member code and shortcuts when the member’s figures cannot be read', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => refused(503, 'SERVICE_UNAVAILABLE'),
      'Banner/GetLandingBanner': () => ok([]),
      'Banner/GetHomeBanner': () => ok([]),
    });
    renderApp('/home');
    expect(await screen.findByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
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
  it('sets the points card beside the member code and shortcuts from tablet on', async () => {
    homeOf(demoCustomer);
    const [card, actions] = Array.from((await screen.findByTestId('home-overview-columns')).children);
    expect(card).toHaveAttribute('aria-labelledby', 'home-points-label');
    expect(actions?.querySelector('nav')).toHaveAccessibleName('Shortcuts');
    expect(screen.getByTestId('home-overview-columns')).toHaveClass('tablet:grid-cols-2');
  });
});

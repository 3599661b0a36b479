import type { Redemption } from '@loyalty/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const lamp: Redemption = {
  redemption_id: 2,
  privilege_id: 12,
  category_id: 3,
  kind: 'physical',
  title: 'Desk lamp',
  partner_name: 'Chaba Home',
  image_url: '/lamp.svg',
  points_spent: 2_000,
  state: 'shipped',
  coupon_code: 'OR4F8H2J6K',
  partner_code: null,
  expires_at: null,
  used_at: null,
  used_store: null,
  redeemed_at: '2026-11-20T03:00:00.000Z',
};

beforeAll(async () => {
  await import('@/app/routes/history');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

describe('the tracking status screen', () => {
  it('shows the four steps with dates for those done, the carrier, tracking number and address', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'History/GetTrackingStatus': () =>
        ok({
          redemption: lamp,
          steps: [
            { step: 'ordered', done: true, at: '2026-11-20T03:00:00.000Z' },
            { step: 'packed', done: true, at: '2026-11-20T09:00:00.000Z' },
            { step: 'shipped', done: true, at: '2026-11-21T02:00:00.000Z' },
            { step: 'delivered', done: false, at: null },
          ],
          carrier: 'Thailand Post',
          tracking_no: 'EF123456789TH',
          shipping_address: 'Somchai Jaidee, 99 Sukhumvit Rd, Bangkok 10110',
        }),
    });
    renderApp('/tracking-status/2');
    expect(await screen.findByTestId('tracking-title')).toHaveTextContent('Desk lamp');
    // The steps' own list: the bottom navigation's tabs are list items too once the profile has loaded.
    const steps = within(screen.getByTestId('tracking-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-done'))).toEqual(['true', 'true', 'true', 'false']);
    expect(screen.getByTestId('tracking-step-shipped')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('tracking-step-shipped')).toHaveTextContent(/Shipped.*2026/);
    expect(screen.getByTestId('tracking-step-delivered')).toHaveTextContent('Not yet');
    expect(screen.getByTestId('tracking-carrier')).toHaveTextContent('Thailand Post');
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('EF123456789TH');
    expect(screen.getByTestId('tracking-order')).toHaveTextContent('OR4F8H2J6K');
    expect(screen.getByTestId('tracking-address')).toHaveTextContent('99 Sukhumvit Rd');
  });

  it('says the reward is not shipped yet while there is no carrier', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'History/GetTrackingStatus': () =>
        ok({
          redemption: { ...lamp, state: 'ordered' },
          steps: [
            { step: 'ordered', done: true, at: '2026-11-20T03:00:00.000Z' },
            { step: 'packed', done: false, at: null },
            { step: 'shipped', done: false, at: null },
            { step: 'delivered', done: false, at: null },
          ],
          carrier: null,
          tracking_no: null,
          shipping_address: 'Somchai Jaidee, 99 Sukhumvit Rd, Bangkok 10110',
        }),
    });
    renderApp('/tracking-status/2');
    expect(await screen.findByTestId('tracking-carrier')).toHaveTextContent('Not shipped yet');
    expect(screen.getByTestId('tracking-step-ordered')).toHaveAttribute('aria-current', 'step');
  });

  it('offers a retry when the status cannot be loaded', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'History/GetTrackingStatus': () => refused(404, 'NOT_FOUND'),
    });
    renderApp('/tracking-status/2');
    expect(await screen.findByText('The delivery status could not be loaded.')).toBeInTheDocument();
  });
});

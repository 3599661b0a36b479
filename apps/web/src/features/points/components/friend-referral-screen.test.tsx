import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const referral = {
  referral_code: 'CR00000001',
  referral_link: 'http://localhost/landing?ref=CR00000001',
  friends_joined: 3,
  points_earned: 150,
  reward_referrer: 50,
  reward_referee: 20,
};

// The first render would otherwise also pay for transforming the screens' modules, and time out.
beforeAll(async () => {
  await import('@/app/routes/points');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'share');
});

describe('the friend-ref-code screen', () => {
  it('shows the code, the invite link as a QR image, friends joined, points earned and the rewards', async () => {
    mockApi({ 'Point/GetFriendReferral': () => ok(referral) });
    renderApp('/friend-ref-code');
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('CR00000001');
    expect(screen.queryByText(referral.referral_link)).not.toBeInTheDocument();
    expect(within(screen.getByTestId('referral-friends')).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByTestId('referral-points')).getByText('150')).toBeInTheDocument();
    const rewards = screen.getByTestId('referral-rewards');
    expect(rewards).toHaveTextContent('You get 50 points for every friend');
    expect(rewards).toHaveTextContent('Your friend gets 20 points when they join.');
    const qr = await screen.findByTestId('referral-qr');
    expect(qr).toHaveAttribute('alt', 'QR code of the invite link with code CR00000001');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('copies the code and says so', async () => {
    mockApi({ 'Point/GetFriendReferral': () => ok(referral) });
    renderApp('/friend-ref-code');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('referral-copy'));
    expect(await navigator.clipboard.readText()).toBe('CR00000001');
    expect(screen.getByTestId('referral-feedback')).toHaveTextContent('Your referral code was copied.');
    expect(screen.getByTestId('referral-copy')).toHaveTextContent('Copied');
  });

  it('shares through the device’s share sheet where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
    mockApi({ 'Point/GetFriendReferral': () => ok(referral) });
    renderApp('/friend-ref-code');
    await userEvent.setup().click(await screen.findByTestId('referral-share'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      text: 'Join Chaba Rewards with my code CR00000001 and get 20 bonus points:',
      url: referral.referral_link,
    });
    expect(await screen.findByTestId('referral-feedback')).toHaveTextContent('Your invite was shared.');
  });

  it('copies the invite link when there is no share sheet', async () => {
    mockApi({ 'Point/GetFriendReferral': () => ok(referral) });
    renderApp('/friend-ref-code');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('referral-share'));
    expect(await screen.findByTestId('referral-feedback')).toHaveTextContent('Your invite link was copied.');
    expect(await navigator.clipboard.readText()).toBe(referral.referral_link);
  });

  it('copies the invite link from under its QR code, without printing it', async () => {
    mockApi({ 'Point/GetFriendReferral': () => ok(referral) });
    renderApp('/friend-ref-code');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy invite link' }));
    expect(await navigator.clipboard.readText()).toBe(referral.referral_link);
    expect(screen.getByTestId('referral-feedback')).toHaveTextContent('Your invite link was copied.');
  });

  it('shows a failed load with a retry', async () => {
    let isDown = true;
    mockApi({ 'Point/GetFriendReferral': () => (isDown ? refused(503, 'SERVICE_UNAVAILABLE') : ok(referral)) });
    renderApp('/friend-ref-code');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('We could not load your referral code');
    isDown = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('CR00000001');
  });
});

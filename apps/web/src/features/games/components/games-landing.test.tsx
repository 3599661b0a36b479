import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const SHARED = '/games-landing?game=lucky-spin&ref=CR12345678';

beforeAll(async () => {
  // The screen is a lazy chunk in the app; loading it once here keeps the first test's timing like the rest.
  await import('./games-landing-screen');
});

describe('games-landing (DESIGN §12)', () => {
  it('shows the shared game’s title and art and the code it was shared with, in the member’s language', async () => {
    renderApp(SHARED);
    expect(await screen.findByTestId('game-title')).toHaveTextContent('Lucky Spin');
    expect(screen.getByTestId('games-landing').querySelector('img')).toHaveAttribute(
      'src',
      '/media/games/lucky-spin.svg',
    );
    expect(screen.getByTestId('game-invited-by')).toHaveTextContent('Invited by a friend with code CR12345678');
    expect(window.localStorage.getItem('game')).toBe('lucky-spin');
    expect(window.localStorage.getItem('ref')).toBe('CR12345678');
    await act(() => setLanguage('th'));
    expect(await screen.findByText('หมุนวงล้อนำโชค')).toBeInTheDocument();
  });

  it('invites in general for a game it does not know, and shows no code that is not one', async () => {
    renderApp('/games-landing?game=pinball-9000&ref=<b>hi</b>');
    expect(await screen.findByTestId('game-title')).toHaveTextContent('Play and win with Chaba Rewards');
    expect(screen.getByTestId('games-landing').querySelector('img')).toHaveAttribute(
      'src',
      '/media/games/invitation.svg',
    );
    expect(screen.queryByTestId('game-invited-by')).not.toBeInTheDocument();
  });

  it('brings the member back to the shared game after logging in', async () => {
    const memberToken = tokenWithScope('bcrm-member');
    mockApi({
      'authentication/CheckUserEmail': () => ok({ is_registered: true, is_set_password: true }),
      'authentication/LoginEmail': () =>
        ok({ token: memberToken, scope: 'bcrm-member', expires_at: '2030-01-01T00:00:00.000Z' }),
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
    });
    const user = userEvent.setup();
    const { router } = renderApp(SHARED);
    await user.click(await screen.findByTestId('game-login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-type'));
    expect(window.localStorage.getItem('path')).toBe(SHARED);

    await act(() => router.navigate('/login'));
    await user.type(await screen.findByLabelText('E-mail or mobile number'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(SHARED));
    expect(await screen.findByRole('link', { name: 'Collect points' })).toHaveAttribute('href', '/collect-point');
    expect(screen.getByRole('link', { name: 'See privileges' })).toHaveAttribute('href', '/privilege');
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/friend-ref-code');
    expect(window.localStorage.getItem('path')).toBeNull();
  });
});

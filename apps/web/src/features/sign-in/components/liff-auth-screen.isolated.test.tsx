import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRegistrationDraftStore } from '@/lib/registration-draft-store';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { deepLinkOf } from '../lib/liff-login';

const liff = vi.hoisted(() => ({ idToken: 'mock-id-token', deepLink: null as string | null }));
vi.mock('../lib/liff-login', async (original) => ({
  ...(await original<typeof import('../lib/liff-login')>()),
  loginWithLiff: async () => ({ idToken: liff.idToken, deepLink: liff.deepLink }),
}));

// Reset before each test: after one, its screen is still mounted until the shared clean-up unmounts it.
beforeEach(() => useRegistrationDraftStore.setState(useRegistrationDraftStore.getInitialState()));

describe('liff-auth', () => {
  it('signs a LINE member in with the ID token and follows the deep link', async () => {
    liff.deepLink = '/profile';
    let query = '';
    mockApi({
      'authentication/LoginLiff': (_body, url) => {
        query = url.search;
        return ok({
          token: tokenWithScope('bcrm-member'),
          scope: 'bcrm-member',
          expires_at: '2030-01-01T00:00:00.000Z',
        });
      },
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
    });
    const { router } = renderApp('/liff-auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(query).toBe('?Id_Token=mock-id-token');
  });

  it('sends a LINE user without a membership on to registration', async () => {
    liff.deepLink = null;
    mockApi({
      'authentication/LoginLiff': () =>
        ok({ token: tokenWithScope('bcrm-register'), scope: 'bcrm-register', expires_at: '2030-01-01T00:00:00.000Z' }),
    });
    const { router } = renderApp('/liff-auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone'));
    expect(useRegistrationDraftStore.getState().mbkType).toBe('line');
  });

  it('shows a refused LINE token and offers the password log-in', async () => {
    mockApi({
      'authentication/LoginLiff': () => ({
        status: 400,
        body: { status: 'error', http_status: 400, code: 'LINE_TOKEN_INVALID', message: 'x', message_th: 'x' },
      }),
    });
    renderApp('/liff-auth');
    // The error texts load with the first error (lib/error-message.ts); the server's words stand in meanwhile.
    await waitFor(() =>
      expect(screen.getByTestId('liff-error')).toHaveTextContent('We could not confirm your LINE login.'),
    );
  });

  it('follows only same-site deep links', () => {
    expect(deepLinkOf('https://x.test/liff-auth?liff.state=%2Fprivilege-detail%2F5')).toBe('/privilege-detail/5');
    expect(deepLinkOf('https://x.test/liff-auth?liff.state=%2F%2Fevil.test')).toBeNull();
    expect(deepLinkOf('https://x.test/liff-auth')).toBeNull();
  });
});

import { FIELD_MESSAGES } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refusedField, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const memberToken = tokenWithScope('bcrm-member');

async function fillAndSubmit(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail or mobile number'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page', () => {
  it('checks the e-mail, logs in, stores the token and greets the member on home', async () => {
    const fetchMock = mockApi({
      'authentication/CheckUserEmail': () => ok({ is_registered: true, is_set_password: true }),
      'authentication/LoginEmail': () =>
        ok({ token: memberToken, scope: 'bcrm-member', expires_at: '2030-01-01T00:00:00.000Z' }),
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
    });
    const { router } = renderApp('/login');
    await fillAndSubmit('Demo@Example.com', 'Demo1234!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(window.sessionStorage.getItem('token')).toBe(memberToken);
    expect(await screen.findByTestId('home-greeting')).toHaveTextContent('Hello, Khun Somchai');
    expect(screen.getByTestId('home-points')).toHaveTextContent('12,000');
    expect(screen.getByTestId('home-tier')).toHaveTextContent('Gold');

    const calls = fetchMock.mock.calls.map(([url, init]) => [String(url), init?.body]);
    expect(calls[0]).toEqual(['/api/v1/authentication/CheckUserEmail', '{"Email":"demo@example.com"}']);
    expect(calls[1]).toEqual([
      '/api/v1/authentication/LoginEmail',
      '{"Email":"demo@example.com","Password":"Demo1234!"}',
    ]);
  });

  it('logs a mobile number straight in with LoginEmail', async () => {
    const fetchMock = mockApi({
      'authentication/LoginEmail': () =>
        ok({ token: memberToken, scope: 'bcrm-member', expires_at: '2030-01-01T00:00:00.000Z' }),
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
    });
    const { router } = renderApp('/login');
    await fillAndSubmit('0812345678', 'Demo1234!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/authentication/LoginEmail');
  });

  it('shows a refused log-in in the current language and stays on the page', async () => {
    mockApi({
      'authentication/CheckUserEmail': () => ok({ is_registered: true, is_set_password: true }),
      'authentication/LoginEmail': () => ({
        status: 401,
        body: {
          status: 'error',
          http_status: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'The e-mail or password is incorrect.',
          message_th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
        },
      }),
    });
    window.localStorage.setItem('ref', 'kept');
    const { router } = renderApp('/login');
    await fillAndSubmit('demo@example.com', 'wrong');
    expect(await screen.findByTestId('login-notice')).toHaveTextContent('The e-mail or password is incorrect.');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('ref')).toBe('kept');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('tells a visitor whose e-mail is not a member to register', async () => {
    mockApi({ 'authentication/CheckUserEmail': () => ok({ is_registered: false, is_set_password: false }) });
    renderApp('/login');
    await fillAndSubmit('new@example.com', 'whatever');
    expect(await screen.findByTestId('login-notice')).toHaveTextContent('No membership uses this e-mail yet.');
  });

  it('shows the server’s field error under its field, in English and in Thai', async () => {
    mockApi({ 'authentication/LoginEmail': () => refusedField('Password', 'controlCharacters') });
    renderApp('/login');
    await fillAndSubmit('0812345678', 'Demo1234!');

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(FIELD_MESSAGES.controlCharacters.en));
    await act(() => setLanguage('th'));
    expect(password).toHaveAccessibleDescription(FIELD_MESSAGES.controlCharacters.th);
    expect(screen.queryByTestId('login-notice')).not.toBeInTheDocument();
  });

  it('explains what is missing before calling the server', async () => {
    const fetchMock = mockApi({});
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail or mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail or mobile number'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/Enter a valid e-mail or a Thai mobile number/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { ADMIN_TOKEN_KEY, ERRORS } from '@loyalty/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin } from '../../../test/render-admin';

const admin = operatorOf('admin');
const session = (operator = admin) => ok({ token: 'operator-token', expires_at: '2026-11-24T06:00:00.000Z', operator });

async function typeCredentials(email = 'admin@example.com', password = 'Admin1234!') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByTestId('sign-in-submit'));
  return user;
}

describe('operator sign-in', () => {
  it('signs in with e-mail and password, keeps the token under its own key and opens the first area', async () => {
    const fetchMock = mockAdminApi({
      'POST /auth/login': () => session(),
      'GET /receipts': () => page([]),
    });
    const { router } = renderAdmin('/admin/sign-in');
    await typeCredentials();

    expect(await screen.findByTestId('admin-operator')).toHaveTextContent('Ada Admin (Admin)');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/receipts'));
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('operator-token');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@example.com', password: 'Admin1234!' });
    const receiptsCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/admin/v1/receipts'));
    expect(new Headers(receiptsCall?.[1]?.headers).get('Authorization')).toBe('Bearer operator-token');
  });

  it('asks for the 6-digit code when the server requires the second factor, then signs in with it', async () => {
    const bodies: unknown[] = [];
    mockAdminApi({
      'POST /auth/login': (body) => {
        bodies.push(body);
        return (body as { totp_code?: string }).totp_code === '123456'
          ? session()
          : refused(401, 'SECOND_FACTOR_REQUIRED');
      },
      'GET /receipts': () => page([]),
    });
    renderAdmin('/admin/sign-in');
    const user = await typeCredentials();

    const code = await screen.findByLabelText('6-digit code');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    await user.type(code, '123456');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByTestId('admin-operator')).toHaveTextContent('Ada Admin');
    expect(bodies[1]).toEqual({ email: 'admin@example.com', password: 'Admin1234!', totp_code: '123456' });
  });

  it('shows a wrong code in the console’s words and keeps the code step', async () => {
    mockAdminApi({
      'POST /auth/login': (body) =>
        (body as { totp_code?: string }).totp_code
          ? refused(401, 'SECOND_FACTOR_INVALID')
          : refused(401, 'SECOND_FACTOR_REQUIRED'),
    });
    renderAdmin('/admin/sign-in');
    const user = await typeCredentials();
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent(ERRORS.SECOND_FACTOR_INVALID.en);
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
  });

  it('words a locked account in the current language, Thai here', async () => {
    await initI18n('th');
    mockAdminApi({ 'POST /auth/login': () => refused(429, 'ACCOUNT_LOCKED') });
    renderAdmin('/admin/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('อีเมล'), 'admin@example.com');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'wrong-password-1');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent(ERRORS.ACCOUNT_LOCKED.th);
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('places the server’s field errors under their fields', async () => {
    mockAdminApi({
      'POST /auth/login': () =>
        refused(400, 'VALIDATION_FAILED', [
          { field: 'email', message: 'This address is not allowed here', message_th: 'ไม่อนุญาตที่อยู่นี้' },
        ]),
    });
    renderAdmin('/admin/sign-in');
    await typeCredentials();
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This address is not allowed here');
  });

  it('sends a visitor without a session to sign-in and back to the page they asked for', async () => {
    mockAdminApi({
      'POST /auth/login': () => session(operatorOf('staff')),
      'GET /audit': () => page([]),
    });
    const { router } = renderAdmin('/admin/audit?action=adjustment.approve');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
    await typeCredentials('staff@example.com', 'Staff1234!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit'));
    expect(router.state.location.search).toBe('?action=adjustment.approve');
  });
});

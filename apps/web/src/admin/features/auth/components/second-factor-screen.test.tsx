import { ERRORS } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const staff = operatorOf('staff');

afterEach(() => act(() => setLanguage('en')));

describe('the sign-in security screen', () => {
  it('is reached from the side bar by any operator', async () => {
    mockAdminApi({
      ...signInAs(staff),
      'GET /shipments': () => ok({ items: [], page: 1, limit: 20, total: 0, end_page: true }),
    });
    const { router } = renderAdmin('/admin/shipments');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign-in security' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account'));
    expect(await screen.findByRole('heading', { name: 'Sign-in security' })).toBeInTheDocument();
  });

  it('takes an admin the programme requires a second factor of to set it up, saying why', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /shipments': () => refused(403, 'SECOND_FACTOR_SETUP_REQUIRED'),
    });
    const { router } = renderAdmin('/admin/shipments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account'));
    expect(router.state.location.search).toBe('?required=1');
    expect(await screen.findByTestId('totp-required')).toHaveTextContent(
      'The programme requires every admin to sign in with a second factor.',
    );
  });

  it('turns the code on: a QR code and the key as text, then a code from the app confirms it', async () => {
    const codes: unknown[] = [];
    let isRight = false;
    mockAdminApi({
      ...signInAs(staff),
      'POST /auth/totp/setup': () =>
        ok({ secret: SECRET, otpauth_url: `otpauth://totp/Loyalty:staff@example.com?secret=${SECRET}` }),
      'POST /auth/totp/enable': (body) => {
        codes.push(body);
        return isRight ? ok({ ...staff, has_totp: true }) : refused(400, 'OTP_INVALID');
      },
    });
    renderAdmin('/admin/account');
    expect(await screen.findByTestId('totp-state')).toHaveTextContent('Authenticator code at sign-in: off.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set up the authenticator' }));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    const qr = await screen.findByTestId('totp-qr');
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(qr).toHaveAccessibleName('QR code to add the back office to an authenticator app');
    const code = screen.getByLabelText('Six-digit code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(codes).toEqual([]);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByTestId('totp-enable-notice')).toHaveTextContent(ERRORS.OTP_INVALID.en));

    isRight = true;
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByTestId('totp-changed')).toHaveTextContent('The authenticator code is on.');
    expect(screen.getByTestId('totp-state')).toHaveTextContent('Authenticator code at sign-in: on.');
    expect(codes).toEqual([{ code: '123456' }, { code: '123456' }]);
  });

  it('turns the code off with a current code, in Thai', async () => {
    const codes: unknown[] = [];
    mockAdminApi({
      ...signInAs({ ...staff, has_totp: true }),
      'POST /auth/totp/disable': (body) => {
        codes.push(body);
        return ok({ ...staff, has_totp: false });
      },
    });
    renderAdmin('/admin/account');
    await screen.findByTestId('totp-state');
    await act(() => setLanguage('th'));
    expect(screen.getByTestId('totp-state')).toHaveTextContent('เปิดอยู่');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('รหัส 6 หลัก'), '654321');
    await user.click(screen.getByRole('button', { name: 'ปิดใช้' }));

    expect(await screen.findByTestId('totp-changed')).toHaveTextContent('ปิดรหัสจากแอปยืนยันตัวตนแล้ว');
    expect(screen.getByTestId('totp-state')).toHaveTextContent('ปิดอยู่');
    expect(screen.getByRole('button', { name: 'ตั้งค่าแอปยืนยันตัวตน' })).toBeInTheDocument();
    expect(codes).toEqual([{ code: '654321' }]);
  });

  it('shows a set-up the server refused, with a retry', async () => {
    mockAdminApi({ ...signInAs(staff), 'POST /auth/totp/setup': () => refused(503, 'SERVICE_UNAVAILABLE') });
    renderAdmin('/admin/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up the authenticator' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The authenticator could not be set up.');
    await waitFor(() => expect(alert).toHaveTextContent(ERRORS.SERVICE_UNAVAILABLE.en));
  });
});

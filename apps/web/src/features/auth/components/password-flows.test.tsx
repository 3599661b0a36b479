import { FIELD_MESSAGES } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, refusedField, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

async function chooseNewPassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm the new password'), confirmation);
  return user;
}

describe('forget-pw', () => {
  it('checks the identity, then asks for the link and says where it went', async () => {
    let sent: unknown = null;
    const fetchMock = mockApi({
      'Customer/ForgetPassword': (body) => {
        sent = body;
        return ok(null);
      },
    });
    const user = userEvent.setup();
    renderApp('/forget-pw');
    await user.type(await screen.findByLabelText('E-mail or mobile number'), '0812');
    await user.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByText(/Enter a valid e-mail or a Thai mobile/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('E-mail or mobile number'));
    await user.type(screen.getByLabelText('E-mail or mobile number'), 'Demo@Example.com');
    await user.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByTestId('forget-sent')).toHaveTextContent('demo@example.com');
    expect(screen.getByTestId('forget-sent')).toHaveTextContent('30 minutes');
    expect(sent).toEqual({ Email: 'demo@example.com' });
  });

  it('shows a refusal in the member’s language', async () => {
    mockApi({ 'Customer/ForgetPassword': () => refused(429, 'RATE_LIMITED') });
    const user = userEvent.setup();
    renderApp('/forget-pw');
    await user.type(await screen.findByLabelText('E-mail or mobile number'), '0812345678');
    await user.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByTestId('forget-error')).toHaveTextContent('Too many attempts');
  });
});

describe('reset-password', () => {
  it('sets the new password with the token of the link and forgets the link', async () => {
    let sent: unknown = null;
    mockApi({
      'Customer/ResetPassword': (body) => {
        sent = body;
        return ok(null);
      },
    });
    const { router } = renderApp('/reset-password?emailFgPassword=abcdefghijklmnop0123');
    const user = await chooseNewPassword('short1');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText(FIELD_MESSAGES.newPasswordLength.en)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'more');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.type(screen.getByLabelText('Confirm the new password'), 'more');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-done')).toBeInTheDocument();
    expect(sent).toEqual({ Token: 'abcdefghijklmnop0123', New_Password: 'short1more' });
    expect(window.localStorage.getItem('emailFgPassword')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers a new link when the link is dead', async () => {
    mockApi({ 'Customer/ResetPassword': () => refused(400, 'RESET_LINK_INVALID') });
    renderApp('/reset-password?emailFgPassword=abcdefghijklmnop0123');
    const user = await chooseNewPassword('abcd1234');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent('This reset link has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forget-pw');
  });

  it('explains itself when opened without a link', async () => {
    mockApi({});
    renderApp('/reset-password');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('This page needs the link');
  });
});

describe('set-password', () => {
  it('sets a first password for a member without one', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    let sent: unknown = null;
    let hasPassword = false;
    mockApi({
      'Customer/GetCustomerInfo': () => ok({ ...demoCustomer, is_set_password: hasPassword }),
      'Customer/SetPassword': (body) => {
        sent = body;
        hasPassword = true;
        return ok(null);
      },
    });
    renderApp('/set-password');
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    const user = await chooseNewPassword('abcd1234');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByTestId('password-done')).toHaveTextContent('Your password is set.');
    expect(sent).toEqual({ New_Password: 'abcd1234' });
  });

  it('changes the password and keeps this device signed in with the new session', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    const fresh = tokenWithScope('bcrm-member other');
    let sent: unknown = null;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Customer/ChangePassword': (body) => {
        sent = body;
        return ok({ token: fresh, scope: 'bcrm-member', expires_at: '2030-01-01T00:00:00.000Z' });
      },
    });
    renderApp('/set-password');
    const user = await chooseNewPassword('abcd1234');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'Demo1234!');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByTestId('password-done')).toHaveTextContent('Your password has been changed.');
    expect(sent).toEqual({ Current_Password: 'Demo1234!', New_Password: 'abcd1234' });
    expect(window.sessionStorage.getItem('token')).toBe(fresh);
  });

  it('shows the server’s field error under the new password, in English and in Thai', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok({ ...demoCustomer, is_set_password: false }),
      'Customer/SetPassword': () => refusedField('New_Password', 'controlCharacters'),
    });
    renderApp('/set-password');
    const user = await chooseNewPassword('abcd1234');
    await user.click(screen.getByTestId('password-submit'));

    const password = screen.getByTestId('new-password');
    const description = (text: string) => expect.stringContaining(text);
    await waitFor(() => expect(password).toHaveAccessibleDescription(description(FIELD_MESSAGES.controlCharacters.en)));
    await act(() => setLanguage('th'));
    expect(password).toHaveAccessibleDescription(description(FIELD_MESSAGES.controlCharacters.th));
  });

  it('shows a wrong current password', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Customer/ChangePassword': () => refused(400, 'PASSWORD_INCORRECT'),
    });
    renderApp('/set-password');
    const user = await chooseNewPassword('abcd1234');
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByTestId('password-error')).toHaveTextContent('The password is incorrect.');
  });
});

import { FIELD_MESSAGES } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { chooseNewPassword } from '@/test/new-password';
import { mockApi, ok, refused, refusedField, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

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
    await waitFor(() => expect(screen.getByTestId('password-error')).toHaveTextContent('The password is incorrect.'));
  });
});

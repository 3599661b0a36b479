import { FIELD_MESSAGES } from '@loyalty/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseNewPassword } from '@/test/new-password';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';

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

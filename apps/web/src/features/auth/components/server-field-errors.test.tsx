import { FIELD_MESSAGES } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refusedField, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { useOtpStore } from '../stores/otp-store';
import { useRegistrationDraftStore } from '../stores/registration-draft-store';

/**
 * The server's field errors (DESIGN §5 VALIDATION_FAILED `errors[]`) on the sign-up and contact forms:
 * under the field they name, in the member's language, or in the form's notice for a field it lacks.
 */

const registerToken = tokenWithScope('bcrm-register');
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const challenge = (recipient: string) => ({
  ref_id: 'REF1',
  purpose: 'register',
  recipient_masked: recipient,
  expires_at: inAMinute(),
  resend_available_at: inAMinute(),
});

// Reset before each test: after one, its screen is still mounted until the shared clean-up unmounts it.
beforeEach(() => {
  useRegistrationDraftStore.setState(useRegistrationDraftStore.getInitialState());
  useOtpStore.setState({ pending: null });
});

describe('server field errors on registration', () => {
  it('shows the server’s field errors under their fields, in English and in Thai', async () => {
    useRegistrationDraftStore
      .getState()
      .update({ nationalType: 'thai', email: '0812345678', mbkType: 'otp', gender: 'male', selectedYear: '1990' });
    window.sessionStorage.setItem('token', registerToken);
    mockApi({ 'Customer/Register': () => refusedField('Email', 'email') });
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Thai ID card number'), '1101700230708');
    await user.type(screen.getByLabelText('First name'), 'Malee');
    await user.type(screen.getByLabelText('Last name'), 'Sukjai');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'malee@example.com');
    await user.click(screen.getByTestId('register-accept-policy'));
    await user.click(screen.getByTestId('register-submit'));

    const email = screen.getByLabelText('E-mail (optional)');
    await waitFor(() => expect(email).toHaveAccessibleDescription(FIELD_MESSAGES.email.en));
    expect(email).toHaveFocus();
    await act(() => setLanguage('th'));
    expect(email).toHaveAccessibleDescription(FIELD_MESSAGES.email.th);
  });

  it('shows a server error of the proven identity, which the form does not show, in its notice', async () => {
    useRegistrationDraftStore
      .getState()
      .update({ nationalType: 'thai', email: '0812345678', mbkType: 'otp', gender: 'male', selectedYear: '1990' });
    window.sessionStorage.setItem('token', registerToken);
    mockApi({ 'Customer/Register': () => refusedField('Mobile_No', 'thaiMobile') });
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Thai ID card number'), '1101700230708');
    await user.type(screen.getByLabelText('First name'), 'Malee');
    await user.type(screen.getByLabelText('Last name'), 'Sukjai');
    await user.click(screen.getByTestId('register-accept-policy'));
    await user.click(screen.getByTestId('register-submit'));

    const notice = await screen.findByTestId('register-error');
    expect(notice).toHaveTextContent('Some information is missing or invalid.');
    expect(notice).toHaveTextContent(FIELD_MESSAGES.thaiMobile.en);
  });

  it('shows the server’s error of the mobile number under it, in English and in Thai', async () => {
    mockApi({ 'SMS/RequestOTP': () => refusedField('Mobile_No', 'thaiMobile') });
    const user = userEvent.setup();
    renderApp('/phone');
    await user.type(await screen.findByLabelText('Mobile number'), '0812345678');
    await user.click(screen.getByTestId('phone-submit'));

    const mobile = screen.getByTestId('phone-identity');
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.thaiMobile.en)),
    );
    await act(() => setLanguage('th'));
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.thaiMobile.th));
  });

  it('shows the server’s error of the code under it, in English and in Thai', async () => {
    useOtpStore.getState().start({
      channel: 'sms',
      recipient: '0812345678',
      purpose: 'register',
      challenge: challenge('08x-xxx-5678') as never,
    });
    mockApi({ 'SMS/VerifyOTP': () => refusedField('Otp', 'otp') });
    const user = userEvent.setup();
    renderApp('/otp');
    await user.click(await screen.findByTestId('otp-submit'));
    const code = screen.getByTestId('otp-input');
    expect(await screen.findByText(FIELD_MESSAGES.otp.en)).toBeInTheDocument();

    await user.type(code, '123456');
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.otp.en)));
    expect(screen.queryByTestId('otp-error')).not.toBeInTheDocument();
    await act(() => setLanguage('th'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.otp.th));
  });
});

describe('server field errors on a contact change', () => {
  it('shows the server’s error of the new address under it, in English and in Thai', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Mail/RequestOTPByEmail': () => refusedField('Email', 'email'),
    });
    const user = userEvent.setup();
    renderApp('/change-email');
    await user.type(await screen.findByLabelText('New e-mail'), 'new@example.com');
    await user.click(screen.getByTestId('contact-submit'));

    const address = screen.getByTestId('contact-new');
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.email.en)));
    await act(() => setLanguage('th'));
    expect(address).toHaveAccessibleDescription(expect.stringContaining(FIELD_MESSAGES.email.th));
  });
});

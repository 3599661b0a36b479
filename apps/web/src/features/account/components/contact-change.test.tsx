import { FIELD_MESSAGES } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { useOtpStore } from '@/lib/otp/otp-store';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, refusedField, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const challenge = (masked: string) => ({
  ref_id: 'REF9',
  otp_ref: 'KMPQ',
  purpose: 'change_contact' as const,
  recipient_masked: masked,
  expires_at: inAMinute(),
  resend_available_at: inAMinute(),
});
const verified = { ref_id: 'REF9', purpose: 'change_contact' as const, token: null, scope: null, expires_at: null };
// Reset before each test: after one, its screen is still mounted until the shared clean-up unmounts it.
beforeEach(() => useOtpStore.setState({ pending: null }));

describe('change-mobile through confirm-otp', () => {
  it('lets an e-mail member add a mobile: code by SMS, then ChangeMobileNo', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    const bodies: Record<string, unknown> = {};
    let mobile: string | null = null;
    mockApi({
      'Customer/GetCustomerInfo': () => ok({ ...demoCustomer, mobile_no: mobile }),
      'SMS/RequestOTP': (body) => {
        bodies.request = body;
        return ok(challenge('08x-xxx-9999'));
      },
      'SMS/VerifyOTP': (body) => {
        bodies.verify = body;
        return ok(verified);
      },
      'Customer/ChangeMobileNo': (body) => {
        bodies.change = body;
        mobile = '0899999999';
        return ok({ mobile_no: mobile });
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/change-mobile');
    expect(await screen.findByTestId('contact-current')).toHaveTextContent('Not provided yet');
    await user.type(screen.getByLabelText('New mobile number'), '12345');
    await user.click(screen.getByTestId('contact-submit'));
    expect(
      await screen.findByText(/Enter a Thai mobile number, such as 081-234-5678 or \+66 81 234 5678/),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New mobile number'));
    await user.type(screen.getByLabelText('New mobile number'), '0899999999');
    await user.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-otp'));
    expect(bodies.request).toEqual({ Mobile_No: '0899999999', Purpose: 'change_contact' });
    expect(await screen.findByTestId('otp-sent-to')).toHaveTextContent('08x-xxx-9999');

    await user.type(screen.getByLabelText('Digit 1 of 6'), '123456');
    await user.click(screen.getByTestId('otp-submit'));
    expect(await screen.findByTestId('contact-changed')).toHaveTextContent('Your mobile number is now 089-999-9999.');
    expect(bodies.verify).toEqual({ Mobile_No: '0899999999', Ref_Id: 'REF9', Otp: '123456' });
    expect(bodies.change).toEqual({ Mobile_No: '0899999999' });
    expect(useOtpStore.getState().pending).toBeNull();
  });

  it('refuses the number the member already has, without sending a code', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok({ ...demoCustomer, login_type: 2, mobile_no: '0812345678' }),
    });
    const user = userEvent.setup();
    renderApp('/change-mobile');
    expect(await screen.findByTestId('contact-current')).toHaveTextContent('081-234-5678');
    await user.type(screen.getByLabelText('New mobile number'), '0812345678');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('This is already your mobile number.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('change-email through confirm-otp', () => {
  it('sends the code to the new address and shows a taken address', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Mail/RequestOTPByEmail': () => refused(409, 'EMAIL_TAKEN'),
    });
    const user = userEvent.setup();
    renderApp('/change-email');
    await user.type(await screen.findByLabelText('New e-mail'), 'Taken@Example.com');
    await user.click(screen.getByTestId('contact-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('contact-error')).toHaveTextContent('This e-mail is already in use.'),
    );
  });

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

  it('changes the e-mail once the code is right and shows a refused change', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    let changes = 0;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Mail/RequestOTPByEmail': () => ok(challenge('n***@example.com')),
      'Mail/VerifyOTPByEmail': () => ok(verified),
      'Customer/ChangeEmail': (body) => {
        changes += 1;
        return changes === 1 ? refused(403, 'OTP_REQUIRED') : ok({ email: (body as { Email: string }).Email });
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/change-email');
    await user.type(await screen.findByLabelText('New e-mail'), 'New@Example.com');
    await user.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-otp'));
    await user.type(await screen.findByLabelText('Digit 1 of 6'), '123456');
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('contact-change-error')).toHaveTextContent(
        'Please confirm this step with a one-time code first.',
      ),
    );
    await user.type(screen.getByLabelText('Digit 1 of 6'), '123456');
    await user.click(screen.getByTestId('otp-submit'));
    expect(await screen.findByTestId('contact-changed')).toHaveTextContent('Your e-mail is now new@example.com.');
  });

  it('explains confirm-otp opened without a code', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({});
    renderApp('/confirm-otp');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('There is no code waiting');
  });
});

describe('edit-profile contact links', () => {
  it('offers both contact changes to both login types', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Customer/GetCustomerDataList': () => ok([]),
    });
    renderApp('/edit-profile');
    expect(await screen.findByTestId('edit-change-email')).toHaveAttribute('href', '/change-email');
    expect(screen.getByTestId('edit-change-mobile')).toHaveAttribute('href', '/change-mobile');
  });
});

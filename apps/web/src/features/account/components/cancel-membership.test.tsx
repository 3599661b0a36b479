import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOtpStore } from '@/lib/otp/otp-store';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
// Reset before each test: after one, its screen is still mounted until the shared clean-up unmounts it.
beforeEach(() => useOtpStore.setState({ pending: null }));

describe('cancel-membership', () => {
  it('needs a reason, then cancels with the password and ends the session here', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    window.localStorage.setItem('appVersion', '2.0.4');
    window.localStorage.setItem('ref', 'CR00000001');
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Customer/CancelMembership': (body) => {
        sent.push(body);
        return sent.length === 1 ? refused(400, 'PASSWORD_INCORRECT') : ok(null);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/cancel-membership');
    expect(await screen.findByTestId('cancel-warning')).toHaveTextContent('12,000 points');
    await user.click(screen.getByTestId('cancel-submit'));
    expect(await screen.findByText('Please choose a reason.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.selectOptions(screen.getByLabelText('Why are you leaving?'), 'I receive too many messages');
    await user.type(screen.getByTestId('cancel-details'), 'Daily e-mails');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByTestId('cancel-submit'));
    await waitFor(() => expect(screen.getByTestId('cancel-error')).toHaveTextContent('The password is incorrect.'));

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByTestId('cancel-submit'));
    expect(await screen.findByTestId('cancel-done')).toBeInTheDocument();
    expect(sent[1]).toEqual({ Reason: 'too_many_messages: Daily e-mails', Password: 'Demo1234!' });
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('ref')).toBeNull();
    expect(window.localStorage.getItem('appVersion')).toBe('2.0.4');
    // The ended session's profile is not asked for again (that would answer 401 and leave the page).
    const profileReads = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/Customer/GetCustomerInfo'));
    expect(profileReads).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Go to the start page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });

  it('confirms with a code sent to the Thai member’s own mobile when there is no password', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-suspended'));
    window.sessionStorage.setItem('isSuspended', 'true');
    const bodies: Record<string, unknown> = {};
    mockApi({
      'Customer/GetCustomerInfo': () =>
        ok({ ...demoCustomer, login_type: 2, mobile_no: '0812345678', is_set_password: false }),
      'SMS/RequestOTP': (body) => {
        bodies.request = body;
        return ok({
          ref_id: 'REF5',
          otp_ref: 'KMPQ',
          purpose: 'cancel_membership',
          recipient_masked: '08x-xxx-5678',
          expires_at: inAMinute(),
          resend_available_at: inAMinute(),
        });
      },
      'SMS/VerifyOTP': () =>
        ok({ ref_id: 'REF5', purpose: 'cancel_membership', token: null, scope: null, expires_at: null }),
      'Customer/CancelMembership': (body) => {
        bodies.cancel = body;
        return ok(null);
      },
    });
    const user = userEvent.setup();
    renderApp('/cancel-membership');
    expect(await screen.findByTestId('membership-notice-isSuspended')).toBeInTheDocument();
    expect(await screen.findByTestId('cancel-membership-form')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Why are you leaving?'), 'Another reason');
    await user.click(screen.getByTestId('cancel-submit'));
    expect(await screen.findByText('Please tell us your reason.')).toBeInTheDocument();
    await user.type(screen.getByTestId('cancel-details'), 'Moving abroad');
    await user.click(screen.getByTestId('cancel-submit'));
    expect(await screen.findByTestId('otp-sent-to')).toHaveTextContent('08x-xxx-5678');
    expect(bodies.request).toEqual({ Mobile_No: '0812345678', Purpose: 'cancel_membership' });
    await user.type(screen.getByLabelText('Digit 1 of 6'), '123456');
    expect(screen.getByTestId('otp-submit')).toHaveTextContent('Cancel my membership');
    await user.click(screen.getByTestId('otp-submit'));
    expect(await screen.findByTestId('cancel-done')).toBeInTheDocument();
    expect(bodies.cancel).toEqual({ Reason: 'other: Moving abroad', Ref_Id: 'REF5' });
  });

  it('shows only the notice to a canceled membership', async () => {
    window.sessionStorage.setItem('isCanceled', 'true');
    const fetchMock = mockApi({});
    renderApp('/cancel-membership');
    expect(await screen.findByTestId('membership-notice-isCanceled')).toBeInTheDocument();
    expect(screen.queryByTestId('cancel-membership-form')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('member-warning', () => {
  it('explains a blocked membership and still offers the cancellation', async () => {
    window.sessionStorage.setItem('isBlocked', 'true');
    mockApi({});
    renderApp('/member-warning');
    expect(await screen.findByTestId('membership-notice-isBlocked')).toHaveTextContent('blocked');
    expect(screen.getByTestId('member-warning-cancel')).toHaveAttribute('href', '/cancel-membership');
  });

  it('says there is nothing to report without a flag', async () => {
    mockApi({});
    renderApp('/member-warning');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('There is no notice about your membership.');
  });
});

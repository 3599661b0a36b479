import { FIELD_MESSAGES } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { useOtpStore } from '@/lib/otp/otp-store';
import { mockApi, refusedField, renderApp } from '@/test/render-app';

/** The server's field errors (DESIGN §5 VALIDATION_FAILED `errors[]`) on the one-time code form. */

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const challenge = (recipient: string) => ({
  ref_id: 'REF1',
  otp_ref: 'KMPQ',
  purpose: 'register',
  recipient_masked: recipient,
  expires_at: inAMinute(),
  resend_available_at: inAMinute(),
});

// Reset before each test: after one, its screen is still mounted until the shared clean-up unmounts it.
beforeEach(() => useOtpStore.setState({ pending: null }));

describe('the otp screen', () => {
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

import { FIELD_MESSAGES } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { useOtpStore } from '@/lib/otp/otp-store';
import { useRegistrationDraftStore } from '@/lib/registration-draft-store';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refusedField, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const registerToken = tokenWithScope('bcrm-register');
const memberToken = tokenWithScope('bcrm-member');
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

const challenge = (recipient: string) => ({
  ref_id: 'REF1',
  otp_ref: 'KMPQ',
  purpose: 'register' as const,
  recipient_masked: recipient,
  expires_at: inAMinute(),
  resend_available_at: inAMinute(),
});

// Reset before each test: after one, its screen is still mounted until the shared clean-up unmounts it.
beforeEach(() => {
  useRegistrationDraftStore.setState(useRegistrationDraftStore.getInitialState());
  useOtpStore.setState({ pending: null });
});

/** What a select shows for its chosen option. */
const selectedLabelOf = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('registration by mobile (login-type → phone → otp → register → welcome → home)', () => {
  it('registers a Thai member with the draft, the friend ref and the consent', async () => {
    window.localStorage.setItem('ref', 'CR00000042');
    const bodies: Record<string, unknown> = {};
    const fetchMock = mockApi({
      'SMS/RequestOTP': (body) => {
        bodies.request = body;
        return ok(challenge('08x-xxx-5678'));
      },
      'SMS/VerifyOTP': (body) => {
        bodies.verify = body;
        return ok({
          ref_id: 'REF1',
          purpose: 'register',
          token: registerToken,
          scope: 'bcrm-register',
          expires_at: inAMinute(),
        });
      },
      'Customer/Register': (body) => {
        bodies.register = body;
        return ok({ token: memberToken, scope: 'bcrm-member', expires_at: inAMinute(), mbk_member_id: 'CR00000100' });
      },
      'Customer/GetCustomerInfo': () =>
        ok({ ...demoCustomer, login_type: 2, first_name: 'Malee', mbk_member_id: 'CR00000100', point_balance: 20 }),
      'Banner/GetBannerList': () => ok([]),
      'VirtualCard/GetActiveVirtualCardList': () => ok({ items: [], page: 1, limit: 100, total: 0, end_page: true }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login-type');
    await user.click(await screen.findByTestId('login-type-register-thai'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone'));

    await user.type(await screen.findByLabelText('Mobile number'), '0812345678');
    await user.click(screen.getByTestId('phone-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(bodies.request).toEqual({ Mobile_No: '0812345678', Purpose: 'register' });
    // The number typed seconds ago, whole, and the reference the SMS carries.
    expect(await screen.findByTestId('otp-sent-to')).toHaveTextContent('081-234-5678');
    expect(screen.getByTestId('otp-ref')).toHaveTextContent('Ref: KMPQ');
    expect(screen.getByTestId('otp-wait')).toHaveTextContent('You can ask for a new code in');

    await user.type(screen.getByLabelText('Digit 1 of 6'), '12 34 56');
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(bodies.verify).toEqual({ Mobile_No: '0812345678', Ref_Id: 'REF1', Otp: '123456' });
    expect(window.sessionStorage.getItem('token')).toBe(registerToken);

    await waitFor(async () => expect(await screen.findByTestId('register-ref')).toHaveValue('CR00000042'));
    await user.type(screen.getByLabelText('Thai ID card number'), '1-1017-00230-70-8');
    await user.type(screen.getByLabelText('First name'), 'Malee');
    await user.type(screen.getByLabelText('Last name'), 'Sukjai');
    await user.click(screen.getByLabelText('Female'));
    await user.selectOptions(screen.getByLabelText('Year of birth'), '1990');
    await user.click(screen.getByTestId('register-accept-policy'));
    await user.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(bodies.register).toEqual({
      National_Type: 'thai',
      Gov_Id_Ref: '1101700230708',
      First_Name: 'Malee',
      Last_Name: 'Sukjai',
      Gender: 'female',
      Birth_Year: 1990,
      Mobile_No: '0812345678',
      Ref: 'CR00000042',
      Accept_Consentandpolicy: true,
      Accept_Newsandpromotions: false,
      Accept_Preferenceandinterest: false,
    });
    const registerCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Customer/Register'));
    expect(new Headers(registerCall?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.sessionStorage.getItem('token')).toBe(memberToken);
    expect(useRegistrationDraftStore.getState()).toMatchObject({
      nationalType: '',
      email: '',
      friendRef: 'CR00000042',
    });

    // The form took the consent: no second consent screen, but the welcome, with the card and first points.
    const welcome = await screen.findByTestId('welcome');
    expect(welcome).toHaveTextContent('Welcome, Khun Malee!');
    expect(screen.getByTestId('welcome-card')).toHaveTextContent('CR00000100');
    expect(screen.getByTestId('welcome-points')).toHaveTextContent('You start with 20 points.');
    expect(within(welcome).getByRole('link', { name: 'Collect points' })).toHaveAttribute('href', '/collect-point');
    expect(within(welcome).getByRole('link', { name: 'See privileges' })).toHaveAttribute('href', '/privilege');
    expect(fetchMock.mock.calls.some(([url]) => /Customer\/(GetConsent|UpdateConsent)/.test(String(url)))).toBe(false);

    await user.click(screen.getByTestId('welcome-continue'));
    expect(await screen.findByTestId('home-greeting')).toBeInTheDocument();
    expect(screen.queryByTestId('welcome')).not.toBeInTheDocument();
  });

  it('checks the id card and the consent before calling the server', async () => {
    useRegistrationDraftStore.getState().update({ nationalType: 'thai', email: '0812345678', mbkType: 'otp' });
    window.sessionStorage.setItem('token', registerToken);
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Thai ID card number'), '1101700230700');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Enter a valid 13-digit Thai ID card number')).toBeInTheDocument();
    expect(screen.getByText(/Please accept the Privacy Policy/)).toBeInTheDocument();
    expect(screen.getAllByText('Please choose one.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers birth years in the Buddhist era in Thai, keeping the Christian-era year it sends', async () => {
    useRegistrationDraftStore.getState().update({ nationalType: 'thai', email: '0812345678', mbkType: 'otp' });
    window.sessionStorage.setItem('token', registerToken);
    mockApi({});
    await act(() => setLanguage('th'));
    const user = userEvent.setup();
    renderApp('/register');
    const year = await screen.findByLabelText('ปีเกิด');
    expect(within(year).getByText('2533')).toHaveValue('1990');
    expect(within(year).queryByText('1990')).not.toBeInTheDocument();
    await user.selectOptions(year, '2533');
    expect(year).toHaveValue('1990');
    expect(useRegistrationDraftStore.getState().selectedYear).toBe('1990');
    await act(() => setLanguage('en'));
    expect(selectedLabelOf(year)).toBe('1990');
  });

  it('tells a foreigner, in English and in Thai, that redeeming needs the mobile and the full birth date', async () => {
    useRegistrationDraftStore.getState().update({ nationalType: 'foreigner', email: 'a@example.com', mbkType: 'otp' });
    window.sessionStorage.setItem('token', registerToken);
    mockApi({});
    renderApp('/register');
    const mobile = await screen.findByLabelText('Mobile number (needed to redeem privileges)');
    expect(mobile).toHaveAccessibleDescription('You can add it now or when you first redeem.');
    expect(screen.getByLabelText('Year of birth')).toHaveAccessibleDescription(/needs your full date of birth/);
    await act(() => setLanguage('th'));
    expect(await screen.findByLabelText('เบอร์มือถือ (จำเป็นสำหรับการแลกสิทธิพิเศษ)')).toBeInTheDocument();
    expect(screen.getByLabelText('ปีเกิด')).toHaveAccessibleDescription(/ต้องใช้วันเกิดแบบเต็ม/);
    await act(() => setLanguage('en'));
  });

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

  it('signs an existing member in when the verified mobile is already theirs', async () => {
    mockApi({
      'SMS/RequestOTP': () => ok(challenge('08x-xxx-5678')),
      'SMS/VerifyOTP': () =>
        ok({ ref_id: 'REF1', purpose: 'register', token: memberToken, scope: 'bcrm-member', expires_at: inAMinute() }),
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/phone');
    await user.type(await screen.findByLabelText('Mobile number'), '0812345678');
    await user.click(screen.getByTestId('phone-submit'));
    await user.type(await screen.findByLabelText('Digit 1 of 6'), '654321');
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('the otp screen', () => {
  it('shows a wrong code with the tries left, then the lock with its time', async () => {
    let wrong = 0;
    mockApi({
      'Mail/RequestOTPByEmail': () => ok(challenge('n***@example.com')),
      'Mail/VerifyOTPByEmail': () => {
        wrong += 1;
        const code = wrong < 2 ? 'OTP_INVALID' : 'OTP_LOCKED';
        return {
          status: code === 'OTP_LOCKED' ? 429 : 400,
          body: { status: 'error', http_status: 400, code, message: 'x', message_th: 'x' },
        };
      },
      'Mail/GetOTPResponse': () =>
        ok({
          ...challenge('n***@example.com'),
          is_verified: false,
          is_locked: wrong >= 2,
          locked_until: wrong >= 2 ? '2030-01-01T10:15:00.000Z' : null,
          tries_left: wrong >= 2 ? 0 : 4,
        }),
    });
    const user = userEvent.setup();
    renderApp('/phone');
    await user.click(await screen.findByLabelText('Foreigner'));
    await user.type(screen.getByLabelText('E-mail'), 'New@Example.com');
    await user.click(screen.getByTestId('phone-submit'));
    await user.type(await screen.findByLabelText('Digit 1 of 6'), '111111');
    await user.click(screen.getByTestId('otp-submit'));
    const error = await screen.findByTestId('otp-error');
    await waitFor(() => expect(error).toHaveTextContent('The one-time code is incorrect. 4 tries left.'));

    await user.type(screen.getByLabelText('Digit 1 of 6'), '222222');
    await user.click(screen.getByTestId('otp-submit'));
    expect(await screen.findByTestId('otp-locked')).toHaveTextContent('You can try again after');
    expect(screen.getByTestId('otp-submit')).toBeDisabled();
  });

  it('offers a resend once the cool-down has passed, and restarts the countdown', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    useOtpStore.getState().start({
      channel: 'sms',
      recipient: '0812345678',
      purpose: 'register',
      challenge: { ...challenge('08x-xxx-5678'), resend_available_at: past } as never,
    });
    let resent: unknown = null;
    mockApi({
      'SMS/ResendOTP': (body) => {
        resent = body;
        return ok({ ...challenge('08x-xxx-5678'), ref_id: 'REF2', otp_ref: 'RTWX' });
      },
    });
    const user = userEvent.setup();
    renderApp('/otp');
    await user.click(await screen.findByTestId('otp-resend'));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(resent).toEqual({ Ref_Id: 'REF1' });
    expect(within(screen.getByTestId('otp-form')).getByTestId('otp-wait')).toBeInTheDocument();
    expect(useOtpStore.getState().pending?.challenge.ref_id).toBe('REF2');
  });

  it('goes back to correct the number, keeping what was typed', async () => {
    mockApi({ 'SMS/RequestOTP': () => ok(challenge('08x-xxx-5678')) });
    const user = userEvent.setup();
    const { router } = renderApp('/phone');
    await user.type(await screen.findByLabelText('Mobile number'), '0812345679');
    await user.click(screen.getByTestId('phone-submit'));
    expect(await screen.findByTestId('otp-sent-to')).toHaveTextContent('081-234-5679');
    await user.click(screen.getByRole('button', { name: 'Change mobile number' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone'));
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('0812345679');
  });

  it('sends a visitor without a register token from register back to phone', async () => {
    mockApi({});
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone'));
  });

  it('keeps a register token inside registration', async () => {
    window.sessionStorage.setItem('token', registerToken);
    mockApi({});
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone'));
  });
});

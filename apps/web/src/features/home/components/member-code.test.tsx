import type { MemberCode } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { type Answer, mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

beforeAll(async () => {
  await import('@/app/routes/home');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'wakeLock');
});

/** GetMemberCode's answer: a code with `expiresInMs` left of its step. */
function memberCode(code: string, expiresInMs = 45_000): MemberCode {
  return {
    code,
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    step_seconds: 60,
    expires_in_ms: expiresInMs,
  };
}

/** Home's calls, with GetMemberCode answered by `answer` (called once per request). */
function homeApi(answer: () => Answer<MemberCode> | Answer) {
  return mockApi({
    'Customer/GetCustomerInfo': () => ok(demoCustomer),
    'Banner/GetBannerList': () => ok([]),
    'VirtualCard/GetActiveVirtualCardList': () => ok({ items: [], page: 1, limit: 10, total: 0, end_page: true }),
    'Product/GetProductKindList': () => ok([]),
    'Customer/GetMemberCode': answer,
  });
}

const memberCodeCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/v1/Customer/GetMemberCode')).length;

/** A stand-in for the Screen Wake Lock API: what was asked for and what was released. */
function stubWakeLock() {
  const release = vi.fn(async () => undefined);
  const request = vi.fn(async () => ({ release }) as unknown as WakeLockSentinel);
  Object.defineProperty(window.navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, release };
}

async function openMemberCode() {
  const user = userEvent.setup();
  const entry = await screen.findByRole('button', { name: /My member code/ });
  await user.click(entry);
  return { user, entry, dialog: await screen.findByRole('dialog', { name: 'My member code' }) };
}

describe('the member code on home', () => {
  it('opens from home with the code as QR, barcode and grouped text, and says what the cashier does with it', async () => {
    const fetchMock = homeApi(() => ok(memberCode('M12345678')));
    renderApp('/home');
    const entry = await screen.findByTestId('home-member-code');
    expect(entry).toHaveTextContent('My member code');
    expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
    // Nothing is asked for before the member opens it: a code is only worth fetching to be shown.
    expect(memberCodeCalls(fetchMock)).toBe(0);

    const { dialog } = await openMemberCode();
    expect(dialog).toHaveAccessibleDescription(
      'The cashier scans this code to add points for your purchase or to let you pay with your points.',
    );
    expect(await within(dialog).findByTestId('member-code-text')).toHaveTextContent('M 1234 5678');
    expect(await within(dialog).findByTestId('member-qr')).toHaveAttribute('alt', 'QR code of member code M12345678');
    expect(within(dialog).getByTestId('member-barcode')).toHaveAccessibleName('Barcode of member code M12345678');
    expect(within(dialog).getByRole('timer', { name: 'Time until the next code' })).toHaveTextContent(
      'New code in 45 s',
    );
    expect(memberCodeCalls(fetchMock)).toBe(1);
  });

  it('counts down and shows the next code when the step ends', async () => {
    let served = 0;
    const fetchMock = homeApi(() => {
      served += 1;
      return ok(served === 1 ? memberCode('M12345678', 2500) : memberCode('M87654321'));
    });
    renderApp('/home');
    const { dialog } = await openMemberCode();
    const countdown = await within(dialog).findByTestId('member-countdown');
    expect(countdown).toHaveTextContent(/New code in [23] s/);
    await waitFor(() => expect(within(dialog).getByTestId('member-countdown')).toHaveTextContent('New code in 1 s'), {
      timeout: 3000,
    });
    await waitFor(() => expect(within(dialog).getByTestId('member-code-text')).toHaveTextContent('M 8765 4321'), {
      timeout: 4000,
    });
    expect(within(dialog).getByTestId('member-barcode')).toHaveAccessibleName('Barcode of member code M87654321');
    expect(within(dialog).getByTestId('member-countdown')).toHaveTextContent('New code in 45 s');
    expect(memberCodeCalls(fetchMock)).toBe(2);
  });

  it('says in words when the code cannot be had, shows no old code beside it, and retries on request', async () => {
    let served = 0;
    homeApi(() => {
      served += 1;
      if (served === 2) return refused(503, 'SERVICE_UNAVAILABLE');
      return ok(served === 1 ? memberCode('M12345678', 1000) : memberCode('M87654321'));
    });
    renderApp('/home');
    const { dialog, user } = await openMemberCode();
    expect(await within(dialog).findByTestId('member-code-text')).toHaveTextContent('M 1234 5678');
    const failure = await within(dialog).findByRole('alert', {}, { timeout: 4000 });
    expect(failure).toHaveTextContent('We could not get your member code.');
    expect(within(dialog).queryByTestId('member-code-text')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('member-qr')).not.toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('member-code-text')).toHaveTextContent('M 8765 4321');
    expect(served).toBe(3);
  });

  it('keeps the screen awake while open, and on closing lets it sleep, gives the focus back and forgets the code', async () => {
    const wakeLock = stubWakeLock();
    const fetchMock = homeApi(() => ok(memberCode('M12345678')));
    renderApp('/home');
    const { dialog, user, entry } = await openMemberCode();
    await within(dialog).findByTestId('member-code-text');
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledWith('screen'));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(wakeLock.release).toHaveBeenCalledTimes(1));
    expect(entry).toHaveFocus();

    // Opened again, it asks the server afresh: a code is never kept once off the screen.
    await user.click(entry);
    expect(await screen.findByTestId('member-code-text')).toHaveTextContent('M 1234 5678');
    expect(memberCodeCalls(fetchMock)).toBe(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Thai, its failure and retry too', async () => {
    await setLanguage('th');
    let served = 0;
    homeApi(() => {
      served += 1;
      return served === 1 ? refused(503, 'SERVICE_UNAVAILABLE') : ok(memberCode('M12345678'));
    });
    renderApp('/home');
    const entry = await screen.findByTestId('home-member-code');
    expect(entry).toHaveTextContent('รหัสสมาชิกของฉัน');
    expect(entry).toHaveTextContent('สะสมหรือใช้คะแนนที่จุดชำระเงิน');
    const user = userEvent.setup();
    await user.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'รหัสสมาชิกของฉัน' });
    expect(dialog).toHaveAccessibleDescription('พนักงานแคชเชียร์จะสแกนรหัสนี้เพื่อสะสมคะแนนจากยอดซื้อ หรือให้คุณใช้คะแนนแทนเงินสด');
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('ไม่สามารถขอรหัสสมาชิกของคุณได้');
    await user.click(within(failure).getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    expect(await within(dialog).findByTestId('member-qr')).toHaveAttribute('alt', 'คิวอาร์โค้ดของรหัสสมาชิก M12345678');
    expect(within(dialog).getByTestId('member-barcode')).toHaveAccessibleName('บาร์โค้ดของรหัสสมาชิก M12345678');
    expect(within(dialog).getByTestId('member-countdown')).toHaveTextContent('รหัสใหม่ใน 45 วินาที');
    expect(within(dialog).getByText('รหัสสมาชิก')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(within(dialog).getByTestId('member-countdown')).toHaveTextContent('New code in');
  });
});

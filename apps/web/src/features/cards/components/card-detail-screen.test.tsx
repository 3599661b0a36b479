import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { cardPage, listedCard, virtualCard } from '../test/fixtures';

beforeAll(async () => {
  await import('@/app/routes/cards');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'wakeLock');
});

function counterCode(code: string, expiresInMs = 45_000) {
  return {
    card_id: 7,
    code,
    step_seconds: 60,
    step_ends_at: new Date(Date.now() + expiresInMs).toISOString(),
    expires_in_ms: expiresInMs,
  };
}

/** A stand-in for the Screen Wake Lock API: what was asked for and what was released. */
function stubWakeLock() {
  const release = vi.fn(async () => undefined);
  const request = vi.fn(async () => ({ release }) as unknown as WakeLockSentinel);
  Object.defineProperty(window.navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, release };
}

describe('the member-card-detail screen', () => {
  it('shows the card, the member, the level and the number masked until revealed', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'VirtualCard/GetVirtualCardDetail': (_body, url) => {
        expect(url.searchParams.get('card_Id')).toBe('7');
        return ok(virtualCard(7));
      },
      'VirtualCard/GetCounterCode': () => ok(counterCode('712345678')),
    });
    renderApp('/member-card-detail/7');
    await waitFor(() => expect(screen.getByTestId('card-fact-member')).toHaveTextContent('Somchai Jaidee'));
    expect(screen.getByTestId('card-fact-level')).toHaveTextContent('Gold');
    expect(screen.getByTestId('card-number')).toHaveTextContent('•••• 0007');
    await userEvent.setup().click(screen.getByTestId('card-number-toggle'));
    expect(screen.getByTestId('card-number')).toHaveTextContent('7001 0000 0000 0007');
    expect(screen.getByTestId('card-number-toggle')).toHaveAttribute('aria-pressed', 'true');
    await act(() => setLanguage('th'));
    expect(screen.getByTestId('card-fact-level')).toHaveTextContent('โกลด์');
  });

  it('removes the card only after the member confirms, then shows the list without it', async () => {
    let isRemoved = false;
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'VirtualCard/GetVirtualCardDetail': () => ok(virtualCard(7)),
      'VirtualCard/GetCounterCode': () => ok(counterCode('712345678')),
      'VirtualCard/DeleteVirtualCard': () => {
        isRemoved = true;
        return ok(null);
      },
      'VirtualCard/GetActiveVirtualCardList': () => ok(cardPage(isRemoved ? [] : [listedCard(7)])),
    });
    const { router } = renderApp('/member-card-detail/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove this card from my cards' }));
    await user.click(await screen.findByTestId('card-remove-cancel'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('DeleteVirtualCard'))).toHaveLength(0);

    await user.click(screen.getByTestId('card-remove'));
    await user.click(await screen.findByTestId('card-remove-confirm-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member-card-list'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('DeleteVirtualCard')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ Card_Id: 7 });
  });

  it('shows the counter code as QR, barcode and text, and asks for the next one when the countdown ends', async () => {
    let served = 0;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'VirtualCard/GetVirtualCardDetail': () => ok(virtualCard(7)),
      'VirtualCard/GetCounterCode': () => {
        served += 1;
        return ok(served === 1 ? counterCode('712345678', 1200) : counterCode('787654321'));
      },
    });
    renderApp('/member-card-detail/7');
    expect(await screen.findByTestId('counter-code-text')).toHaveTextContent('7 1234 5678');
    expect(await screen.findByTestId('counter-qr')).toHaveAttribute('alt', 'QR code of counter code 712345678');
    expect(screen.getByTestId('counter-barcode')).toHaveAccessibleName('Barcode of counter code 712345678');
    expect(screen.getByTestId('counter-countdown')).toHaveTextContent(/New code in [12] s/);
    await waitFor(() => expect(screen.getByTestId('counter-code-text')).toHaveTextContent('7 8765 4321'), {
      timeout: 4000,
    });
    expect(screen.getByTestId('counter-countdown')).toHaveTextContent('New code in 45 s');
    expect(served).toBe(2);
  });

  it('takes an expired code off the screen when the next one cannot be had, and retries on request', async () => {
    let served = 0;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'VirtualCard/GetVirtualCardDetail': () => ok(virtualCard(7)),
      'VirtualCard/GetCounterCode': () => {
        served += 1;
        if (served === 2) return refused(503, 'SERVICE_UNAVAILABLE');
        return ok(counterCode(served === 1 ? '712345678' : '787654321', served === 1 ? 1000 : 45_000));
      },
    });
    renderApp('/member-card-detail/7');
    expect(await screen.findByTestId('counter-code-text')).toHaveTextContent('7 1234 5678');
    const failure = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(screen.queryByTestId('counter-code-text')).not.toBeInTheDocument();
    await userEvent.setup().click(within(failure).getByRole('button'));
    expect(await screen.findByTestId('counter-code-text')).toHaveTextContent('7 8765 4321');
  });

  it('keeps the screen awake while a code shows and lets it sleep when the member leaves', async () => {
    const wakeLock = stubWakeLock();
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'VirtualCard/GetVirtualCardDetail': () => ok(virtualCard(7)),
      'VirtualCard/GetCounterCode': () => ok(counterCode('712345678')),
      'VirtualCard/GetActiveVirtualCardList': () => ok({ items: [], page: 1, limit: 10, total: 0, end_page: true }),
    });
    const { router } = renderApp('/member-card-detail/7');
    await screen.findByTestId('counter-code-text');
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledWith('screen'));
    await act(() => router.navigate('/member-card-list'));
    await waitFor(() => expect(wakeLock.release).toHaveBeenCalledTimes(1));
  });

  it('shows an expired card without a code', async () => {
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'VirtualCard/GetVirtualCardDetail': () =>
        ok(virtualCard(7, { status: 'expired', expires_at: '2026-01-05T03:00:00.000Z' })),
    });
    renderApp('/member-card-detail/7');
    expect(await screen.findByTestId('card-expired-notice')).toHaveTextContent('This card expired on');
    expect(screen.queryByTestId('counter-code')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('GetCounterCode'))).toBe(false);
  });

  it('says a card that is not the member’s is not among their cards', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'VirtualCard/GetVirtualCardDetail': () => refused(404, 'NOT_FOUND'),
    });
    renderApp('/member-card-detail/99');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('This card is not among your member cards.');
  });

  it('does not ask the server about an id that cannot be a card', async () => {
    const fetchMock = mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer) });
    renderApp('/member-card-detail/abc');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('This card is not among your member cards.');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('VirtualCard'))).toBe(false);
  });
});

describe('the member-card-condition screen', () => {
  it('shows the conditions in the member’s language', async () => {
    mockApi({ 'VirtualCard/GetVirtualCardDetail': () => ok(virtualCard(7)) });
    renderApp('/member-card-condition/7');
    expect(await screen.findByTestId('card-conditions')).toHaveTextContent('Show the card at the counter.');
    expect(screen.getByTestId('card-condition-name')).toHaveTextContent('Test Card 7');
    await act(() => setLanguage('th'));
    expect(screen.getByTestId('card-conditions')).toHaveTextContent('แสดงบัตรที่เคาน์เตอร์');
    expect(screen.getByTestId('card-conditions').querySelectorAll('li')).toHaveLength(1);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const preview = {
  code: 'WELCOME100',
  points: 100,
  title: 'Welcome gift',
  description: '100 points for new members',
  valid_until: '2027-12-31T16:59:59.000Z',
};

const collected = { ...preview, entry_id: 9, point_balance: 12_100, expires_at: '2028-12-31T16:59:59.000Z' };

beforeAll(async () => {
  // The route chunk is lazy in the app; loading it once here keeps the first test's timing like the rest.
  await import('@/app/routes/collect');
});

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

function sentHeaders(fetchMock: ReturnType<typeof mockApi>, path: string) {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === `/api/v1/${path}`);
  return new Headers(call?.[1]?.headers);
}

describe('promo-code', () => {
  it('previews a typed code, collects it with an Idempotency-Key and shows the new balance', async () => {
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Code/CheckCode': (body) => {
        expect(body).toEqual({ Code: 'WELCOME100' });
        return ok(preview);
      },
      'Code/ScanCode': () => ok(collected),
    });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/promo-code');
    await user.type(await screen.findByTestId('promo-form-input'), ' welcome100 ');
    await user.click(screen.getByTestId('promo-form-check'));

    expect(await screen.findByTestId('code-preview-title')).toHaveTextContent('Welcome gift');
    expect(screen.getByTestId('code-preview-points')).toHaveTextContent('+100');
    expect(screen.getByTestId('code-preview')).toHaveTextContent('Valid until 31 Dec 2027');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByTestId('code-collect'));

    expect(await screen.findByTestId('code-collected')).toHaveTextContent('You collected 100 points!');
    expect(screen.getByTestId('code-collected-balance')).toHaveTextContent('Your balance is now 12,100 points.');
    expect(sentHeaders(fetchMock, 'Code/ScanCode').get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The balance and the point history are stale once points are earned.
    expect(invalidate).toHaveBeenCalled();
  });

  it('prefills the captured promocode and forgets it once it is used', async () => {
    window.localStorage.setItem('promocode', 'WELCOME100');
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Code/CheckCode': () => ok(preview),
      'Code/ScanCode': () => ok(collected),
    });
    const user = userEvent.setup();
    renderApp('/promo-code');
    expect(await screen.findByTestId('promo-form-input')).toHaveValue('WELCOME100');
    await user.click(screen.getByTestId('promo-form-check'));
    await user.click(await screen.findByTestId('code-collect'));
    await screen.findByTestId('code-collected');
    expect(window.localStorage.getItem('promocode')).toBeNull();
  });

  it.each([
    ['CODE_USED', 409, 'This code has already been used.'],
    ['CODE_EXPIRED', 409, 'This code has expired.'],
    ['CODE_INVALID', 400, 'This code is not valid.'],
    ['CODE_LIMIT_REACHED', 409, 'This code has reached its maximum number of uses.'],
  ])('shows %s from CheckCode in words, keeps the form and forgets the captured code', async (code, status, words) => {
    window.localStorage.setItem('promocode', 'OLD-CODE');
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Code/CheckCode': () => refused(status, code),
    });
    const user = userEvent.setup();
    renderApp('/promo-code');
    expect(await screen.findByTestId('promo-form-input')).toHaveValue('OLD-CODE');
    await user.click(screen.getByTestId('promo-form-check'));
    expect(await screen.findByTestId('code-error')).toHaveTextContent(words);
    expect(screen.getByTestId('promo-form-input')).toHaveValue('OLD-CODE');
    expect(window.localStorage.getItem('promocode')).toBeNull();
  });

  it('says from when a code not yet started can be used, in English and in Thai', async () => {
    const startsAt = '2026-12-01T02:00:00.000Z';
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Code/CheckCode': () => {
        const answer = refused(409, 'NOT_ACTIVE');
        return { ...answer, body: { ...(answer.body as object), starts_at: startsAt } };
      },
    });
    const user = userEvent.setup();
    renderApp('/promo-code');
    await user.type(await screen.findByTestId('promo-form-input'), 'NEWYEAR');
    await user.click(screen.getByTestId('promo-form-check'));
    // 09:00 on 1 December in Bangkok; the Thai date in the Buddhist era.
    expect(await screen.findByTestId('code-error')).toHaveTextContent(/This code can be used from .*1 Dec 2026.*09:00/);
    await act(() => setLanguage('th'));
    try {
      await waitFor(() => expect(screen.getByTestId('code-error')).toHaveTextContent(/ใช้โค้ดนี้ได้ตั้งแต่ .*1 ธ\.ค\. 2569/));
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('keeps the preview and the same key when ScanCode is refused, so a retry is the same request', async () => {
    window.localStorage.setItem('promocode', 'WELCOME100');
    let attempts = 0;
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Code/CheckCode': () => ok(preview),
      'Code/ScanCode': () => {
        attempts += 1;
        return attempts === 1 ? refused(429, 'RATE_LIMITED') : ok(collected);
      },
    });
    const user = userEvent.setup();
    renderApp('/promo-code');
    expect(await screen.findByTestId('promo-form-input')).toHaveValue('WELCOME100');
    await user.click(screen.getByTestId('promo-form-check'));
    await user.click(await screen.findByTestId('code-collect'));
    expect(await screen.findByTestId('code-error')).toHaveTextContent('Too many attempts');
    // A passing refusal is no reason to forget a code the member may still use.
    expect(window.localStorage.getItem('promocode')).toBe('WELCOME100');
    await user.click(screen.getByTestId('code-collect'));
    await screen.findByTestId('code-collected');
    const keys = fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/v1/Code/ScanCode')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('refuses a malformed code before asking the server', async () => {
    const fetchMock = mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer) });
    const user = userEvent.setup();
    renderApp('/promo-code');
    await user.type(await screen.findByTestId('promo-form-input'), 'no good');
    await user.click(screen.getByTestId('promo-form-check'));
    expect(await screen.findByText('Please enter a code of 3 to 64 letters, numbers or dashes.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('Code/'))).toBe(false));
  });

  it('links to the promo code conditions', async () => {
    mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer) });
    const user = userEvent.setup();
    const { router } = renderApp('/promo-code');
    await user.click(await screen.findByTestId('promo-conditions-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promo-condition'));
    expect(await screen.findByTestId('condition-conditions.promo.using')).toHaveTextContent(
      'Each code can be used once per member.',
    );
  });
});

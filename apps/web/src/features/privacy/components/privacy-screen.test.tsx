import type { PrivacyRequest } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const READY_ID = '5b0c8f7e-2c1d-4e6a-9f3b-7a8d9e0f1a2b';

function request(fields: Partial<PrivacyRequest> = {}): PrivacyRequest {
  return {
    request_id: READY_ID,
    kind: 'export',
    status: 'ready',
    created_at: '2026-11-20T03:00:00.000Z',
    download_url: `/api/v1/Privacy/DownloadExport?Request_Id=${READY_ID}`,
    expires_at: '2026-11-27T03:00:10.000Z',
    erase_after: null,
    completed_at: '2026-11-20T03:00:10.000Z',
    ...fields,
  };
}

const pageOf = (items: PrivacyRequest[]) => ({ items, page: 1, limit: 20, total: items.length, end_page: true });

// The first render would otherwise also pay for transforming the screen's modules, and time out.
beforeAll(async () => {
  await import('@/app/routes/privacy');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the My data page (DESIGN §16)', () => {
  it('says what the copy holds and lists the requests with their state and last day', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privacy/GetRequests': () =>
        ok(pageOf([request(), request({ request_id: 'a', status: 'expired', download_url: null, expires_at: null })])),
    });
    renderApp('/privacy');
    const [ready, expired] = await within(await screen.findByTestId('privacy-requests')).findAllByTestId(
      'privacy-request',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My data');
    expect(screen.getByTestId('privacy-export-contents')).toHaveTextContent(
      'The receipts you uploaded, with their photos',
    );
    expect(screen.getByText(/you can download it for 7 days/)).toBeInTheDocument();
    expect(ready).toHaveTextContent('Copy of my data');
    expect(ready).toHaveTextContent('Ready to download');
    expect(ready).toHaveTextContent('Download until 27 Nov 2026');
    expect(within(expired as HTMLElement).getByTestId('privacy-request-status')).toHaveTextContent('Expired');
    expect(within(expired as HTMLElement).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('writes the last day with the Buddhist-era year in Thai', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privacy/GetRequests': () => ok(pageOf([request()])),
    });
    await act(() => setLanguage('th'));
    renderApp('/privacy');
    expect(await screen.findByTestId('privacy-request-expiry')).toHaveTextContent('ดาวน์โหลดได้ถึง 27 พ.ย. 2569');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ข้อมูลของฉัน');
    expect(screen.getByTestId('privacy-request-status')).toHaveTextContent('พร้อมดาวน์โหลด');
  });

  it('asks for a copy, then rests the button with the reason once the day’s one is taken', async () => {
    let requests: PrivacyRequest[] = [];
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privacy/GetRequests': () => ok(pageOf(requests)),
      'Privacy/RequestExport': () => {
        requests = [
          request({ status: 'pending', download_url: null, expires_at: null, created_at: new Date().toISOString() }),
        ];
        return ok({ request_id: READY_ID, status: 'pending' as const });
      },
    });
    renderApp('/privacy');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not asked for anything yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a copy' }));

    expect(await screen.findByTestId('privacy-request-status')).toHaveTextContent('Being prepared');
    expect(screen.getByRole('button', { name: 'Ask for a copy' })).toBeDisabled();
    expect(screen.getByTestId('privacy-export-limit')).toHaveTextContent('You have already asked for a copy today.');
    expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith('Privacy/RequestExport'))).toHaveLength(1);
  });

  it('shows LIMIT_EXCEEDED from the server as the day’s limit, not as a failure', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privacy/GetRequests': () => ok(pageOf([])),
      'Privacy/RequestExport': () => refused(409, 'LIMIT_EXCEEDED'),
    });
    renderApp('/privacy');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a copy' }));
    expect(await screen.findByTestId('privacy-export-limit')).toHaveTextContent('You can ask again tomorrow.');
    expect(screen.getByRole('button', { name: 'Ask for a copy' })).toBeDisabled();
    expect(screen.queryByTestId('privacy-export-error')).not.toBeInTheDocument();
  });

  it('downloads the file with the session and saves it under the server’s name', async () => {
    const saved: { href: string; download: string }[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:my-data');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privacy/GetRequests': () => ok(pageOf([request()])),
    });
    const fileFetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
      return new Response('{"generated_at":"2026-11-20T03:00:10.000Z"}', {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="my-data-2026-11-20.json"',
        },
      });
    });
    const apiFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('Privacy/DownloadExport') ? fileFetch(input, init) : apiFetch(input, init),
    );
    renderApp('/privacy');
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:my-data', download: 'my-data-2026-11-20.json' }]));
    expect(String(fileFetch.mock.calls[0]?.[0])).toBe(`/api/v1/Privacy/DownloadExport?Request_Id=${READY_ID}`);
    click.mockRestore();
  });

  it('says why a download failed (an expired copy)', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privacy/GetRequests': () => ok(pageOf([request()])),
      'Privacy/DownloadExport': () => refused(410, 'EXPORT_EXPIRED'),
    });
    renderApp('/privacy');
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(screen.getByTestId('privacy-download-error')).toHaveTextContent(
        'This copy of your data is no longer available.',
      ),
    );
  });

  it('shows a failed read with a retry that loads the requests', async () => {
    let isDown = true;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privacy/GetRequests': () => (isDown ? refused(503, 'SERVICE_UNAVAILABLE') : ok(pageOf([request()]))),
    });
    renderApp('/privacy');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your requests could not be loaded');
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('privacy-request')).toHaveTextContent('Ready to download');
  });

  it('is reached from the profile', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetPreferences': () => ok({ line: true, email: true }),
      'Privacy/GetRequests': () => ok(pageOf([])),
    });
    renderApp('/profile');
    await userEvent.click(await screen.findByTestId('profile-link-privacy'));
    expect(await screen.findByTestId('privacy-export-contents')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My data');
  });
});

import { callRoutes } from 'virtual:api-calls';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenWithScope } from '@/test/tokens';
import { callApi, downloadFile, fileNameOf, toQueryString } from './api-client';
import { API_BASE } from './api-request';
import { registerAppNavigator } from './app-navigation';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  registerAppNavigator(vi.fn());
});

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('callApi (SPEC §7 HTTP layer)', () => {
  it('sends the session token as a bearer header, JSON, and no cookies', async () => {
    window.sessionStorage.setItem('token', 'tok-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'success', data: null }));
    await callApi(callRoutes.logout, {});
    const { url, init, headers } = lastRequest();
    expect(url).toBe(`${API_BASE}/authentication/Logout`);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{}');
    expect(init.signal).toBeUndefined();
  });

  it('asks for answers in the member’s language', async () => {
    window.localStorage.setItem('lang', 'th');
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'success', data: null }));
    await callApi(callRoutes.logout, {});
    expect(lastRequest().headers.get('Accept-Language')).toBe('th');
  });

  it('sends no Authorization header without a session', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'success', data: { is_registered: true } }));
    await callApi(callRoutes.checkUserEmail, { Email: 'a@b.co' });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
    expect(lastRequest().init.body).toBe('{"Email":"a@b.co"}');
  });

  it('puts GET inputs in the query string and sends no body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'success', data: [] }));
    await callApi(callRoutes.getLandingBanner, { group: 'Landing-Kv' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/v1/Banner/GetLandingBanner?group=Landing-Kv');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('resolves to the whole response body', async () => {
    const body = { status: 'success', data: [{ name: 'Landing-Kv-Mobile', image_url: '/media/kv.webp' }] };
    fetchMock.mockResolvedValue(jsonResponse(200, body));
    await expect(callApi(callRoutes.getLandingBanner, { group: 'Landing-Kv' })).resolves.toEqual(body);
  });

  it('rejects with the server error body after handling it (a 401 ends the session)', async () => {
    window.localStorage.setItem('appVersion', '2.0.4');
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    const error = {
      status: 'error',
      http_status: 401,
      code: 'TOKEN_EXPIRED',
      message: 'Your session has expired.',
      message_th: 'เซสชันหมดอายุ',
    };
    fetchMock.mockResolvedValue(jsonResponse(401, error));
    await expect(callApi(callRoutes.getCustomerInfo, {})).rejects.toEqual(error);
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('appVersion')).toBe('2.0.4');
  });

  it('checks the token scope before rejecting', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-suspended'));
    const navigate = vi.fn();
    registerAppNavigator(navigate);
    fetchMock.mockResolvedValue(
      jsonResponse(403, { status: 'error', http_status: 403, code: 'FORBIDDEN', message: 'x', message_th: 'x' }),
    );
    await expect(callApi(callRoutes.getCustomerInfo, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(window.sessionStorage.getItem('isSuspended')).toBe('true');
    expect(navigate).toHaveBeenCalledWith('/cancel-membership', { replace: true });
  });

  it('rejects an unreachable server with an envelope of its own', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(callRoutes.getCustomerInfo, {})).rejects.toMatchObject({
      status: 'error',
      http_status: 0,
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('rejects a non-JSON failure with its HTTP status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi(callRoutes.getCustomerInfo, {})).rejects.toMatchObject({
      http_status: 502,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

describe('toQueryString', () => {
  it('leaves out empty values and repeats arrays', () => {
    expect(toQueryString({ page: 1, q: '', skip: undefined, none: null, id: [1, 2] })).toBe('?page=1&id=1&id=2');
    expect(toQueryString({})).toBe('');
  });
});

describe('downloadFile', () => {
  it('fetches the file with the session as a bearer header and answers it with the server’s name', async () => {
    window.sessionStorage.setItem('token', 'tok-123');
    fetchMock.mockResolvedValue(
      new Response('{"generated_at":"2026-11-29T01:00:00.000Z"}', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="my-data.json"' },
      }),
    );
    const file = await downloadFile(callRoutes.downloadExport, { Request_Id: 'c3a4f1d2-0000-4000-8000-000000000001' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe(`${API_BASE}/Privacy/DownloadExport?Request_Id=c3a4f1d2-0000-4000-8000-000000000001`);
    expect(init.credentials).toBe('omit');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(file.fileName).toBe('my-data.json');
    expect(await file.blob.text()).toBe('{"generated_at":"2026-11-29T01:00:00.000Z"}');
  });

  it('rejects with the server’s error body when it refuses', async () => {
    window.sessionStorage.setItem('token', 'tok-123');
    const refusal = { status: 'error', http_status: 410, code: 'EXPORT_EXPIRED', message: 'x', message_th: 'x' };
    fetchMock.mockResolvedValue(jsonResponse(410, refusal));
    await expect(
      downloadFile(callRoutes.downloadExport, { Request_Id: 'c3a4f1d2-0000-4000-8000-000000000001' }),
    ).rejects.toMatchObject({ code: 'EXPORT_EXPIRED', http_status: 410 });
  });
});

describe('the download’s name', () => {
  it('prefers the UTF-8 filename* of RFC 6266, so a Thai batch name survives, and falls back to filename', () => {
    expect(
      fileNameOf(
        `attachment; filename="code-batch-________.csv"; filename*=UTF-8''code-batch-%E0%B8%AA%E0%B8%87%E0%B8%81%E0%B8%A3%E0%B8%B2%E0%B8%99%E0%B8%95%E0%B9%8C.csv`,
      ),
    ).toBe('code-batch-สงกรานต์.csv');
    expect(fileNameOf(`attachment; filename="members-2026-11-28.csv"`)).toBe('members-2026-11-28.csv');
    expect(fileNameOf(`attachment; filename="plain.csv"; filename*=UTF-8''%E0%B8`)).toBe('plain.csv');
    expect(fileNameOf('attachment')).toBeNull();
  });
});

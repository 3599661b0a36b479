import { ADMIN_TOKEN_KEY, operatorLogin, updateOperator } from '@loyalty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAdminApi, ok, operatorOf, refused } from '../test/render-admin';
import { callAdmin } from './admin-api';
import { registerSessionEndHandler, startAdminSession } from './admin-session';

afterEach(() => registerSessionEndHandler(null));

describe('the admin API client', () => {
  it('fills the path parameters, sends the body as JSON with the operator’s token and language', async () => {
    window.localStorage.setItem('lang', 'th');
    startAdminSession('operator-token');
    const fetchMock = mockAdminApi({ 'PUT /operators/7': () => ok(operatorOf('staff')) });
    await expect(callAdmin(updateOperator, { params: { id: '7' }, input: { disabled: true } })).resolves.toMatchObject({
      email: 'staff@example.com',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/v1/operators/7');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer operator-token');
    expect(headers.get('Accept-Language')).toBe('th');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"disabled":true}');
  });

  it('ends the session on a 401 of a call that needs one, and not on a refused sign-in', async () => {
    const onEnd = vi.fn();
    registerSessionEndHandler(onEnd);
    startAdminSession('operator-token');
    mockAdminApi({
      'POST /auth/login': () => refused(401, 'INVALID_CREDENTIALS'),
      'PUT /operators/7': () => refused(401, 'TOKEN_EXPIRED'),
    });
    await expect(callAdmin(operatorLogin, { input: { email: 'a@example.com', password: 'x' } })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(onEnd).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('operator-token');

    await expect(callAdmin(updateOperator, { params: { id: '7' }, input: { name: 'X' } })).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
    expect(onEnd).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('rejects with an envelope of its own when the server cannot be reached or answers no envelope', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('offline')));
    await expect(callAdmin(updateOperator, { params: { id: '1' }, input: { name: 'X' } })).rejects.toMatchObject({
      status: 'error',
      http_status: 0,
      code: 'SERVICE_UNAVAILABLE',
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(callAdmin(updateOperator, { params: { id: '1' }, input: { name: 'X' } })).rejects.toMatchObject({
      http_status: 502,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

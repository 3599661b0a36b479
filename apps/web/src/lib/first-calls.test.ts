import { callRoutes } from 'virtual:api-calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { tokenWithScope } from '@/test/tokens';
import { callApi } from './api-client';
import { API_BASE, requestHeaders } from './api-request';
import { startFirstCalls, takeFirstCall } from './first-calls';

const fetchMock = vi.fn<typeof fetch>();
const customerInfoUrl = `${API_BASE}/Customer/GetCustomerInfo`;
const answer = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer(demoCustomer));
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

afterEach(() => {
  window.loyaltyFirstCalls = undefined;
  vi.restoreAllMocks();
});

describe('the first calls a members’ page starts from its HTML', () => {
  it('go out once each, with the headers the app’s own call sends', () => {
    const headers = requestHeaders(window.sessionStorage.getItem('token'));
    startFirstCalls([customerInfoUrl, `${API_BASE}/Customer/CheckConsent`], headers);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([customerInfoUrl, `${API_BASE}/Customer/CheckConsent`]);
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ headers, credentials: 'omit' });
  });

  it('answer the app’s call to the same address instead of the server, once', async () => {
    startFirstCalls([customerInfoUrl], requestHeaders(window.sessionStorage.getItem('token')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(callApi(callRoutes.getCustomerInfo, {})).resolves.toEqual({ status: 'success', data: demoCustomer });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await callApi(callRoutes.getCustomerInfo, {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answer no call sent with other headers: another session or another language asks the server', () => {
    const headers = requestHeaders('first-token');
    startFirstCalls([customerInfoUrl], headers);
    expect(takeFirstCall(customerInfoUrl, requestHeaders('second-token'))).toBeUndefined();
    expect(takeFirstCall(customerInfoUrl, { ...headers, 'Accept-Language': 'th' })).toBeUndefined();
    expect(takeFirstCall(`${customerInfoUrl}?x=1`, headers)).toBeUndefined();
    expect(takeFirstCall(customerInfoUrl, headers)).toBeInstanceOf(Promise);
  });

  it('answer nothing once they are older than the app’s start: a later read goes to the server', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const headers = requestHeaders('token');
    startFirstCalls([customerInfoUrl], headers);
    now.mockReturnValue(11_001);
    expect(takeFirstCall(customerInfoUrl, headers)).toBeUndefined();
    now.mockReturnValue(1_500);
    expect(takeFirstCall(customerInfoUrl, headers)).toBeUndefined();
  });

  it('hand a failed call to the app as the network failure it is, and report nothing while none takes it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startFirstCalls([customerInfoUrl], requestHeaders(window.sessionStorage.getItem('token')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(callApi(callRoutes.getCustomerInfo, {})).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

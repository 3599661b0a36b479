import type { ErrorEnvelope } from '@loyalty/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenWithScope } from '@/test/tokens';
import { expectAppNavigator, registerAppNavigator } from './app-navigation';
import { config } from './config';
import { applyResponsePlan, planErrorResponse } from './response-handling';

function envelope(httpStatus: number, code: ErrorEnvelope['code']): ErrorEnvelope {
  return { status: 'error', http_status: httpStatus, code, message: 'm', message_th: 'ม' };
}

const member = { token: tokenWithScope('bcrm-member'), isPublicCall: false };

describe('planErrorResponse (SPEC §4 global response handling)', () => {
  it('ends the session on a plain 401 and goes to landing', () => {
    expect(planErrorResponse(envelope(401, 'TOKEN_EXPIRED'), member)).toEqual({
      clearStorage: true,
      sessionFlags: [],
      destination: { route: 'landing' },
    });
  });

  it('sends a merged member to cancel-membership with the merged flag', () => {
    expect(planErrorResponse(envelope(401, 'MEMBER_MERGED'), member)).toEqual({
      clearStorage: true,
      sessionFlags: ['merged'],
      destination: { route: 'cancel-membership' },
    });
  });

  it('treats the merged code the same on a log-in call', () => {
    expect(planErrorResponse(envelope(401, 'MEMBER_MERGED'), { token: null, isPublicCall: true }).destination).toEqual({
      route: 'cancel-membership',
    });
  });

  it('leaves a refused log-in (401 on a public call) to the form', () => {
    expect(planErrorResponse(envelope(401, 'INVALID_CREDENTIALS'), { token: null, isPublicCall: true })).toEqual({
      clearStorage: false,
      sessionFlags: [],
      destination: null,
    });
  });

  it('clears storage and leaves for the external home page on 422', () => {
    expect(planErrorResponse(envelope(422, 'SESSION_INVALID'), member)).toEqual({
      clearStorage: true,
      sessionFlags: [],
      destination: { external: true },
    });
  });

  it.each([
    ['bcrm-canceled', 'isCanceled'],
    ['bcrm-suspended', 'isSuspended'],
    ['bcrm-blocked', 'isBlocked'],
  ] as const)('sets %s → %s and goes to cancel-membership', (scope, flag) => {
    expect(
      planErrorResponse(envelope(403, 'FORBIDDEN'), { token: tokenWithScope(scope), isPublicCall: false }),
    ).toEqual({ clearStorage: false, sessionFlags: [flag], destination: { route: 'cancel-membership' } });
  });

  it.each([400, 403, 404, 409, 429, 500])('continues normally on %i for a full member', (status) => {
    expect(planErrorResponse(envelope(status, 'VALIDATION_FAILED'), member)).toEqual({
      clearStorage: false,
      sessionFlags: [],
      destination: null,
    });
  });
});

describe('applyResponsePlan', () => {
  afterEach(() => registerAppNavigator(null));

  it('clears both storages but keeps the app version, then sets the flags', () => {
    window.localStorage.setItem('appVersion', '2.0.4');
    window.localStorage.setItem('lang', 'th');
    window.sessionStorage.setItem('token', 't');
    registerAppNavigator(vi.fn());
    applyResponsePlan({ clearStorage: true, sessionFlags: ['merged'], destination: null });
    expect(window.localStorage.getItem('appVersion')).toBe('2.0.4');
    expect(window.localStorage.length).toBe(1);
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('merged')).toBe('true');
  });

  it('navigates in the app, replacing the current entry', () => {
    const navigate = vi.fn();
    registerAppNavigator(navigate);
    applyResponsePlan({ clearStorage: false, sessionFlags: [], destination: { route: 'cancel-membership' } });
    expect(navigate).toHaveBeenCalledWith('/cancel-membership', { replace: true });
  });

  it('redirects to the external home page on 422 and when no in-app handler exists', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    applyResponsePlan({ clearStorage: true, sessionFlags: [], destination: { external: true } });
    applyResponsePlan({ clearStorage: true, sessionFlags: [], destination: { route: 'landing' } });
    expect(assign).toHaveBeenNthCalledWith(1, config.externalHomeUrl);
    expect(assign).toHaveBeenNthCalledWith(2, config.externalHomeUrl);
    expect(config.externalHomeUrl).toBe('https://www.example.com');
  });

  it('holds a 401 answered while start-up builds the router, then clears storage and goes to landing', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    window.localStorage.setItem('appVersion', '2.0.4');
    window.sessionStorage.setItem('token', 'refused');
    expectAppNavigator();
    applyResponsePlan(planErrorResponse(envelope(401, 'TOKEN_EXPIRED'), member));
    // Start-up goes on meanwhile: it writes the language it started in.
    window.localStorage.setItem('lang', 'th');
    expect(assign).not.toHaveBeenCalled();
    const navigate = vi.fn();
    registerAppNavigator(navigate);
    expect(navigate).toHaveBeenCalledWith('/landing', { replace: true });
    expect(assign).not.toHaveBeenCalled();
    expect(Object.keys(window.localStorage)).toEqual(['appVersion']);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('carries a plan out at once after start-up has registered the router', () => {
    expectAppNavigator();
    const navigate = vi.fn();
    registerAppNavigator(navigate);
    applyResponsePlan({ clearStorage: false, sessionFlags: [], destination: { route: 'landing' } });
    expect(navigate).toHaveBeenCalledOnce();
  });
});

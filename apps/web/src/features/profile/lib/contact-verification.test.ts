import { describe, expect, it } from 'vitest';
import {
  needsEmailVerification,
  needsMobileVerification,
  planContactUpdate,
  runVerification,
} from './contact-verification';

describe('e-mail verification (SPEC §5)', () => {
  it('verifies a new e-mail of a login type 1 member', () => {
    expect(needsEmailVerification('new@example.com', 1, 'old@example.com')).toBe(true);
    expect(needsEmailVerification('new@example.com', 1, null)).toBe(true);
  });

  it('skips a missing, unchanged or login type 2 e-mail', () => {
    expect(needsEmailVerification('', 1, 'old@example.com')).toBe(false);
    expect(needsEmailVerification(null, 1, 'old@example.com')).toBe(false);
    expect(needsEmailVerification(' Old@Example.com ', 1, 'old@example.com')).toBe(false);
    expect(needsEmailVerification('new@example.com', 2, 'old@example.com')).toBe(false);
  });
});

describe('mobile verification (SPEC §5)', () => {
  it('verifies a new mobile of a login type 2 member only', () => {
    expect(needsMobileVerification('0898765432', 2, '0812345678')).toBe(true);
    expect(needsMobileVerification('0898765432', 1, '0812345678')).toBe(false);
  });

  it('skips a missing or unchanged mobile', () => {
    expect(needsMobileVerification('', 2, '0812345678')).toBe(false);
    expect(needsMobileVerification('0812345678', 2, '0812345678')).toBe(false);
  });
});

describe('planContactUpdate', () => {
  const none = { needed: false, passed: false };
  it('proceeds when no check was needed', () => {
    expect(planContactUpdate({ email: none, mobile: none })).toEqual({
      proceed: true,
      skipEmail: false,
      skipMobile: false,
    });
  });

  it('skips the failed channel and proceeds when the other check passes', () => {
    expect(
      planContactUpdate({ email: { needed: true, passed: false }, mobile: { needed: true, passed: true } }),
    ).toEqual({ proceed: true, skipEmail: true, skipMobile: false });
  });

  it('does not proceed when every check that ran failed', () => {
    expect(planContactUpdate({ email: { needed: true, passed: false }, mobile: none })).toEqual({
      proceed: false,
      skipEmail: true,
      skipMobile: false,
    });
  });
});

describe('runVerification', () => {
  it('passes only on an answer whose status is success', async () => {
    expect(await runVerification(async () => ({ status: 'success' }))).toEqual({ passed: true, error: null });
    expect((await runVerification(async () => ({ status: 'error' }))).passed).toBe(false);
  });

  it('keeps the refusal so the screen can show it', async () => {
    const refusal = { status: 'error', code: 'EMAIL_TAKEN' };
    expect(
      await runVerification(async () => {
        throw refusal;
      }),
    ).toEqual({ passed: false, error: refusal });
  });
});

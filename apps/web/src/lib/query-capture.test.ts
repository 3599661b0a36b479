import { QUERY_TO_LOCAL, QUERY_TO_SESSION } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { captureQuery } from './query-capture';

describe('captureQuery (SPEC §4 query capture)', () => {
  it('stores every deep-link key in local storage under its exact name', () => {
    const query = new URLSearchParams(QUERY_TO_LOCAL.map((key) => [key, `value-of-${key}`]));
    captureQuery(new URL(`https://app.test/landing?${query}`));
    for (const key of QUERY_TO_LOCAL) expect(window.localStorage.getItem(key)).toBe(`value-of-${key}`);
    expect(QUERY_TO_LOCAL).toEqual([
      'ref',
      'emailFgPassword',
      'path',
      'promocode',
      'refId',
      'game',
      'mIdp',
      'scIdp',
      'from',
    ]);
  });

  it('stores every session key in session storage under its exact name', () => {
    const query = new URLSearchParams(QUERY_TO_SESSION.map((key) => [key, `value-of-${key}`]));
    captureQuery(new URL(`https://app.test/privilege-detail/3?${query}`));
    for (const key of QUERY_TO_SESSION) expect(window.sessionStorage.getItem(key)).toBe(`value-of-${key}`);
    expect(QUERY_TO_SESSION).toEqual(['verifybtn', 'pId', 'catId', 'gId', 'fwsFlag', 'vId']);
    for (const key of QUERY_TO_SESSION) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('keeps the token in session storage and returns the URL without it, other values kept', () => {
    const cleaned = captureQuery(new URL('https://app.test/home?token=abc.def.ghi&ref=R42#top'));
    expect(window.sessionStorage.getItem('token')).toBe('abc.def.ghi');
    expect(window.localStorage.getItem('ref')).toBe('R42');
    expect(cleaned).toBe('/home?ref=R42#top');
  });

  it('drops a lone token parameter entirely', () => {
    expect(captureQuery(new URL('https://app.test/landing?token=t1'))).toBe('/landing');
  });

  it('asks for no change when there is no token', () => {
    expect(captureQuery(new URL('https://app.test/landing?ref=1'))).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('does not store an empty token but still cleans the URL', () => {
    window.sessionStorage.setItem('token', 'kept');
    expect(captureQuery(new URL('https://app.test/landing?token='))).toBe('/landing');
    expect(window.sessionStorage.getItem('token')).toBe('kept');
  });
});

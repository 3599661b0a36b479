import { describe, expect, it } from 'vitest';
import { resolveBackTarget } from './back-target';

describe('resolveBackTarget (SPEC §2 back button order)', () => {
  const all = {
    queryBackTo: 'history',
    metaBackTo: 'login-type' as const,
    target: '/profile',
    storedFrom: 'privilege',
  };

  it('uses the backTo query value first', () => {
    expect(resolveBackTarget(all)).toEqual({ kind: 'path', to: '/history' });
  });

  it('falls back to the route metadata when the query has no backTo', () => {
    expect(resolveBackTarget({ ...all, queryBackTo: null })).toEqual({ kind: 'path', to: '/login-type' });
  });

  it('then to the target the screen gives', () => {
    expect(resolveBackTarget({ ...all, queryBackTo: null, metaBackTo: undefined })).toEqual({
      kind: 'path',
      to: '/profile',
    });
  });

  it('then to the route stored under `from`', () => {
    expect(resolveBackTarget({ storedFrom: 'privilege' })).toEqual({ kind: 'path', to: '/privilege' });
  });

  it('goes back in history when nothing else applies', () => {
    expect(resolveBackTarget({})).toEqual({ kind: 'history' });
    expect(resolveBackTarget({ queryBackTo: '', storedFrom: null })).toEqual({ kind: 'history' });
  });

  it('accepts an in-app path with its query as the backTo value', () => {
    expect(resolveBackTarget({ queryBackTo: '/privilege-detail/7?catId=2' })).toEqual({
      kind: 'path',
      to: '/privilege-detail/7?catId=2',
    });
  });

  it('skips values that would leave the app or cannot be a page, and tries the next step', () => {
    expect(resolveBackTarget({ queryBackTo: 'https://evil.example', metaBackTo: 'profile' })).toEqual({
      kind: 'path',
      to: '/profile',
    });
    expect(resolveBackTarget({ queryBackTo: '//evil.example', storedFrom: 'home' })).toEqual({
      kind: 'path',
      to: '/home',
    });
    expect(resolveBackTarget({ queryBackTo: 'privilege-detail', target: undefined })).toEqual({ kind: 'history' });
  });
});

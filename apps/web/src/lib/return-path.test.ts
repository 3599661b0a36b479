import { describe, expect, it } from 'vitest';
import { isInAppPath, rememberReturnPath, takeReturnPath } from './return-path';

describe('the return path after sign-in (DESIGN §4 `path`)', () => {
  it('gives back a remembered in-app path once', () => {
    rememberReturnPath('/games-landing?game=lucky-spin&ref=CR12345678');
    expect(window.localStorage.getItem('path')).toBe('/games-landing?game=lucky-spin&ref=CR12345678');
    expect(takeReturnPath()).toBe('/games-landing?game=lucky-spin&ref=CR12345678');
    expect(takeReturnPath()).toBeNull();
  });

  it('follows no off-site address and no sign-in page, even from a captured ?path=', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/login', '/landing?x=1']) {
      window.localStorage.setItem('path', path);
      expect(takeReturnPath(), path).toBeNull();
      expect(window.localStorage.getItem('path')).toBeNull();
      rememberReturnPath(path);
      expect(window.localStorage.getItem('path'), path).toBeNull();
    }
  });
});

describe('an in-app path', () => {
  it('is a path of this site, with its query, and never another site’s', () => {
    expect(isInAppPath('/point-transaction')).toBe(true);
    expect(isInAppPath('/history?state=active')).toBe(true);
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'point-transaction', '']) {
      expect(isInAppPath(path), path).toBe(false);
    }
  });
});

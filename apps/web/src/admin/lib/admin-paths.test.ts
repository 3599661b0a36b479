import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPathFrom } from './admin-paths';

describe('console return paths', () => {
  it('returns to a console page after sign-in, and nowhere else', () => {
    expect(safeReturnPath('/admin/audit?entity=member')).toBe('/admin/audit?entity=member');
    for (const next of [
      null,
      '',
      '/profile',
      '//evil.example/admin/',
      'https://evil.example',
      '/admin/sign-in?next=x',
      '/administrator',
    ]) {
      expect(safeReturnPath(next), String(next)).toBe('/admin');
    }
  });

  it('remembers the page to come back to, and whether the session ended', () => {
    expect(signInPathFrom('/admin/audit?page=2', { ended: true })).toBe(
      '/admin/sign-in?next=%2Fadmin%2Faudit%3Fpage%3D2&ended=1',
    );
    expect(signInPathFrom('/admin')).toBe('/admin/sign-in');
    expect(signInPathFrom('/admin/sign-in?next=%2Fadmin%2Faudit')).toBe('/admin/sign-in');
  });
});

import { APP_VERSION } from '@loyalty/contracts';
import { describe, expect, it, vi } from 'vitest';
import { refreshOnNewVersion } from './app-version';

describe('refreshOnNewVersion (SPEC §4 start-up)', () => {
  it('does nothing when the stored version is this one', async () => {
    window.localStorage.setItem('appVersion', APP_VERSION);
    const reload = vi.fn();
    expect(await refreshOnNewVersion(reload)).toBe('current');
    expect(reload).not.toHaveBeenCalled();
  });

  it('records the version on a first visit without reloading', async () => {
    const reload = vi.fn();
    expect(await refreshOnNewVersion(reload)).toBe('first-visit');
    expect(window.localStorage.getItem('appVersion')).toBe('2.0.4');
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears Cache Storage, stores the new version and reloads when the version changed', async () => {
    window.localStorage.setItem('appVersion', '2.0.3');
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache', 'images'],
      delete: async (name: string) => deleted.push(name) > 0,
    });
    const reload = vi.fn();
    expect(await refreshOnNewVersion(reload)).toBe('reloading');
    expect(deleted).toEqual(['workbox-precache', 'images']);
    expect(window.localStorage.getItem('appVersion')).toBe('2.0.4');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

import { APP_VERSION } from '@loyalty/contracts';
import { localStore } from './storage';

export type VersionCheck = 'current' | 'first-visit' | 'reloading';

/**
 * SPEC §4 start-up: a stored version that differs from this build empties Cache Storage, records the
 * new version and reloads, so a member never runs new code against old cached files. A first visit
 * has nothing older cached: it only records the version instead of paying for a second page load.
 */
export async function refreshOnNewVersion(reload: () => void = () => window.location.reload()): Promise<VersionCheck> {
  const stored = localStore.get('appVersion');
  if (stored === APP_VERSION) return 'current';
  localStore.set('appVersion', APP_VERSION);
  if (stored === null) return 'first-visit';
  if ('caches' in window) {
    const names = await window.caches.keys();
    await Promise.all(names.map((name) => window.caches.delete(name)));
  }
  reload();
  return 'reloading';
}

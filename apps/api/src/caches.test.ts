import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createCacheRegistry } from './caches.js';

const SRC = import.meta.dirname;

function sourceFiles(under: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(SRC, under), { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => join(SRC, under, name));
}

/**
 * Module-level maps keyed by a database handle that are not caches of rows (decision 041, "Every cache is
 * in the registry"): prepared statements, the member rows a transaction holds locked, and receipts hashed
 * once. The test fails if one goes and is still listed, or if a new one appears.
 */
const HANDLE_KEYED_LEFT = ['db/client.ts', 'db/held-locks.ts', 'modules/receipts/receipt-admin-service.ts'];

describe('the cache registry (decision 041)', () => {
  it('hears every channel the migrations notify on, and no other', () => {
    const sent = new Set<string>();
    for (const file of sourceFiles('db/migrations', (name) => name.endsWith('.sql'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/pg_notify\('(\w+)'/g)) sent.add(match[1] ?? '');
    }
    expect(Object.keys(createCacheRegistry().noticeChannels).sort()).toEqual([...sent].sort());
  });

  it('keeps no other cache in a module-level map keyed by the database handle', () => {
    const keyed = sourceFiles('.', (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .filter((file) => /new WeakMap<(Executor|Orm|object)\b/.test(readFileSync(file, 'utf8')))
      .filter((file) => /\b(Executor|Orm|databaseKeyOf)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file).split(sep).join('/'))
      .filter((path) => path !== 'routes/shared-answers.ts');
    expect(keyed.sort()).toEqual(HANDLE_KEYED_LEFT);
  });

  it('forgets a named cache and only that one', async () => {
    const caches = createCacheRegistry();
    caches.startTrusting();
    const banners = vi.fn(async () => []);
    const page = vi.fn(async () => 'page');
    await caches.banners.read('landing', banners);
    await caches.cataloguePages.read('main', Date.now(), page);

    caches.forget('cataloguePages');
    await caches.banners.read('landing', banners);
    await caches.cataloguePages.read('main', Date.now(), page);

    expect(banners).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('forgets what a notice names, and trusts nothing kept by notices while they may be missed', async () => {
    const caches = createCacheRegistry();
    caches.startTrusting();
    const favourites = vi.fn(async () => new Set([1]));
    await caches.favourites.read(7, favourites);
    caches.noticeChannels.favourite_changes?.('7');
    await caches.favourites.read(7, favourites);
    expect(favourites).toHaveBeenCalledTimes(2);

    caches.stopTrusting();
    const noticed = [caches.sessions, caches.favourites, caches.banners, caches.apiClients, caches.tillStores];
    expect(noticed.some((cache) => cache.isTrusted())).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createPageCache } from './privilege-page-cache.js';

const TTL_MS = 3_000;
const REFRESH_AFTER_MS = 2_000;
const limits = (maxEntries: number) => ({ ttlMs: TTL_MS, refreshAfterMs: REFRESH_AFTER_MS, maxEntries });

function countingLoad<T>(value: T) {
  const load = async () => {
    load.calls += 1;
    return value;
  };
  load.calls = 0;
  return load;
}

describe('the catalogue page cache', () => {
  it('answers a second read within the TTL from the kept page, and loads again once the TTL passed', async () => {
    const cache = createPageCache(limits(10));
    const load = countingLoad('page');
    await cache.read('key', 1_000, load);
    expect(await cache.read('key', 1_000 + REFRESH_AFTER_MS - 1, load)).toBe('page');
    expect(load.calls).toBe(1);
    await cache.read('key', 1_000 + TTL_MS, load);
    expect(load.calls).toBe(2);
  });

  it('does not trust a page stamped later than the reader’s clock', async () => {
    const cache = createPageCache(limits(10));
    const load = countingLoad('page');
    await cache.read('key', 5_000, load);
    await cache.read('key', 4_000, load);
    expect(load.calls).toBe(2);
  });

  it('lets concurrent misses of one key share one load', async () => {
    const cache = createPageCache(limits(10));
    let release: (value: string) => void = () => {};
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const readers = Array.from({ length: 64 }, () => cache.read('key', 0, load));
    release('page');
    expect(await Promise.all(readers)).toEqual(Array.from({ length: 64 }, () => 'page'));
    expect(calls).toBe(1);
  });

  it('keeps no failed load: the next read tries again', async () => {
    const cache = createPageCache(limits(10));
    await expect(cache.read('key', 0, () => Promise.reject(new Error('database down')))).rejects.toThrow();
    const load = countingLoad('page');
    expect(await cache.read('key', 1, load)).toBe('page');
    expect(load.calls).toBe(1);
  });

  it('keeps at most the cap of keys, dropping the least recently read first', async () => {
    const cache = createPageCache(limits(3));
    const load = countingLoad('page');
    for (const key of ['a', 'b', 'c']) await cache.read(key, 0, load);
    await cache.read('a', 1, load);
    await cache.read('d', 2, load);
    expect(cache.size).toBe(3);
    expect(load.calls).toBe(4);

    await cache.read('a', 3, load);
    await cache.read('c', 3, load);
    expect(load.calls).toBe(4);
    await cache.read('b', 3, load);
    expect(load.calls).toBe(5);
  });

  it('forgets every page on clear', async () => {
    const cache = createPageCache(limits(10));
    const load = countingLoad('page');
    await cache.read('a', 0, load);
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.read('a', 1, load);
    expect(load.calls).toBe(2);
  });

  it('answers from the kept page after the refresh age while one load of its successor runs, then from the successor', async () => {
    const cache = createPageCache(limits(10));
    const pending: Array<(value: string) => void> = [];
    const load = () => new Promise<string>((resolve) => pending.push(resolve));
    const first = cache.read('key', 0, load);
    pending[0]?.('old');
    await first;

    const during = [cache.read('key', REFRESH_AFTER_MS, load), cache.read('key', REFRESH_AFTER_MS + 1, load)];
    expect(await Promise.all(during)).toEqual(['old', 'old']);
    expect(pending).toHaveLength(2);

    pending[1]?.('new');
    await Promise.resolve();
    expect(await cache.read('key', REFRESH_AFTER_MS + 2, load)).toBe('new');
    // The successor is stamped when its load began, so it, too, is refreshed a refresh age later.
    await cache.read('key', 2 * REFRESH_AFTER_MS, load);
    expect(pending).toHaveLength(3);
  });

  it('never answers past the TTL: a page whose successor has not landed is loaded again, and waited for', async () => {
    const cache = createPageCache(limits(10));
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 2 ? new Promise<string>(() => {}) : Promise.resolve(`page ${calls}`);
    };
    await cache.read('key', 0, load);
    await cache.read('key', REFRESH_AFTER_MS, load);
    expect(await cache.read('key', TTL_MS, load)).toBe('page 3');
  });

  it('keeps answering from the kept page when a refresh fails, and tries again on the next read', async () => {
    const cache = createPageCache(limits(10));
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 2 ? Promise.reject(new Error('database down')) : Promise.resolve(`page ${calls}`);
    };
    await cache.read('key', 0, load);
    expect(await cache.read('key', REFRESH_AFTER_MS, load)).toBe('page 1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.read('key', REFRESH_AFTER_MS + 1, load)).toBe('page 1');
    expect(calls).toBe(3);
  });

  it('drops a successor that was loading when the pages were forgotten', async () => {
    const cache = createPageCache(limits(10));
    const pending: Array<(value: string) => void> = [];
    const load = () => new Promise<string>((resolve) => pending.push(resolve));
    const first = cache.read('key', 0, load);
    pending[0]?.('before the redemption');
    await first;
    void cache.read('key', REFRESH_AFTER_MS, load);
    cache.clear();
    pending[1]?.('read before the redemption');
    await Promise.resolve();
    expect(cache.size).toBe(0);
  });
});

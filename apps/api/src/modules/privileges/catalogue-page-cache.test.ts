import { describe, expect, it } from 'vitest';
import { createPageCache } from './catalogue-page-cache.js';

const TTL_MS = 3_000;

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
    const cache = createPageCache({ ttlMs: TTL_MS, maxEntries: 10 });
    const load = countingLoad('page');
    await cache.read('key', 1_000, load);
    expect(await cache.read('key', 1_000 + TTL_MS - 1, load)).toBe('page');
    expect(load.calls).toBe(1);
    await cache.read('key', 1_000 + TTL_MS, load);
    expect(load.calls).toBe(2);
  });

  it('does not trust a page stamped later than the reader’s clock', async () => {
    const cache = createPageCache({ ttlMs: TTL_MS, maxEntries: 10 });
    const load = countingLoad('page');
    await cache.read('key', 5_000, load);
    await cache.read('key', 4_000, load);
    expect(load.calls).toBe(2);
  });

  it('lets concurrent misses of one key share one load', async () => {
    const cache = createPageCache({ ttlMs: TTL_MS, maxEntries: 10 });
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
    const cache = createPageCache({ ttlMs: TTL_MS, maxEntries: 10 });
    await expect(cache.read('key', 0, () => Promise.reject(new Error('database down')))).rejects.toThrow();
    const load = countingLoad('page');
    expect(await cache.read('key', 1, load)).toBe('page');
    expect(load.calls).toBe(1);
  });

  it('keeps at most the cap of keys, dropping the least recently read first', async () => {
    const cache = createPageCache({ ttlMs: TTL_MS, maxEntries: 3 });
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
    const cache = createPageCache({ ttlMs: TTL_MS, maxEntries: 10 });
    const load = countingLoad('page');
    await cache.read('a', 0, load);
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.read('a', 1, load);
    expect(load.calls).toBe(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { applyFavouriteChange, createFavouriteCache } from './favourite-cache.js';

/** A cache of its own for each test. */
function trustedCache() {
  const cache = createFavouriteCache();
  cache.startTrusting();
  return cache;
}

describe('the favourite cache', () => {
  it('keeps a member’s favourites until a notice names that member', async () => {
    const cache = trustedCache();
    const ofSeven = vi.fn(async () => new Set([1, 2]));
    const ofEight = vi.fn(async () => new Set([3]));
    await cache.read(7, ofSeven);
    await cache.read(8, ofEight);
    expect(await cache.read(7, ofSeven)).toEqual(new Set([1, 2]));
    expect(ofSeven).toHaveBeenCalledTimes(1);

    applyFavouriteChange(cache, '7');
    await cache.read(7, ofSeven);
    await cache.read(8, ofEight);
    expect(ofSeven).toHaveBeenCalledTimes(2);
    expect(ofEight).toHaveBeenCalledTimes(1);
  });

  it('forgets every member on a notice naming none (a TRUNCATE) or one it cannot read', async () => {
    for (const payload of ['', 'garbled']) {
      const cache = trustedCache();
      const load = vi.fn(async () => new Set([1]));
      await cache.read(7, load);
      applyFavouriteChange(cache, payload);
      await cache.read(7, load);
      expect(load).toHaveBeenCalledTimes(2);
    }
  });
});

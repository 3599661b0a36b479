import { describe, expect, it, vi } from 'vitest';
import { applySessionChange, createSessionCache, type SessionRecord } from './session-cache.js';

const record = (memberId: number): SessionRecord => ({
  memberId,
  scope: 'bcrm-member',
  expiresAt: new Date('2030-01-01T00:00:00Z'),
  revokedAt: null,
  memberStatus: 'active',
});

function trustedCache(options: Parameters<typeof createSessionCache>[0] = {}) {
  const cache = createSessionCache(options);
  cache.startTrusting();
  return cache;
}

describe('the session cache', () => {
  it('reads a session from the database once while change notices arrive', async () => {
    const cache = trustedCache();
    const load = vi.fn(async () => record(1));
    await cache.read('a', load);
    expect(await cache.read('a', load)).toEqual(record(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the database every time while notices may be missed', async () => {
    const cache = createSessionCache();
    const load = vi.fn(async () => record(1));
    await cache.read('a', load);
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(2);

    cache.startTrusting();
    await cache.read('a', load);
    cache.stopTrusting();
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('forgets one session, or every session of a member, when told', async () => {
    const cache = trustedCache();
    const load = vi.fn(async () => record(7));
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('c', async () => record(8));

    applySessionChange(cache, 's:a');
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(3);

    applySessionChange(cache, 'm:7');
    await cache.read('a', load);
    await cache.read('b', load);
    expect(load).toHaveBeenCalledTimes(5);
    const other = vi.fn(async () => record(8));
    await cache.read('c', other);
    expect(other).not.toHaveBeenCalled();
  });

  it('does not keep a row loaded while a notice arrived: it may predate the change', async () => {
    const cache = trustedCache();
    let finishLoad: (value: SessionRecord) => void = () => undefined;
    const pending = cache.read('a', () => new Promise<SessionRecord>((resolve) => (finishLoad = resolve)));
    applySessionChange(cache, 's:a');
    finishLoad(record(1));
    await pending;

    const load = vi.fn(async () => ({ ...record(1), revokedAt: new Date() }));
    expect((await cache.read('a', load))?.revokedAt).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on a notice it cannot read', async () => {
    const cache = trustedCache();
    const load = vi.fn(async () => record(1));
    await cache.read('a', load);
    applySessionChange(cache, 'garbled');
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no entry past its time to live, nor more entries than its bound', async () => {
    let clock = 0;
    const cache = trustedCache({ ttlMs: 1000, maxEntries: 2, now: () => clock });
    const load = vi.fn(async () => record(1));
    await cache.read('a', load);
    clock = 1000;
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(2);

    await cache.read('b', load);
    await cache.read('c', load);
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(5);
  });
});

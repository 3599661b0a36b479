/**
 * Rows kept in memory and kept exact by database change notices (`db/change-listener.ts`): what the
 * session and favourite caches share. Memory is trusted only while notices arrive; a read that raced a
 * notice does not keep what it loaded (every forget moves `generation`, and a load stores its value only
 * if no forget happened while it ran).
 */
export interface NoticedCache<K, V> {
  /** The value of `key`: from memory while trusted and younger than the TTL, else from `load`. */
  read(key: K, load: () => Promise<V | undefined>): Promise<V | undefined>;
  forget(key: K): void;
  forgetWhere(matches: (value: V) => boolean): void;
  forgetAll(): void;
  /** Change notices now arrive: memory may be trusted from here on (it starts empty). */
  startTrusting(): void;
  /** Change notices may be missed (listener down): every read goes to the database until trusted again. */
  stopTrusting(): void;
  isTrusted(): boolean;
}

export interface NoticedCacheOptions {
  /** Bounds memory: the oldest entry goes first once full. */
  maxEntries?: number;
  /** A safety net only: notices keep entries exact, and no entry outlives this either way. */
  ttlMs?: number;
  now?: () => number;
}

export function createNoticedCache<K, V>({
  maxEntries = 50_000,
  ttlMs = 60_000,
  now = Date.now,
}: NoticedCacheOptions = {}): NoticedCache<K, V> {
  const entries = new Map<K, { value: V; storedAt: number }>();
  let generation = 0;
  let isTrusted = false;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };

  return {
    forgetAll,
    async read(key, load) {
      const kept = isTrusted ? entries.get(key) : undefined;
      if (kept && now() - kept.storedAt < ttlMs) return kept.value;
      const loadedIn = generation;
      const value = await load();
      if (value !== undefined && isTrusted && generation === loadedIn) {
        entries.delete(key);
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, { value, storedAt: now() });
      }
      return value;
    },
    forget(key) {
      generation += 1;
      entries.delete(key);
    },
    forgetWhere(matches) {
      generation += 1;
      for (const [key, { value }] of entries) if (matches(value)) entries.delete(key);
    },
    startTrusting() {
      forgetAll();
      isTrusted = true;
    },
    stopTrusting() {
      isTrusted = false;
      forgetAll();
    },
    isTrusted: () => isTrusted,
  };
}

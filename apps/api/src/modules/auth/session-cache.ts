import type { findSessionWithMemberStatus } from './session-repository.js';

/** What `authenticate` needs of a session row: its member, scope, lifetime, revocation and member status. */
export type SessionRecord = NonNullable<Awaited<ReturnType<typeof findSessionWithMemberStatus>>>;

export interface SessionCache {
  /** The session of `jti`: from memory when this process is told of every change, else from `load`. */
  read(jti: string, load: () => Promise<SessionRecord | undefined>): Promise<SessionRecord | undefined>;
  forgetSession(jti: string): void;
  forgetMember(memberId: number): void;
  forgetAll(): void;
  /** Change notices now arrive: memory may be trusted from here on (it starts empty). */
  startTrusting(): void;
  /** Change notices may be missed (listener down): every read goes to the database until trusted again. */
  stopTrusting(): void;
  isTrusted(): boolean;
}

export interface SessionCacheOptions {
  /** Bounds memory: the oldest entry goes first once full. */
  maxEntries?: number;
  /** A safety net only: notices keep entries exact, and no entry outlives this either way. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * Verified sessions kept in memory so a member's request costs no database round trip (issue 13), while
 * revocation stays immediate: database triggers announce every change (migration 0010) and the listener
 * forgets the entry. A read that raced a notice does not keep what it loaded: every forget moves
 * `generation`, and a load stores its row only if no forget happened while it ran.
 */
export function createSessionCache({
  maxEntries = 50_000,
  ttlMs = 60_000,
  now = Date.now,
}: SessionCacheOptions = {}): SessionCache {
  const entries = new Map<string, { record: SessionRecord; storedAt: number }>();
  let generation = 0;
  let isTrusted = false;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };

  return {
    forgetAll,
    async read(jti, load) {
      const kept = isTrusted ? entries.get(jti) : undefined;
      if (kept && now() - kept.storedAt < ttlMs) return kept.record;
      const loadedIn = generation;
      const record = await load();
      if (record && isTrusted && generation === loadedIn) {
        entries.delete(jti);
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(jti, { record, storedAt: now() });
      }
      return record;
    },
    forgetSession(jti) {
      generation += 1;
      entries.delete(jti);
    },
    forgetMember(memberId) {
      generation += 1;
      for (const [jti, { record }] of entries) if (record.memberId === memberId) entries.delete(jti);
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

/** Applies one `session_changes` notice (migration 0010): `s:<jti>` or `m:<member id>`. */
export function applySessionChange(cache: SessionCache, payload: string): void {
  const [kind, id = ''] = [payload.slice(0, 2), payload.slice(2)];
  if (kind === 's:') cache.forgetSession(id);
  else if (kind === 'm:' && /^\d+$/.test(id)) cache.forgetMember(Number(id));
  // Anything else cannot be matched to entries: forgetting everything is the safe answer.
  else cache.forgetAll();
}
